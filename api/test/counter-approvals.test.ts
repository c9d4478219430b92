import { approvalRequests, auditEntries, paymentRefunds, staffSettings } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders } from "./helpers";
import {
  capProduct,
  chooseCheckout,
  type PaymentsWorld,
  placeOrder,
  startPaymentsWorld,
} from "./payment-fixtures";

// Approval at the counter (issue 41): a counter person's refund above the owner's limit waits for a
// manager, who approves it (carried out as them, once) or declines it; below the limit it is done at once.

interface Approval {
  id: string;
  status: string;
  kind: string;
  amount: number;
  requested_by: string;
  decided_by: string | null;
  note: string | null;
  failure: string | null;
}
interface Detail {
  order: { id: string; number: number; total: number; amount_paid: number; balance: number };
  payments: Array<{
    id: string;
    amount: number;
    refundable: number;
    reversal: { by: string; reason: string } | null;
    refunds: Array<{ amount: number; status: string; by: string }>;
  }>;
  timeline: Array<{ kind: string; actor: string; details: Record<string, unknown> }>;
}
type Asked = { outcome: string; approval: Approval | null; order: Detail };

describe(`approval at the counter (${testDatabaseEngine})`, () => {
  let world: PaymentsWorld;
  let cap: { id: string };
  let counter: Record<string, string>;
  let manager: Record<string, string>;
  const db = () => world.server.database.db;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    cap = await capProduct(world);
    await chooseCheckout(world, "pay_now_or_in_store");
    counter = await signedInHeaders(world.server, "counter");
    manager = await signedInHeaders(world.server, "manager");
  });
  afterAll(() => world?.stop());

  /** The owner's limit, as the sign-in rules screen stores it (one row, id 1). */
  const setLimit = (limit: number) =>
    db()
      .insert(staffSettings)
      .values({ id: 1, counterApprovalLimit: limit })
      .onConflictDoUpdate({ target: staffSettings.id, set: { counterApprovalLimit: limit } });

  const detail = async (number: number) => {
    const res = await send(world.server, "GET", `/api/orders/by-number/${number}`, undefined, world.admin);
    expect(res.status).toBe(200);
    return (res.body as { data: Detail }).data;
  };
  /** Two caps paid on the stand-in's page: the order and its one online payment. */
  const paidOnline = async () => {
    const placed = await placeOrder(world, cap, { quantity: 2, payment: "pay_now" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await world.stripe.pay(placed.sessionId ?? "");
    const payment = (await detail(placed.number)).payments[0];
    if (!payment) throw new Error("the payment event recorded no payment");
    return { placed, payment };
  };
  /** One cap paid in cash at the counter. */
  const paidInStore = async () => {
    const placed = await placeOrder(world, cap, { payment: "in_store" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const res = await send(
      world.server,
      "POST",
      `/api/orders/${placed.id}/payments`,
      { amount: placed.total, method: "cash" },
      world.admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payment = (res.body as { data: Detail }).data.payments[0];
    if (!payment) throw new Error("no payment recorded");
    return { placed, payment };
  };
  const ask = (
    who: Record<string, string>,
    orderId: string,
    paymentId: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    send(world.server, "POST", `/api/orders/${orderId}/payments/${paymentId}/refund-requests`, body, {
      ...who,
      ...headers,
    });
  const decide = (who: Record<string, string>, orderId: string, id: string, verb: string, body?: unknown) =>
    send(world.server, "POST", `/api/orders/${orderId}/approvals/${id}/${verb}`, body, who);
  const requestRow = async (id: string) =>
    (await db().select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0];
  const refundsOf = (paymentId: string) =>
    db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));

  it("carries out a refund at or below the owner's limit at once, as the counter person", async () => {
    await setLimit(100);
    const { placed, payment } = await paidInStore();
    const res = await ask(counter, placed.id, payment.id, { reason: "Wrong size, returned unworn" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = (res.body as { data: Asked }).data;
    expect(answer.outcome).toBe("done");
    expect(answer.approval).toBeNull();
    expect(answer.order.payments[0]?.reversal).toMatchObject({
      by: expect.stringMatching(/^counter/),
      reason: "Wrong size, returned unworn",
    });
    expect(answer.order.order.balance).toBe(placed.total);
    expect(
      await db().select().from(approvalRequests).where(eq(approvalRequests.orderId, placed.id)),
    ).toHaveLength(0);
  });

  it("above the limit stores a waiting request: nothing moves, the timeline and audit log say so", async () => {
    await setLimit(5);
    const { placed, payment } = await paidOnline();
    await world.stripe.deliveriesSettled();
    const providerCalls = world.stripe.requests.length;
    const res = await ask(counter, placed.id, payment.id, { amount: 10, reason: "Price match" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = (res.body as { data: Asked }).data;
    expect(answer.outcome).toBe("waiting");
    expect(answer.approval).toMatchObject({
      status: "pending",
      kind: "refund",
      amount: 10,
      decided_by: null,
    });
    expect(world.stripe.requests.length).toBe(providerCalls);
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(answer.order.order.amount_paid).toBe(placed.total);
    expect(answer.order.timeline[0]).toMatchObject({
      kind: "approval",
      actor: expect.stringMatching(/^counter/),
      details: { status: "pending", amount: 10, reason: "Price match", payment_id: payment.id },
    });
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, placed.id), eq(auditEntries.action, "order.approval_asked")));
    expect(audit).toHaveLength(1);

    // A second request for the same payment while one waits is refused.
    const again = await ask(counter, placed.id, payment.id, { amount: 6, reason: "Price match again" });
    expect(again.status).toBe(409);

    // Managers see it on the order and in the list of all waiting.
    const listed = await send(world.server, "GET", `/api/orders/${placed.id}/approvals`, undefined, manager);
    expect(listed.status).toBe(200);
    expect((listed.body as { data: Approval[] }).data.map((a) => a.id)).toEqual([answer.approval?.id]);
    const all = await send(world.server, "GET", "/api/approvals", undefined, manager);
    expect(all.status).toBe(200);
    const pending = (all.body as { data: { count: number; requests: Approval[] } }).data;
    expect(pending.count).toBeGreaterThanOrEqual(1);
    expect(pending.requests.map((a) => a.id)).toContain(answer.approval?.id);
  });

  it("a manager approves: the refund is made once, as the manager; approving again is a 409", async () => {
    await setLimit(0);
    const { placed, payment } = await paidOnline();
    const asked = await ask(counter, placed.id, payment.id, { amount: 12.5, reason: "One cap faded" });
    const approval = (asked.body as { data: Asked }).data.approval;
    if (!approval) throw new Error("no request stored");

    const res = await decide(manager, placed.id, approval.id, "approve");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const decided = (res.body as { data: { approval: Approval; order: Detail } }).data;
    expect(decided.approval).toMatchObject({
      status: "approved",
      decided_by: expect.stringMatching(/^manager/),
    });
    expect(decided.order.payments[0]?.refunds).toEqual([
      expect.objectContaining({ amount: 12.5, by: expect.stringMatching(/^manager/) }),
    ]);

    const twice = await decide(manager, placed.id, approval.id, "approve");
    expect(twice.status).toBe(409);
    expect(JSON.stringify(twice.body)).toContain("already decided");
    await world.stripe.deliveriesSettled();
    const rows = await refundsOf(payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("succeeded");
    expect((await detail(placed.number)).order.balance).toBe(12.5);
    const declineAfter = await decide(manager, placed.id, approval.id, "decline", { note: "Too late" });
    expect(declineAfter.status).toBe(409);
  });

  it("a manager approves a reversal of an in-store payment: reversed once, by the manager", async () => {
    await setLimit(0);
    const { placed, payment } = await paidInStore();
    const asked = await ask(counter, placed.id, payment.id, { reason: "Customer changed their mind" });
    const approval = (asked.body as { data: Asked }).data.approval;
    expect(approval).toMatchObject({ kind: "reversal", amount: placed.total });
    expect((await detail(placed.number)).payments[0]?.reversal).toBeNull();
    const res = await decide(manager, placed.id, approval?.id ?? "", "approve", {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await detail(placed.number);
    expect(page.payments[0]?.reversal).toMatchObject({ by: expect.stringMatching(/^manager/) });
    expect(page.order.balance).toBe(placed.total);
  });

  it("a manager declines with a note: nothing moves, and the request is decided", async () => {
    await setLimit(0);
    const { placed, payment } = await paidInStore();
    const asked = await ask(counter, placed.id, payment.id, { reason: "Wants cash back" });
    const approval = (asked.body as { data: Asked }).data.approval;
    if (!approval) throw new Error("no request stored");
    const noNote = await decide(manager, placed.id, approval.id, "decline", {});
    expect(noNote.status).toBe(400);
    const res = await decide(manager, placed.id, approval.id, "decline", { note: "Store credit only" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { data: { approval: Approval } }).data.approval).toMatchObject({
      status: "declined",
      note: "Store credit only",
    });
    const page = await detail(placed.number);
    expect(page.payments[0]?.reversal).toBeNull();
    expect(page.timeline[0]?.details).toMatchObject({ status: "declined", note: "Store credit only" });
    expect((await decide(manager, placed.id, approval.id, "approve")).status).toBe(409);
    expect((await detail(placed.number)).payments[0]?.reversal).toBeNull();
  });

  it("the counter person cannot approve (their own or any) nor list requests: 403, nothing changed", async () => {
    await setLimit(0);
    const { placed, payment } = await paidInStore();
    const asked = await ask(counter, placed.id, payment.id, { reason: "Approve it myself" });
    const approval = (asked.body as { data: Asked }).data.approval;
    if (!approval) throw new Error("no request stored");
    expect((await decide(counter, placed.id, approval.id, "approve")).status).toBe(403);
    expect((await decide(counter, placed.id, approval.id, "decline", { note: "No" })).status).toBe(403);
    expect((await send(world.server, "GET", "/api/approvals", undefined, counter)).status).toBe(403);
    expect((await requestRow(approval.id))?.status).toBe("pending");
    expect((await detail(placed.number)).payments[0]?.reversal).toBeNull();
    const anonymous = await send(
      world.server,
      "POST",
      `/api/orders/${placed.id}/approvals/${approval.id}/approve`,
    );
    expect(anonymous.status).toBe(401);
  });

  it("refuses a request without a reason, or without an amount for an online payment", async () => {
    await setLimit(0);
    const { placed, payment } = await paidOnline();
    expect((await ask(counter, placed.id, payment.id, { amount: 5 })).status).toBe(400);
    const noAmount = await ask(counter, placed.id, payment.id, { reason: "Price match" });
    expect(noAmount.status).toBe(400);
    expect(JSON.stringify(noAmount.body)).toContain("Enter the amount to refund");
    const tooMuch = await ask(counter, placed.id, payment.id, {
      amount: placed.total + 1,
      reason: "Too much",
    });
    expect(tooMuch.status).toBe(400);
    expect(
      await db().select().from(approvalRequests).where(eq(approvalRequests.orderId, placed.id)),
    ).toHaveLength(0);
  });

  it("asking twice with the same Idempotency-Key stores one request", async () => {
    await setLimit(0);
    const { placed, payment } = await paidOnline();
    const key = { "idempotency-key": `ask-${placed.id}` };
    const first = await ask(counter, placed.id, payment.id, { amount: 3, reason: "Loose thread" }, key);
    const second = await ask(counter, placed.id, payment.id, { amount: 3, reason: "Loose thread" }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(
      await db().select().from(approvalRequests).where(eq(approvalRequests.orderId, placed.id)),
    ).toHaveLength(1);
  });

  it("a request over what is left when approved fails cleanly: nothing given back, marked failed", async () => {
    await setLimit(0);
    const { placed, payment } = await paidOnline();
    const asked = await ask(counter, placed.id, payment.id, {
      amount: placed.total,
      reason: "Whole order back",
    });
    const approval = (asked.body as { data: Asked }).data.approval;
    if (!approval) throw new Error("no request stored");
    // Meanwhile the owner refunds part of it from the order page.
    const partial = await send(
      world.server,
      "POST",
      `/api/orders/${placed.id}/payments/${payment.id}/refunds`,
      { amount: 10, reason: "Price match" },
      world.admin,
    );
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    await world.stripe.deliveriesSettled();
    const providerCalls = world.stripe.requests.length;

    const res = await decide(manager, placed.id, approval.id, "approve");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/nothing was given back.*At most \$/);
    expect(world.stripe.requests.length).toBe(providerCalls);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    const row = await requestRow(approval.id);
    expect(row?.status).toBe("failed");
    expect(String((row?.details as { failure?: string } | undefined)?.failure)).toContain("At most");
    const page = await detail(placed.number);
    expect(page.timeline[0]?.details).toMatchObject({ status: "failed" });
    const failedAudit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, placed.id), like(auditEntries.action, "order.approval_failed")));
    expect(failedAudit).toHaveLength(1);
    expect((await decide(manager, placed.id, approval.id, "approve")).status).toBe(409);
  });

  it("a manager asking is never kept waiting: carried out at once", async () => {
    await setLimit(0);
    const { placed, payment } = await paidInStore();
    const res = await ask(manager, placed.id, payment.id, { reason: "Entered twice" });
    expect(res.status).toBe(201);
    expect((res.body as { data: Asked }).data.outcome).toBe("done");
  });
});
