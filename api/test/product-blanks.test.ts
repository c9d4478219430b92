import { auditEntries, productBlanks, products } from "@store/db";
import { insertProduct, makeSupplier, mapProductBlanks } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

describe(`what each product is made from (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  const db = () => server.database.db;
  const blanksOf = (productId: string) =>
    db()
      .select()
      .from(productBlanks)
      .where(eq(productBlanks.productId, productId))
      .orderBy(asc(productBlanks.size));

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
    // Only this file's products are listed below.
    await db().delete(products);
  });
  afterAll(() => server?.stop());

  it("answers each of the product's sizes with its blank or null", async () => {
    const supplier = await makeSupplier(db(), { name: "Read Supplier" });
    const product = await insertProduct(db(), { name: "Read Tee", sizes: ["Adult S", "Adult M", "Adult L"] });
    await mapProductBlanks(db(), { product, supplier, sizes: ["Adult S", "Adult M"], cost: 3.12 });
    const res = await send(server, "GET", `/api/products/${product.id}/blanks`, undefined, manager);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        product: { id: product.id, name: "Read Tee", category: "t-shirts" },
        supplier: { id: supplier.id, name: "Read Supplier" },
        style_number: "G500",
        color_name: "Navy",
        sizes: [
          { size: "Adult S", blank: { sku: "G500-Navy-AdultS", cost: 3.12 } },
          { size: "Adult M", blank: { sku: "G500-Navy-AdultM", cost: 3.12 } },
          { size: "Adult L", blank: null },
        ],
        stale_sizes: [],
      },
    });
    const cap = await insertProduct(db(), { name: "Read Cap", category: "accessories", sizes: [] });
    const capRes = await send(server, "GET", `/api/products/${cap.id}/blanks`, undefined, manager);
    expect(capRes.body).toMatchObject({ data: { supplier: null, sizes: [{ size: "", blank: null }] } });
    expect((await send(server, "GET", "/api/products/nope/blanks", undefined, manager)).status).toBe(404);
  });

  it("replaces the whole mapping in one save, audited with before and after", async () => {
    const [old, next] = [await makeSupplier(db()), await makeSupplier(db(), { name: "Next Supplier" })];
    const product = await insertProduct(db(), {
      name: "Replace Tee",
      sizes: ["Adult S", "Adult M", "Adult L"],
    });
    await mapProductBlanks(db(), { product, supplier: old });
    const res = await send(
      server,
      "PUT",
      `/api/products/${product.id}/blanks`,
      {
        supplier_id: next.id,
        style_number: "PC54",
        color_name: "Jet Black",
        sizes: [
          { size: "Adult S", sku: "101010", cost: 2.98 },
          { size: "Adult L", sku: "101012", cost: "3.05" },
        ],
      },
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: {
        supplier: { id: next.id, name: "Next Supplier" },
        style_number: "PC54",
        sizes: [
          { size: "Adult S", blank: { sku: "101010", cost: 2.98 } },
          { size: "Adult M", blank: null },
          { size: "Adult L", blank: { sku: "101012", cost: 3.05 } },
        ],
      },
    });
    const rows = await blanksOf(product.id);
    expect(rows.map((r) => [r.size, r.supplierId, r.colorName])).toEqual([
      ["Adult L", next.id, "Jet Black"],
      ["Adult S", next.id, "Jet Black"],
    ]);
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, "product.blanks"));
    expect(entry).toMatchObject({ entityId: product.id, entity: "product" });
    expect(entry?.before).toMatchObject({ style_number: "G500" });
    expect(entry?.after).toMatchObject({
      supplier: "Next Supplier",
      sizes: { "Adult S": { sku: "101010" } },
    });

    // An empty list of sizes removes the mapping.
    const cleared = await send(
      server,
      "PUT",
      `/api/products/${product.id}/blanks`,
      { supplier_id: next.id, style_number: "PC54", color_name: "Jet Black", sizes: [] },
      manager,
    );
    expect(cleared.body).toMatchObject({ data: { supplier: null } });
    expect(await blanksOf(product.id)).toEqual([]);
  });

  it("refuses a size the product does not sell, naming it and the sizes it does, and changes nothing", async () => {
    const supplier = await makeSupplier(db());
    const product = await insertProduct(db(), { name: "Wrong Size Tee", sizes: ["Adult S", "Adult M"] });
    await mapProductBlanks(db(), { product, supplier, cost: 3 });
    const before = await blanksOf(product.id);
    const body = (sizes: unknown[]) => ({
      supplier_id: supplier.id,
      style_number: "G500",
      color_name: "Red",
      sizes,
    });
    const cases: [unknown[], string][] = [
      // The first row is good: the whole save is refused all the same (atomic).
      [
        [
          { size: "Adult S", sku: "A", cost: 1 },
          { size: "Adult XL", sku: "B", cost: 1 },
        ],
        'Wrong Size Tee is not sold in \\"Adult XL\\". Its sizes are: Adult S, Adult M.',
      ],
      [
        [
          { size: "Adult S", sku: "A", cost: 1 },
          { size: "Adult S", sku: "B", cost: 1 },
        ],
        "Adult S is listed twice",
      ],
      [[{ size: "Adult S", sku: "A", cost: -1 }], "Cost cannot be negative"],
      [[{ size: "Adult S", sku: "A", cost: 1.234 }], "at most 2 decimal places"],
      [[{ size: "Adult S", sku: "  ", cost: 1 }], "SKU is required"],
    ];
    for (const [sizes, words] of cases) {
      const res = await send(server, "PUT", `/api/products/${product.id}/blanks`, body(sizes), manager);
      expect(res.status, words).toBe(400);
      expect(JSON.stringify(res.body)).toContain(words);
    }
    const gone = await send(
      server,
      "PUT",
      `/api/products/${product.id}/blanks`,
      { ...body([]), supplier_id: "00000000-0000-0000-0000-000000000000" },
      manager,
    );
    expect(gone.status).toBe(400);
    expect(JSON.stringify(gone.body)).toContain("supplier chosen no longer exists");
    expect(await blanksOf(product.id)).toEqual(before);
    const audits = await db().select().from(auditEntries).where(eq(auditEntries.entityId, product.id));
    expect(audits).toEqual([]);
  });

  it("lists products not mapped first, then partly, then mapped, filtered by state and supplier", async () => {
    await db().delete(products);
    const [ss, sanmar] = [
      await makeSupplier(db(), { name: "S&S" }),
      await makeSupplier(db(), { name: "SanMar" }),
    ];
    const full = await insertProduct(db(), { name: "A Full", sizes: ["Adult S", "Adult M"] });
    const partly = await insertProduct(db(), { name: "B Partly", sizes: ["Adult S", "Adult M"] });
    await insertProduct(db(), { name: "C None", sizes: ["Adult S"] });
    const cap = await insertProduct(db(), { name: "D Cap", category: "accessories", sizes: [] });
    await mapProductBlanks(db(), { product: full, supplier: ss });
    await mapProductBlanks(db(), { product: partly, supplier: sanmar, sizes: ["Adult M"] });
    await mapProductBlanks(db(), { product: cap, supplier: sanmar, styleNumber: "112" });
    const list = async (query: string) =>
      (await send(server, "GET", `/api/product-blanks${query}`, undefined, manager)).body as {
        data: {
          name: string;
          state: string;
          mapped: number;
          sizes: number;
          supplier: { name: string } | null;
        }[];
        total: number;
      };
    const all = await list("");
    expect(all.data.map((p) => [p.name, p.state, p.mapped, p.sizes, p.supplier?.name ?? null])).toEqual([
      ["C None", "unmapped", 0, 1, null],
      ["B Partly", "partly", 1, 2, "SanMar"],
      ["A Full", "mapped", 2, 2, "S&S"],
      ["D Cap", "mapped", 1, 1, "SanMar"],
    ]);
    expect((await list("?state=unmapped")).data.map((p) => p.name)).toEqual(["C None"]);
    expect((await list("?state=partly")).data.map((p) => p.name)).toEqual(["B Partly"]);
    expect((await list(`?supplier_id=${sanmar.id}`)).data.map((p) => p.name)).toEqual(["B Partly", "D Cap"]);
    expect((await list(`?supplier_id=${ss.id}&state=mapped`)).data.map((p) => p.name)).toEqual(["A Full"]);
    expect((await list("?search=cap")).total).toBe(1);
    const paged = await list("?page=2&page_size=3");
    expect(paged).toMatchObject({ total: 4, data: [{ name: "D Cap" }] });
    // Narrowing a product's sizes: a mapped size it no longer sells does not count, and is shown stale.
    await db()
      .update(products)
      .set({ sizes: ["Adult S"] })
      .where(inArray(products.id, [partly.id]));
    expect((await list("?state=unmapped")).data.map((p) => p.name)).toEqual(["B Partly", "C None"]);
    const stale = await send(server, "GET", `/api/products/${partly.id}/blanks`, undefined, manager);
    expect(stale.body).toMatchObject({ data: { stale_sizes: ["Adult M"] } });
    const bad = await send(server, "GET", "/api/product-blanks?state=maybe", undefined, manager);
    expect(bad.status).toBe(400);
  });
});
