import { auditEntries, orderPayments } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Payments staff record on an order: the state follows the sums, a reversal needs a reason and is
// recorded itself, refused amounts say why, and an order with money on record is never deleted.

interface Detail {
  order: { id: string; number: number; amount_paid: number; balance: number; payment_state: string };
  payments: {
    id: string;
    amount: number;
    method: string;
    reference: string | null;
    recorded_by: string;
    reversal: { by: string; reason: string } | null;
  }[];
  timeline: { kind: string; actor: string; details: Record<string, unknown> }[];
}
type Answer = { status: number; body: unknown };
const detail = (res: Answer) => (res.body as { data: Detail }).data;
const error = (res: Answer) => (res.body as { error: string }).error;
const fields = (res: Answer) => (res.body as { fields?: Record<string, string> }).fields ?? {};

describe(`order payments (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let product: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    product = await insertProduct(server.database.db, {
      name: "Team Hoodie",
      price: 40,
      category: "hoodies",
    });
  });
  afterAll(() => server?.stop());

  const newOrder = (quantity = 2) =>
    insertOrder(server.database.db, { email: "coach@example.com", lines: [{ product, quantity }] });
  const pay = (id: string, body: Record<string, unknown>) =>
    send(server, "POST", `/api/orders/${id}/payments`, body, admin);
  const reverse = (id: string, paymentId: string, reason: unknown) =>
    send(server, "POST", `/api/orders/${id}/payments/${paymentId}/reversal`, { reason }, admin);
  const byNumber = (number: number, headers = admin) =>
    send(server, "GET", `/api/orders/by-number/${number}`, undefined, headers);

  it("moves unpaid → deposit → paid, and back on a reversal; all reversed is refunded", async () => {
    const order = await newOrder(); // $80.00
    expect(detail(await byNumber(order.number)).order).toMatchObject({
      amount_paid: 0,
      balance: 80,
      payment_state: "unpaid",
    });

    const deposit = await pay(order.id, { amount: 30, method: "cash" });
    expect(deposit.status).toBe(201);
    expect(detail(deposit).order).toMatchObject({ amount_paid: 30, balance: 50, payment_state: "deposit" });

    const rest = await pay(order.id, { amount: 50, method: "check", reference: "1042", note: "Dad's check" });
    const paid = detail(rest);
    expect(paid.order).toMatchObject({ amount_paid: 80, balance: 0, payment_state: "paid" });
    expect(paid.payments[0]).toMatchObject({
      amount: 50,
      method: "check",
      reference: "1042",
      reversal: null,
    });
    expect(paid.payments[0]?.recorded_by).toMatch(/^admin\d+-/);

    const [check, cash] = paid.payments;
    const back = await reverse(order.id, check?.id ?? "", "The check bounced");
    expect(back.status).toBe(201);
    expect(detail(back).order).toMatchObject({ amount_paid: 30, balance: 50, payment_state: "deposit" });

    const none = detail(await reverse(order.id, cash?.id ?? "", "Refunded at the counter"));
    expect(none.order).toMatchObject({ amount_paid: 0, balance: 80, payment_state: "refunded" });
    expect(none.payments.map((p) => p.reversal?.reason)).toEqual([
      "The check bounced",
      "Refunded at the counter",
    ]);
    // Every payment and reversal is on the timeline, newest first, with who did it.
    expect(none.timeline.map((e) => e.kind)).toEqual([
      "payment_reversed",
      "payment_reversed",
      "payment",
      "payment",
    ]);
    expect(none.timeline[0]).toMatchObject({
      details: { amount: 30, method: "cash", reason: "Refunded at the counter" },
    });
    expect(none.timeline[0]?.actor).toMatch(/^admin\d+-.*@example\.com$/);
  });

  it("writes an audit entry for each payment and reversal, in the same change", async () => {
    const order = await newOrder(1);
    const payment = detail(await pay(order.id, { amount: 40, method: "card" })).payments[0];
    await reverse(order.id, payment?.id ?? "", "Entered on the wrong order");
    const entries = await server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "order"), eq(auditEntries.entityId, order.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(["order.payment", "order.payment_reversal"]);
    const reversal = entries.find((e) => e.action === "order.payment_reversal");
    expect(reversal?.summary).toContain("Entered on the wrong order");
    expect(reversal?.before).toMatchObject({ payment_state: "paid", number: order.number });
    expect(reversal?.after).toMatchObject({ payment_state: "refunded" });
  });

  it("needs a reason to reverse, and reverses a payment only once", async () => {
    const order = await newOrder(1);
    const payment = detail(await pay(order.id, { amount: 10, method: "cash" })).payments[0];
    const id = payment?.id ?? "";
    for (const reason of [undefined, "", "  ", "no"]) {
      const res = await reverse(order.id, id, reason);
      expect(res.status, String(reason)).toBe(400);
      expect(error(res)).toMatch(/reason (is required|needs at least 3 characters)/i);
    }
    expect((await reverse(order.id, id, "x".repeat(501))).status).toBe(400);
    expect((await reverse(order.id, id, "Customer changed their mind")).status).toBe(201);
    const again = await reverse(order.id, id, "Once more");
    expect(again.status).toBe(409);
    expect(error(again)).toMatch(/already reversed by admin\d+-.*; a payment is reversed only once/);
    const [row] = await server.database.db.select().from(orderPayments).where(eq(orderPayments.id, id));
    expect(row?.reversalReason).toBe("Customer changed their mind");
  });

  it("refuses amounts and methods that cannot be money, saying what to fix", async () => {
    const order = await newOrder(1); // $40.00
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount: 0, method: "cash" }, /Amount must be more than \$0/],
      [{ amount: -5, method: "cash" }, /Amount must be more than \$0/],
      [{ amount: 10.005, method: "cash" }, /at most 2 decimals/],
      [{ amount: 100_000.01, method: "cash" }, /at most \$100,000/],
      [{ amount: "ten", method: "cash" }, /Amount must be a number of dollars/],
      [{ amount: 10, method: "bitcoin" }, /Method must be one of: cash, check, card, invoice/],
    ];
    for (const [body, message] of cases) {
      const res = await pay(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(error(res)).toMatch(message);
    }
    const noNumber = await pay(order.id, { amount: 10, method: "check" });
    expect(noNumber.status).toBe(400);
    expect(fields(noNumber)).toMatchObject({ reference: "Enter the check number." });

    // More than the balance: refused, saying the balance (decision 040).
    const over = await pay(order.id, { amount: 40.01, method: "cash" });
    expect(over.status).toBe(400);
    expect(error(over)).toBe(
      `Order #${order.number} has $40.00 left to pay; $40.01 is more than that. Record at most $40.00 (give any change back).`,
    );
    expect((await pay(order.id, { amount: 40, method: "invoice", reference: "INV-7" })).status).toBe(201);
    const full = await pay(order.id, { amount: 1, method: "cash" });
    expect(full.status).toBe(409);
    expect(error(full)).toBe(`Order #${order.number} is paid in full: nothing is left to pay.`);
    const rows = await server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("takes one of two payments of the whole balance sent at once, and refuses the other", async () => {
    const order = await newOrder(1); // $40.00
    const answers = await Promise.all([
      pay(order.id, { amount: 40, method: "cash" }),
      pay(order.id, { amount: 40, method: "card" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses money on a cancelled order", async () => {
    const order = await newOrder(1);
    await send(server, "PUT", `/api/orders/${order.id}`, { status: "cancelled" }, admin);
    const res = await pay(order.id, { amount: 10, method: "cash" });
    expect(res.status).toBe(409);
    expect(error(res)).toMatch(
      new RegExp(`Order #${order.number} is cancelled, so no payment can be recorded`),
    );
  });

  it("refuses to delete an order with payments on record, even reversed ones", async () => {
    const order = await newOrder(1);
    const payment = detail(await pay(order.id, { amount: 5, method: "cash" })).payments[0];
    await reverse(order.id, payment?.id ?? "", "Wrong order");
    const res = await send(server, "DELETE", `/api/orders/${order.id}`, undefined, admin);
    expect(res.status).toBe(409);
    expect(error(res)).toMatch(
      new RegExp(
        `^Order #${order.number} has payments on record, so it cannot be deleted: orders with payments are kept for the books`,
      ),
    );
    expect((await byNumber(order.number)).status).toBe(200);
    // Without payments it goes as before.
    const unpaid = await newOrder(1);
    expect((await send(server, "DELETE", `/api/orders/${unpaid.id}`, undefined, admin)).status).toBe(200);
  });

  it("answers 404 for an unknown order, number or payment", async () => {
    const missing = await byNumber(999_999);
    expect(missing.status).toBe(404);
    expect(error(missing)).toBe("No order #999999. Check the number on the order list.");
    expect((await byNumber(0)).status).toBe(400);
    const order = await newOrder(1);
    const res = await reverse(order.id, "00000000-0000-4000-8000-000000000000", "Not there");
    expect(res.status).toBe(404);
    expect((await pay("00000000-0000-4000-8000-000000000000", { amount: 1, method: "cash" })).status).toBe(
      404,
    );
  });

  it("is staff only: anonymous callers and customers are refused", async () => {
    const order = await newOrder(1);
    const customer = await signedInHeaders(server, "customer");
    for (const headers of [{ origin: server.url }, customer]) {
      expect((await byNumber(order.number, headers)).status).toBeGreaterThanOrEqual(401);
      const paid = await send(
        server,
        "POST",
        `/api/orders/${order.id}/payments`,
        { amount: 1, method: "cash" },
        headers,
      );
      expect([401, 403]).toContain(paid.status);
      const noted = await send(server, "POST", `/api/orders/${order.id}/notes`, { text: "hi" }, headers);
      expect([401, 403]).toContain(noted.status);
    }
    const rows = await server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(0);
  });
});
