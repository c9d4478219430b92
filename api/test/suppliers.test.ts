import { auditEntries, purchaseOrders, suppliers } from "@store/db";
import { insertProduct, makeSupplier, mapProductBlanks } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const ss = {
  name: "S&S Activewear",
  account_number: "123456",
  rep_email: "orders@ssactivewear.example",
  order_cutoff: "15:00",
  lead_days: 2,
  file_format: "ss_json",
};

describe(`suppliers (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  const db = () => server.database.db;
  const supplierCount = async () => (await db().select({ n: count() }).from(suppliers))[0]?.n ?? 0;
  // Sign-ins are audited too: count the changes to records only.
  const auditCount = async () =>
    (await db().select({ n: count() }).from(auditEntries).where(ne(auditEntries.entity, "session")))[0]?.n ??
    0;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
  });
  afterAll(() => server?.stop());

  it("adds, reads, lists, updates and deletes a supplier, each change audited", async () => {
    const created = await send(server, "POST", "/api/suppliers", ss, manager);
    expect(created.status).toBe(201);
    const supplier = (created.body as { data: { id: string } }).data;
    expect(created.body).toMatchObject({ data: { ...ss, styles: 0, blanks: 0 } });

    const got = await send(server, "GET", `/api/suppliers/${supplier.id}`, undefined, manager);
    expect(got.body).toMatchObject({ data: { name: "S&S Activewear" } });

    const listed = await send(
      server,
      "GET",
      "/api/suppliers?search=activewear&page_size=5",
      undefined,
      manager,
    );
    expect(listed.body).toMatchObject({ data: [{ id: supplier.id }], total: 1, page: 1, page_size: 5 });

    const updated = await send(
      server,
      "PUT",
      `/api/suppliers/${supplier.id}`,
      { ...ss, lead_days: 3, order_cutoff: "", rep_email: "" },
      manager,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ data: { lead_days: 3, order_cutoff: null, rep_email: null } });

    const removed = await send(server, "DELETE", `/api/suppliers/${supplier.id}`, undefined, manager);
    expect(removed.status).toBe(200);
    expect(await send(server, "GET", `/api/suppliers/${supplier.id}`, undefined, manager)).toMatchObject({
      status: 404,
    });
    const actions = await db()
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, supplier.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "supplier.create",
      "supplier.delete",
      "supplier.update",
    ]);
  });

  it("sorts and pages by the database", async () => {
    await makeSupplier(db(), { name: "bravo supply", leadDays: 5 });
    await makeSupplier(db(), { name: "Alpha Blanks", leadDays: 1 });
    await makeSupplier(db(), { name: "Charlie Wholesale", leadDays: 9 });
    const byName = await send(server, "GET", "/api/suppliers?page_size=2", undefined, manager);
    expect((byName.body as { data: { name: string }[] }).data.map((s) => s.name)).toEqual([
      "Alpha Blanks",
      "bravo supply",
    ]);
    const byLead = await send(
      server,
      "GET",
      "/api/suppliers?sort=lead_days&dir=desc&page=1&page_size=1",
      undefined,
      manager,
    );
    expect(byLead.body).toMatchObject({ data: [{ name: "Charlie Wholesale" }], total: 3 });
  });

  it("refuses a name another supplier has, whatever its capitals (409), changing nothing", async () => {
    const first = await send(server, "POST", "/api/suppliers", { ...ss, name: "SanMar" }, manager);
    expect(first.status).toBe(201);
    const [suppliersBefore, auditBefore] = [await supplierCount(), await auditCount()];
    const again = await send(server, "POST", "/api/suppliers", { ...ss, name: "  sanmar " }, manager);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('already a supplier named \\"SanMar\\"');
    const other = await makeSupplier(db(), { name: "Alphabroder" });
    const rename = await send(
      server,
      "PUT",
      `/api/suppliers/${other.id}`,
      { ...ss, name: "SANMAR" },
      manager,
    );
    expect(rename.status).toBe(409);
    expect(await supplierCount()).toBe(suppliersBefore + 1);
    expect(await auditCount()).toBe(auditBefore);
    const [kept] = await db().select().from(suppliers).where(eq(suppliers.id, other.id));
    expect(kept?.name).toBe("Alphabroder");
  });

  it("refuses fields that are wrong with what to fix", async () => {
    const before = await supplierCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ss, name: "X1", rep_email: "not-an-address" }, "valid email"],
      [{ ...ss, name: "X2", order_cutoff: "3pm" }, "24-hour"],
      [{ ...ss, name: "X3", order_cutoff: "24:00" }, "24-hour"],
      [{ ...ss, name: "X4", lead_days: 61 }, "at most 60"],
      [{ ...ss, name: "X5", lead_days: -1 }, "cannot be negative"],
      [{ ...ss, name: "X6", lead_days: 1.5 }, "whole number"],
      [{ ...ss, name: "X7", file_format: "xml" }, "csv, ss_json, sanmar_txt"],
      [{ ...ss, name: "   " }, "Name is required"],
    ];
    for (const [body, words] of cases) {
      const res = await send(server, "POST", "/api/suppliers", body, manager);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(words);
    }
    expect(await supplierCount()).toBe(before);
  });

  it("refuses to delete a supplier a product blank or a purchase order uses, saying which, and keeps it", async () => {
    const mapped = await makeSupplier(db(), { name: "Mapped Supplier" });
    const product = await insertProduct(db(), { name: "Mapped Tee" });
    await mapProductBlanks(db(), { product, supplier: mapped });
    const auditBefore = await auditCount();
    const res = await send(server, "DELETE", `/api/suppliers/${mapped.id}`, undefined, manager);
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain("1 product is made from its blanks");
    expect(JSON.stringify(res.body)).toContain("Blanks screen");

    const ordered = await makeSupplier(db(), { name: "Ordered Supplier" });
    await db().insert(purchaseOrders).values({ supplierId: ordered.id });
    const po = await send(server, "DELETE", `/api/suppliers/${ordered.id}`, undefined, manager);
    expect(po.status).toBe(409);
    expect(JSON.stringify(po.body)).toContain("1 purchase order is addressed to it");

    const left = await db().select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, mapped.id));
    expect(left).toHaveLength(1);
    expect(await db().select().from(suppliers).where(eq(suppliers.id, ordered.id))).toHaveLength(1);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("answers 404 for a supplier that is not there, ids that are no UUID included", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "nope"]) {
      expect((await send(server, "GET", `/api/suppliers/${id}`, undefined, manager)).status).toBe(404);
      expect((await send(server, "PUT", `/api/suppliers/${id}`, ss, manager)).status).toBe(404);
      expect((await send(server, "DELETE", `/api/suppliers/${id}`, undefined, manager)).status).toBe(404);
    }
  });

  it("is closed to the counter and production roles (403), who change nothing and see no supplier", async () => {
    const supplier = await makeSupplier(db(), { name: "Closed Supplier" });
    const product = await insertProduct(db(), { name: "Closed Tee", sizes: ["Adult M"] });
    const [suppliersBefore, auditBefore] = [await supplierCount(), await auditCount()];
    for (const role of ["counter", "production"] as const) {
      const headers = await signedInHeaders(server, role);
      const calls: [string, string, unknown?][] = [
        ["GET", "/api/suppliers"],
        ["GET", `/api/suppliers/${supplier.id}`],
        ["POST", "/api/suppliers", { ...ss, name: `By ${role}` }],
        ["PUT", `/api/suppliers/${supplier.id}`, { ...ss, name: `By ${role}` }],
        ["DELETE", `/api/suppliers/${supplier.id}`],
        ["GET", `/api/suppliers/${supplier.id}/styles`],
        ["GET", `/api/suppliers/${supplier.id}/styles/match?style=G500&color=Navy`],
        [
          "POST",
          `/api/suppliers/${supplier.id}/styles`,
          { csv: "Style,Color,Size,SKU,Price\nG500,Navy,M,B1,3.12" },
        ],
        ["GET", "/api/product-blanks"],
        ["GET", `/api/products/${product.id}/blanks`],
        [
          "PUT",
          `/api/products/${product.id}/blanks`,
          { supplier_id: supplier.id, style_number: "G500", color_name: "Navy", sizes: [] },
        ],
      ];
      for (const [method, path, body] of calls) {
        const res = await send(server, method, path, body, headers);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain("Closed Supplier");
      }
    }
    expect(await supplierCount()).toBe(suppliersBefore);
    expect(await auditCount()).toBe(auditBefore);
    const [kept] = await db().select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(kept?.name).toBe("Closed Supplier");
  });

  it("is open to the owner as well", async () => {
    const owner = await signedInHeaders(server, "owner");
    expect((await send(server, "GET", "/api/suppliers", undefined, owner)).status).toBe(200);
  });
});
