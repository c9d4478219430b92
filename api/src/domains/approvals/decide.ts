import { type ApprovalRequest, approvalRequests, type Database } from "@store/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { formatMoney } from "../../mail/templates/format";
import type { PaymentProviders } from "../../payments/providers";
import { getOrderDetail } from "../orders/order-detail";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder } from "../orders/orders";
import type { ChangeArgs } from "../service-args";
import { type Actor, recordAudit } from "../staff/audit-records";
import { alreadyDecided, approvalDto, detailsOf, findApproval } from "./approval-rows";
import { carryOut } from "./carry-out";
import type { ApproveRequestInput, DeclineRequestInput } from "./inputs";
import type { DecisionAnswer } from "./schemas";

/**
 * A manager approves: the request is claimed (pending → approved, once: a second approve gets 409),
 * then carried out as the approver through the same refund or reversal service, with the request's
 * own idempotency key. Refused there (more than is left now, the provider said no), the request
 * becomes "failed" with the reason, and the answer is that refusal: nothing was given back.
 */
export async function approveRequest(
  options: ChangeArgs<ApproveRequestInput> & { payments: PaymentProviders },
): Promise<DecisionAnswer> {
  const { db, actor, input, payments } = options;
  const { request, number } = await findApproval(db, input.id, input.approvalId);
  const [claimed] = await db
    .update(approvalRequests)
    .set({ status: "approved", decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: sql`now()` })
    .where(and(eq(approvalRequests.id, request.id), eq(approvalRequests.status, "pending")))
    .returning();
  if (!claimed) throw alreadyDecided((await findApproval(db, input.id, input.approvalId)).request);
  const details = detailsOf(claimed);
  try {
    await carryOut(db, actor, payments, {
      orderId: claimed.orderId,
      paymentId: details.payment_id,
      kind: claimed.kind === "refund" ? "refund" : "reversal",
      amount: Number(claimed.amount),
      reason: claimed.reason,
      idempotencyKey: details.idempotency_key,
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Not a refusal (the database went away): the request waits again; its key keeps a retry to one refund.
      await db
        .update(approvalRequests)
        .set({ status: "pending", decidedBy: null, decidedByEmail: null, decidedAt: null })
        .where(eq(approvalRequests.id, claimed.id))
        .catch(() => undefined);
      throw error;
    }
    await tellDecision(db, actor, claimed, number, "failed", { failure: error.message });
    throw new AppError(
      error.code,
      `Approved, but nothing was given back: ${error.message} The request is marked failed; the counter can ask again.`,
      error.fields ? { fields: error.fields } : {},
    );
  }
  const approved = await tellDecision(db, actor, claimed, number, "approved", {});
  return {
    approval: approvalDto(approved, number),
    order: await getOrderDetail(db, await getOrder(db, input.id)),
  };
}

/** A manager declines with a note: nothing moves, the request is decided (once). */
export async function declineRequest(options: ChangeArgs<DeclineRequestInput>): Promise<DecisionAnswer> {
  const { db, actor, input } = options;
  const { request, number } = await findApproval(db, input.id, input.approvalId);
  const declined = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(approvalRequests)
      .set({
        status: "declined",
        decidedBy: actor.id,
        decidedByEmail: actor.email,
        decidedAt: sql`now()`,
        details: { ...detailsOf(request), note: input.note },
      })
      .where(and(eq(approvalRequests.id, request.id), eq(approvalRequests.status, "pending")))
      .returning();
    if (!row) return null;
    await tellOrder(tx, actor, row, number, "declined", { note: input.note });
    return row;
  });
  if (!declined) throw alreadyDecided((await findApproval(db, input.id, input.approvalId)).request);
  return {
    approval: approvalDto(declined, number),
    order: await getOrderDetail(db, await getOrder(db, input.id)),
  };
}

/** The outcome of an approval stored on the request, with its timeline and audit entries. */
async function tellDecision(
  db: Database,
  actor: Actor,
  claimed: ApprovalRequest,
  number: number,
  status: "approved" | "failed",
  extra: { failure?: string },
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(approvalRequests)
      .set({ status, details: { ...detailsOf(claimed), ...extra } })
      .where(eq(approvalRequests.id, claimed.id))
      .returning();
    if (!row) throw new Error("approval request update returned no row");
    await tellOrder(tx, actor, row, number, status, extra.failure ? { error: extra.failure } : {});
    return row;
  });
}

async function tellOrder(
  tx: Database,
  actor: Actor,
  row: ApprovalRequest,
  number: number,
  status: "approved" | "declined" | "failed",
  words: { note?: string; error?: string },
): Promise<void> {
  const amount = Number(row.amount);
  await recordOrderEvent(tx, row.orderId, "approval", actor, {
    approval_id: row.id,
    kind: row.kind,
    amount,
    payment_id: detailsOf(row).payment_id,
    status,
    reason: row.reason,
    requested_by: row.requestedByEmail,
    ...words,
  });
  const what = `the ${row.kind} of ${formatMoney(amount)} ${row.requestedByEmail} asked for on order #${number}`;
  const summary =
    status === "approved"
      ? `Approved ${what}.`
      : status === "declined"
        ? `Declined ${what}: ${words.note ?? ""}`
        : `Approved ${what}, but it could not be carried out: ${words.error ?? ""}`;
  await recordAudit(tx, actor, {
    action: `order.approval_${status}`,
    entity: "order",
    entityId: row.orderId,
    summary,
    before: { approval_id: row.id, status: "pending" },
    after: { approval_id: row.id, status, ...words },
  });
}
