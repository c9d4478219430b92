import { auditEntries, supplierStyles } from "@store/db";
import { insertProduct, makeSupplier } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// S&S's product CSV headers (a few of them), in S&S's own capitals.
const ssList = [
  "sku,styleName,brandName,colorName,sizeName,piecePrice,customerPrice",
  "B00760003,5000,Gildan,Navy,S,$3.50,$3.12",
  "B00760004,5000,Gildan,Navy,M,$3.50,$3.12",
  "B00760005,5000,Gildan,Navy,L,$3.50,$3.12",
  "B00760006,5000,Gildan,Navy,2XL,$5.50,$4.98",
  "B00760010,5000B,Gildan,Navy,YM,$3.10,$2.80",
].join("\n");

// SanMar's SDL export headers.
const sanmarList = [
  "UNIQUE_KEY,STYLE#,COLOR_NAME,SIZE,PIECE_PRICE",
  '101010,PC54,Navy,S,"2.98"',
  "101011,PC54,Navy,M,2.98",
  "101012,PC54,Navy,XL,2.98",
].join("\r\n");

describe(`a supplier's style list import (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  const db = () => server.database.db;
  const rowsOf = async (supplierId: string) =>
    db()
      .select()
      .from(supplierStyles)
      .where(eq(supplierStyles.supplierId, supplierId))
      .orderBy(asc(supplierStyles.sku));
  const importCount = async () =>
    (
      await db()
        .select({ n: count() })
        .from(auditEntries)
        .where(eq(auditEntries.action, "supplier.styles_import"))
    )[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
  });
  afterAll(() => server?.stop());

  const upload = (supplierId: string, csv: string, name = "styles.csv") => {
    const form = new FormData();
    form.set("file", new File([csv], name, { type: "text/csv" }));
    return fetch(`${server.url}/api/suppliers/${supplierId}/styles`, {
      method: "POST",
      headers: manager,
      body: form,
    });
  };

  it("imports S&S's list as a file, reading its headers and $ prices, and counts the rows added", async () => {
    const supplier = await makeSupplier(db());
    const res = await upload(supplier.id, ssList);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { supplier_id: supplier.id, rows: 5, added: 5, updated: 0 } });
    const rows = await rowsOf(supplier.id);
    expect(rows).toHaveLength(5);
    // customerPrice (the account's price) is preferred to piecePrice (the list price).
    expect(rows[0]).toMatchObject({
      sku: "B00760003",
      styleNumber: "5000",
      colorName: "Navy",
      size: "S",
      cost: 3.12,
    });
    expect(rows.find((r) => r.sku === "B00760006")?.cost).toBe(4.98);
  });

  it("imports SanMar's list as CSV text, and a second import updates what changed and adds what is new", async () => {
    const supplier = await makeSupplier(db());
    const first = await send(
      server,
      "POST",
      `/api/suppliers/${supplier.id}/styles`,
      { csv: sanmarList },
      manager,
    );
    expect(first).toMatchObject({ status: 200, body: { data: { rows: 3, added: 3, updated: 0 } } });
    const again = `${sanmarList.replace("101011,PC54,Navy,M,2.98", "101011,PC54,Navy,M,3.05")}\r\n101013,PC54,Navy,2XL,4.48`;
    const second = await send(
      server,
      "POST",
      `/api/suppliers/${supplier.id}/styles`,
      { csv: again },
      manager,
    );
    expect(second).toMatchObject({ status: 200, body: { data: { rows: 4, added: 1, updated: 3 } } });
    const rows = await rowsOf(supplier.id);
    expect(rows.map((r) => [r.sku, r.size, r.cost])).toEqual([
      ["101010", "S", 2.98],
      ["101011", "M", 3.05],
      ["101012", "XL", 2.98],
      ["101013", "2XL", 4.48],
    ]);
    const listed = await send(
      server,
      "GET",
      `/api/suppliers/${supplier.id}/styles?search=2xl`,
      undefined,
      manager,
    );
    expect(listed.body).toMatchObject({ data: [{ sku: "101013", style_number: "PC54" }], total: 1 });
    const got = await send(server, "GET", `/api/suppliers/${supplier.id}`, undefined, manager);
    expect(got.body).toMatchObject({ data: { styles: 4 } });
  });

  it("refuses the whole file for one bad row, naming its line and what to fix, and writes nothing", async () => {
    const supplier = await makeSupplier(db());
    await send(server, "POST", `/api/suppliers/${supplier.id}/styles`, { csv: sanmarList }, manager);
    const before = await rowsOf(supplier.id);
    const auditsBefore = await importCount();
    const bad: [string, string][] = [
      [
        `${sanmarList}\r\n101020,PC54,Navy,L,about three`,
        'Line 5: the cost \\"about three\\" is not an amount',
      ],
      [`${sanmarList}\r\n101021,PC54,,L,2.98`, "Line 5: the color"],
      [`${sanmarList}\r\n101010,PC54,Navy,L,2.98`, "Line 5: SKU 101010 is already on line 2"],
      [`${sanmarList}\r\n101022,PC54,Navy,L,-2.98`, "Line 5: the cost"],
      ["Style,Colour,Size\nPC54,Navy,S", "no column for SKU"],
      ["UNIQUE_KEY,STYLE#,COLOR_NAME,SIZE,PIECE_PRICE", "no rows"],
      ["", "empty"],
    ];
    for (const [csv, words] of bad) {
      const res = await send(
        server,
        "POST",
        `/api/suppliers/${supplier.id}/styles`,
        { csv: csv || " " },
        manager,
      );
      expect(res.status, csv).toBe(400);
      expect(JSON.stringify(res.body)).toContain(words);
      expect(JSON.stringify(res.body)).toContain("Nothing was imported");
    }
    // A good change in the same file as a bad row is not kept either.
    const mixed = `${sanmarList.replace("2.98", "9.99")}\r\n101030,PC54,Navy,L,nine`;
    expect((await upload(supplier.id, mixed)).status).toBe(400);
    expect(await rowsOf(supplier.id)).toEqual(before);
    expect(await importCount()).toBe(auditsBefore);
  });

  it("refuses a request that is no style list, and a file over the size limit", async () => {
    const supplier = await makeSupplier(db());
    const none = await send(server, "POST", `/api/suppliers/${supplier.id}/styles`, {}, manager);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain("field named file");
    const big = await upload(supplier.id, `${"x".repeat(11 * 1024 * 1024)}`);
    expect(big.status).toBe(413);
    await big.text();
    expect(await rowsOf(supplier.id)).toEqual([]);
    const missing = await send(
      server,
      "POST",
      "/api/suppliers/00000000-0000-0000-0000-000000000000/styles",
      { csv: sanmarList },
      manager,
    );
    expect(missing.status).toBe(404);
  });

  it("fills a product's sizes from the list: same sizes across the two naming schemes, null where none fits", async () => {
    const supplier = await makeSupplier(db());
    await upload(supplier.id, ssList);
    const product = await insertProduct(db(), {
      name: "Match Tee",
      sizes: ["Youth M", "Adult S", "Adult M", "Adult XXL", "Adult 3XL"],
    });
    const res = await send(
      server,
      "GET",
      `/api/suppliers/${supplier.id}/styles/match?style=5000&color=navy&product_id=${product.id}`,
      undefined,
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: {
        style_number: "5000",
        color_name: "Navy",
        sizes: [
          // 5000B is another style: youth M is not the adult M.
          { size: "Youth M", sku: null, cost: null },
          { size: "Adult S", sku: "B00760003", cost: 3.12 },
          { size: "Adult M", sku: "B00760004", cost: 3.12 },
          { size: "Adult XXL", sku: "B00760006", cost: 4.98 },
          { size: "Adult 3XL", sku: null, cost: null },
        ],
      },
    });
    expect((res.body as { data: { rows: unknown[] } }).data.rows).toHaveLength(4);
  });
});
