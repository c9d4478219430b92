import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freezeBatch } from "../src/domains/team-stores/batches/batch-lines";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";

// The production role makes and bags the team's order: it sees the frozen batches, their size runs,
// names and numbers and bags, and prints the sheets it works from; never money or contact details.
describe(`the production role (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let production: Record<string, string>;
  let manager: Record<string, string>;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  const batchPath = () => `/api/team-stores/${fixture.store.id}/batches/1`;

  beforeAll(async () => {
    server = await startTestServer();
    production = await signedInHeaders(server, "production");
    manager = await signedInHeaders(server, "manager");
    fixture = await teamBatchStore(server.database.db);
    await freezeBatch(server.database.db, fixture.store.id, 1, null, new Date());
  });
  afterAll(() => server?.stop());

  it("lists the frozen batches with their pieces, a page at a time", async () => {
    const res = await send(server, "GET", "/api/production/batches?page_size=10", undefined, production);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: [
        { store_id: fixture.store.id, team_name: "Clanton Eagles 12U", batch: 1, pieces: expect.any(Number) },
      ],
      total: 1,
      page: 1,
      page_size: 10,
    });
    const [row] = (res.body as { data: { pieces: number }[] }).data;
    const report = await send(server, "GET", batchPath(), undefined, manager);
    expect(row?.pieces).toBe((report.body as { data: { grand_total: number } }).data.grand_total);
  });

  it("sees the batch's work without a dollar or an e-mail address in it", async () => {
    const res = await send(server, "GET", `${batchPath()}/production`, undefined, production);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain("Clanton Eagles 12U");
    expect(text).toContain('"size_run"');
    expect(text).toContain('"bags"');
    // A size run's "total" counts pieces; money has no key in the answer at all.
    for (const money of ['"amount_paid"', '"balance"', '"unpaid"', '"fundraising"', '"tax"', '"per_unit"'])
      expect(text).not.toContain(money);
    const { header } = (res.body as { data: { header: Record<string, unknown> } }).data;
    expect(Object.keys(header)).not.toContain("total");
    expect(header).toMatchObject({ pieces: expect.any(Number), orders: expect.any(Number) });
    expect(text).not.toMatch(/@example\.com|555-0199/);
  });

  it("prints the production sheet, packing lists and bag labels, not the invoices, unpaid list or fundraising", async () => {
    for (const kind of ["production-sheet", "packing-lists", "bag-labels"]) {
      const res = await fetch(`${server.url}${batchPath()}/${kind}.pdf`, { headers: production });
      await res.arrayBuffer();
      expect(res.status, kind).toBe(200);
    }
    for (const kind of ["invoices", "unpaid", "fundraising"]) {
      const res = await send(server, "GET", `${batchPath()}/${kind}.pdf`, undefined, production);
      expect(res.status, kind).toBe(403);
    }
  });

  it("is refused the money and the people: the full report, its CSV, orders, customers, the home", async () => {
    for (const path of [
      batchPath(),
      `${batchPath()}/lines.csv`,
      "/api/orders",
      "/api/customers",
      "/api/admin/home",
      `/api/team-stores/${fixture.store.id}`,
    ]) {
      const res = await send(server, "GET", path, undefined, production);
      expect(res.status, path).toBe(403);
      expect((res.body as { error: string }).error).toMatch(/Access denied/);
    }
  });
});
