import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

// The demo's store in production (Chilton County Thunder 14U Softball, batch 1 frozen at seed):
// its batch as staff download it from the built app.

const DEMO_STORE = "Chilton County Thunder 14U Softball";

test("staff download the demo's frozen batch: report, lines and every PDF", async ({ request }) => {
  const staff = await adminApi(request);
  const list = await staff.get(`/api/team-stores?search=${encodeURIComponent(DEMO_STORE)}`);
  expect(list.ok(), await list.text()).toBe(true);
  const store = ((await list.json()).data as { id: string; team_name: string }[]).find(
    (s) => s.team_name === DEMO_STORE,
  );
  if (!store) throw new Error("the demo's store in production is missing");
  const base = `/api/team-stores/${store.id}/batches/1`;

  const report = (await (await staff.get(base)).json()).data;
  expect(report.header).toMatchObject({ team_name: DEMO_STORE, batch: 1, orders: 10, players: 10 });
  expect(report.header.frozen_at).not.toBeNull();
  expect(report.grand_total).toBe(report.header.pieces);
  expect(report.bags.map((b: { bag: number; of: number }) => `${b.bag}/${b.of}`)).toContain("10/10");

  const csv = await staff.get(`${base}/lines.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain('"Order","Player","Customer","Product"');

  for (const kind of ["production-sheet", "packing-lists", "bag-labels", "invoices", "fundraising"]) {
    const pdf = await staff.get(`${base}/${kind}.pdf`);
    expect(pdf.status(), kind).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toBe(
      `attachment; filename="thunder-14u-fall-2026-batch-1-${kind}.pdf"`,
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});
