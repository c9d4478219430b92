import { outboxEmails, purchaseOrders } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freezeBatch } from "../src/domains/team-stores/batches/batch-lines";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { makePurchaseOrder, makeSupplier, purchaseOrderState } from "./purchase-order-fixtures";
import { teamBatchStore } from "./team-batch-fixtures";

// Purchase orders for blanks: the list, one order's page, a draft's edits, sending to the rep
// through the outbox, cancelling, and the PDF and supplier file; every refusal leaves things as
// they were. Drafting them from what a batch needs: purchase-orders-drafting.test.ts.

type Detail = {
  id: string;
  number: number;
  po_number: string;
  status: string;
  total: number;
  pieces: number;
  order_lines: { id: string; quantity_ordered: number; unit_cost: number; line_total: number }[];
  sources: { label: string; pieces: number; kind: string }[];
  can: Record<string, boolean>;
  note: string | null;
};

describe(`purchase orders (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  let production: Record<string, string>;
  let counter: Record<string, string>;
  const db = () => server.database.db;
  const base = "/api/purchase-orders";

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
    production = await signedInHeaders(server, "production");
    counter = await signedInHeaders(server, "counter");
  });
  afterAll(() => server?.stop());

  it("shows one purchase order: lines with costs and totals, the batch it serves, what may be done", async () => {
    const fixture = await teamBatchStore(db());
    await freezeBatch(db(), fixture.store.id, 1, null, new Date());
    const [batch] = await db().query.teamStoreBatches.findMany({
      where: (b, { eq }) => eq(b.storeId, fixture.store.id),
    });
    const { po } = await makePurchaseOrder(db(), {
      batchId: batch?.id as string,
      lines: [
        { size: "Youth M", quantity: 10, cost: 2.49 },
        { size: "Adult L", quantity: 3, cost: 3.1 },
      ],
    });
    const res = await send(server, "GET", `${base}/${po.id}`, undefined, manager);
    expect(res.status).toBe(200);
    const detail = (res.body as { data: Detail }).data;
    expect(detail).toMatchObject({
      po_number: `PO-${po.number}`,
      status: "draft",
      pieces: 13,
      total: 34.2,
      can: { edit: true, send: true, cancel: true, receive: false },
    });
    expect(po.number).toBeGreaterThanOrEqual(1001);
    expect(detail.order_lines.map((l) => l.line_total).sort()).toEqual([24.9, 9.3]);
    expect(detail.sources).toEqual([
      expect.objectContaining({ kind: "batch", label: "Clanton Eagles 12U · batch 1", pieces: 13 }),
    ]);
  });

  it("lists a page at a time, filtered by status and supplier, searched by number, sorted by the database", async () => {
    const supplier = await makeSupplier(db(), { name: "Listing Supplier" });
    const a = await makePurchaseOrder(db(), { supplier });
    const b = await makePurchaseOrder(db(), { supplier, status: "sent" });
    const res = await send(
      server,
      "GET",
      `${base}?supplier_id=${supplier.id}&sort=number&dir=asc`,
      undefined,
      manager,
    );
    expect(res.status).toBe(200);
    const page = res.body as {
      data: { number: number; status: string; pieces: number; total: number }[];
      total: number;
    };
    expect(page.total).toBe(2);
    expect(page.data.map((r) => r.number)).toEqual([a.po.number, b.po.number]);
    expect(page.data[0]).toMatchObject({ pieces: 14, total: 35, status: "draft" });
    const sent = await send(
      server,
      "GET",
      `${base}?supplier_id=${supplier.id}&status=sent`,
      undefined,
      manager,
    );
    expect((sent.body as { data: { number: number }[] }).data.map((r) => r.number)).toEqual([b.po.number]);
    const found = await send(server, "GET", `${base}?search=PO-${b.po.number}`, undefined, manager);
    expect((found.body as { data: { number: number }[] }).data.map((r) => r.number)).toEqual([b.po.number]);
    const paged = await send(
      server,
      "GET",
      `${base}?page_size=1&supplier_id=${supplier.id}&sort=number&dir=desc`,
      undefined,
      manager,
    );
    expect(paged.body).toMatchObject({ total: 2, page_size: 1, data: [{ number: b.po.number }] });
    const bad = await send(server, "GET", `${base}?status=lost`, undefined, manager);
    expect(bad.status).toBe(400);
  });

  it("edits a draft's quantities and note; 0 takes a line off; audited", async () => {
    const { po, lines } = await makePurchaseOrder(db());
    const [first, second] = lines;
    const res = await send(
      server,
      "PATCH",
      `${base}/${po.id}`,
      {
        note: "Ship with the Friday truck",
        lines: [
          { id: first?.id, quantity: 12 },
          { id: second?.id, quantity: 0 },
        ],
      },
      manager,
    );
    expect(res.status).toBe(200);
    const detail = (res.body as { data: Detail }).data;
    expect(detail.order_lines.map((l) => l.quantity_ordered)).toEqual([12]);
    expect(detail.note).toBe("Ship with the Friday truck");
    expect((await purchaseOrderState(db(), po.id)).audits).toBe(1);
  });

  it("refuses to empty a draft, a negative or fractional quantity, and any edit once sent, changing nothing", async () => {
    const { po, lines } = await makePurchaseOrder(db());
    const before = await purchaseOrderState(db(), po.id);
    const all0 = await send(
      server,
      "PATCH",
      `${base}/${po.id}`,
      { lines: lines.map((l) => ({ id: l.id, quantity: 0 })) },
      manager,
    );
    expect(all0.status).toBe(400);
    expect((all0.body as { error: string }).error).toMatch(/cancel it instead/);
    for (const quantity of [-1, 2.5])
      expect(
        (
          await send(
            server,
            "PATCH",
            `${base}/${po.id}`,
            { lines: [{ id: lines[0]?.id, quantity }] },
            manager,
          )
        ).status,
      ).toBe(400);
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
    const sent = await makePurchaseOrder(db(), { status: "sent" });
    const sentBefore = await purchaseOrderState(db(), sent.po.id);
    const res = await send(server, "PATCH", `${base}/${sent.po.id}`, { note: "late change" }, manager);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toMatch(/only a draft can be edited/);
    expect(await purchaseOrderState(db(), sent.po.id)).toEqual(sentBefore);
  });

  it("refuses to send without the rep's e-mail, naming where to add it, and changes nothing", async () => {
    const supplier = await makeSupplier(db(), { name: "No Rep Supply", repEmail: null });
    const { po } = await makePurchaseOrder(db(), { supplier });
    const before = await purchaseOrderState(db(), po.id);
    const res = await send(server, "POST", `${base}/${po.id}/send`, undefined, manager);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toMatch(
      /No Rep Supply has no rep e-mail: add it in Suppliers/,
    );
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
  });

  it("sends a draft: one e-mail to the rep through the outbox with the order in it, status sent, audited; not twice", async () => {
    const supplier = await makeSupplier(db(), {
      name: "Rep Supply",
      repEmail: "dana.rep@supplier.example",
      accountNumber: "88-1234",
    });
    const { po, lines } = await makePurchaseOrder(db(), { supplier });
    const res = await send(server, "POST", `${base}/${po.id}/send`, undefined, manager);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status: "sent", sent_to: "dana.rep@supplier.example" } });
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "dana.rep@supplier.example"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Purchase order PO-${po.number} from Clanton Sports Apparel`);
    expect(mails[0]?.text).toContain("88-1234");
    for (const l of lines) expect(mails[0]?.text).toContain(`SKU ${l.sku} · qty ${l.quantityOrdered}`);
    const [row] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeInstanceOf(Date);
    const before = await purchaseOrderState(db(), po.id);
    expect(before.audits).toBe(1);
    const again = await send(server, "POST", `${base}/${po.id}/send`, undefined, manager);
    expect(again.status).toBe(409);
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
  });

  it("refuses to send a SanMar order whose SKUs are not SanMar's keys, before any e-mail", async () => {
    const supplier = await makeSupplier(db(), { fileFormat: "sanmar_txt" });
    const { po } = await makePurchaseOrder(db(), { supplier });
    const before = await purchaseOrderState(db(), po.id);
    const res = await send(server, "POST", `${base}/${po.id}/send`, undefined, manager);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toMatch(/inventory key-size index/);
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
  });

  it("cancels a draft and a sent order, audited; refuses a received or partly received one, changing nothing", async () => {
    for (const status of ["draft", "sent"] as const) {
      const { po } = await makePurchaseOrder(db(), { status });
      const res = await send(server, "POST", `${base}/${po.id}/cancel`, undefined, manager);
      expect(res.status, status).toBe(200);
      expect((res.body as { data: Detail }).data).toMatchObject({
        status: "cancelled",
        can: { cancel: false, send: false },
      });
      expect((await purchaseOrderState(db(), po.id)).audits).toBe(1);
      const again = await send(server, "POST", `${base}/${po.id}/cancel`, undefined, manager);
      expect(again.status).toBe(409);
    }
    for (const status of ["partly_received", "received"] as const) {
      const { po } = await makePurchaseOrder(db(), { status });
      const before = await purchaseOrderState(db(), po.id);
      const res = await send(server, "POST", `${base}/${po.id}/cancel`, undefined, manager);
      expect(res.status, status).toBe(409);
      expect(await purchaseOrderState(db(), po.id)).toEqual(before);
    }
  });

  it("downloads the PDF and the supplier's file (its own format, or the one asked for)", async () => {
    const supplier = await makeSupplier(db(), { fileFormat: "ss_json" });
    const { po, lines } = await makePurchaseOrder(db(), { supplier });
    const pdf = await fetch(`${server.url}${base}/${po.id}/pdf`, { headers: manager });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const json = await fetch(`${server.url}${base}/${po.id}/file`, { headers: manager });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toBe(
      `attachment; filename="PO-${po.number}-ss-order.json"`,
    );
    expect(((await json.json()) as { lines: unknown }).lines).toEqual(
      lines.map((l) => ({ identifier: l.sku, qty: l.quantityOrdered })),
    );
    const csv = await fetch(`${server.url}${base}/${po.id}/file?format=csv`, { headers: manager });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toMatch(/^PO Number,Style,Color,Size,SKU,Quantity,Unit Cost\r\n/);
  });

  it("refuses the purchase orders to the production and counter roles (money and the rep's contact)", async () => {
    const { po } = await makePurchaseOrder(db());
    const before = await purchaseOrderState(db(), po.id);
    for (const headers of [production, counter]) {
      for (const [method, path] of [
        ["GET", base],
        ["GET", `${base}/${po.id}`],
        ["GET", `${base}/${po.id}/pdf`],
        ["GET", `${base}/${po.id}/file`],
        ["POST", `${base}/${po.id}/send`],
        ["POST", `${base}/${po.id}/cancel`],
        ["PATCH", `${base}/${po.id}`],
      ] as const) {
        const res = await send(server, method, path, method === "GET" ? undefined : {}, headers);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await purchaseOrderState(db(), po.id)).toEqual(before);
  });
});
