import { insertTeamStoreOrder } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABEL, labelOrigin, SHEET } from "../src/domains/team-stores/printables/bag-labels";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { pdfPages, pdfText } from "./pdf-reader";
import { teamBatchStore } from "./team-batch-fixtures";

describe(`a production batch's PDFs (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  const pdf = async (kind: string, batch = 1, storeId = fixture.store.id) => {
    const res = await fetch(`${server.url}/api/team-stores/${storeId}/batches/${batch}/${kind}.pdf`, {
      headers: admin,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.status, bytes.toString()).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    return { res, bytes };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    fixture = await teamBatchStore(server.database.db);
  });
  afterAll(() => server?.stop());

  it("prints the production sheet: size run in the guide's order, names by number with ## last, lettering", async () => {
    const { res, bytes } = await pdf("production-sheet");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${fixture.store.slug}-batch-1-production-sheet.pdf"`,
    );
    const text = await pdfText(bytes);
    expect(text).toContain("PRODUCTION SHEET");
    expect(text).toContain("Clanton Eagles 12U · batch 1");
    expect(text).toMatch(/YM\s+YL\s+S/);
    expect(text).toContain("Grand total: 7 pieces");
    expect(text.indexOf("CRUZ")).toBeLessThan(text.indexOf("LEE"));
    expect(text.indexOf("LEE")).toBeLessThan(text.indexOf("DIAZ"));
    expect(text).toContain("LETTERING TO CUT");
  });

  it("prints one bag label per player, 'Bag n of N', with no private link, on one Letter sheet", async () => {
    const { bytes } = await pdf("bag-labels");
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.size).toEqual({ width: 612, height: 792 });
    const text = pages[0]?.text ?? "";
    expect(text.match(/Bag \d of 3/g)).toEqual(["Bag 1 of 3", "Bag 2 of 3", "Bag 3 of 3"]);
    for (const player of ["Ava Cruz", "Max Diaz", "Sam Lee"]) expect(text).toContain(player);
    expect(text).toContain("#12");
    expect(text).toContain(`#${fixture.orders.sam.number}, #${fixture.orders.samAgain.number}`);
    expect(text).not.toMatch(/http|\/orders\/|\/team\/|token/i);
    expect(text).not.toContain("@example.com");
  });

  it('lays the labels out as Avery 5163: 2 × 5 labels of 2" × 4", 1/2" top, 5/32" sides', () => {
    expect(LABEL).toEqual({ width: 288, height: 144 });
    expect(labelOrigin(0)).toEqual({ x: 11.25, y: 36 });
    const last = labelOrigin(9);
    expect(last.x + LABEL.width).toBeCloseTo(612 - 11.25);
    expect(last.y + LABEL.height).toBe(792 - 36);
    expect(SHEET.columns * SHEET.rows).toBe(10);
  });

  it("starts a new sheet after ten labels", async () => {
    const db = server.database.db;
    const { store, items } = await teamBatchStore(db);
    const [jersey] = items;
    if (!jersey) throw new Error("no jersey");
    for (let i = 0; i < 9; i += 1)
      await insertTeamStoreOrder(db, {
        store,
        player: `Player ${String.fromCharCode(65 + i)}`,
        customer: { name: "Parent", email: `parent${i}@example.com` },
        lines: [{ item: jersey, productName: "Game Jersey", size: "Youth S", printNumber: String(20 + i) }],
      });
    const pages = await pdfPages((await pdf("bag-labels", 1, store.id)).bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.text.match(/Bag \d+ of 12/g)).toHaveLength(10);
    expect(pages[1]?.text.match(/Bag \d+ of 12/g)).toEqual(["Bag 11 of 12", "Bag 12 of 12"]);
  });

  it("prints a packing list per player's bag, each on its own page", async () => {
    const pages = await pdfPages((await pdf("packing-lists")).bytes);
    expect(pages.map((p) => p.text.match(/Bag (\d) of 3/)?.[1])).toEqual(["1", "2", "3"]);
    expect(pages[2]?.text).toContain("Sam Lee");
    expect(pages[2]?.text).toContain("Print: LEE #12");
    expect(pages[2]?.text).toContain("4 pieces");
  });

  it("prints the invoices of the batch's orders (issue 22's invoice), one page each", async () => {
    const pages = await pdfPages((await pdf("invoices")).bytes);
    const numbers = [fixture.orders.sam, fixture.orders.ava, fixture.orders.max, fixture.orders.samAgain].map(
      (o) => String(o.number),
    );
    expect(pages.map((p) => p.text.match(/Order #(\d+)/)?.[1])).toEqual(numbers);
    expect(pages[2]?.text).toMatch(/BALANCE DUE\s*\$28\.00/);
  });

  it("prints the fundraising summary per item and in total", async () => {
    const text = await pdfText((await pdf("fundraising")).bytes);
    expect(text).toContain("Game Jersey");
    expect(text).toContain("$20.00");
    expect(text).toContain("Total for the team: $22.00");
  });

  it("prints the unpaid list: every order that owes, and the sum owed (the report's own list)", async () => {
    const res = await fetch(`${server.url}/api/team-stores/${fixture.store.id}/batches/1`, {
      headers: admin,
    });
    const report = ((await res.json()) as { data: unknown }).data as {
      unpaid: { order_number: number; balance: number }[];
    };
    expect(report.unpaid.length).toBeGreaterThan(0);
    const text = await pdfText((await pdf("unpaid")).bytes);
    for (const row of report.unpaid) expect(text).toContain(`#${row.order_number}`);
    const owed = report.unpaid.reduce((sum, r) => sum + Math.round(r.balance * 100), 0) / 100;
    expect(text).toContain(`Still owed: $${owed.toFixed(2)}`);
    expect(text).toContain(`${report.unpaid.length} OF `);
  });

  it("refuses anyone but staff, and names an unknown store", async () => {
    const anonymous = await fetch(
      `${server.url}/api/team-stores/${fixture.store.id}/batches/1/bag-labels.pdf`,
    );
    expect(anonymous.status).toBe(401);
    const unknown = await fetch(
      `${server.url}/api/team-stores/${crypto.randomUUID()}/batches/1/bag-labels.pdf`,
      {
        headers: admin,
      },
    );
    expect(unknown.status).toBe(404);
  });
});
