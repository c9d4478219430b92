import { type ApprovalRequest, approvalRequests, type Database, orders } from "@store/db";
import { and, eq } from "drizzle-orm";
import { isUuid } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import type { ApprovalKind } from "./inputs";
import type { ApprovalDto } from "./schemas";

/** What a request keeps to be carried out later, and what its decision adds. */
export interface ApprovalDetails {
  payment_id: string;
  /** A provider refund's key: the approver's refund asks the provider once, however often it is retried. */
  idempotency_key?: string;
  /** The counter person's Idempotency-Key: asking twice with it stores one request. */
  asked_key?: string;
  note?: string;
  failure?: string;
}

export const detailsOf = (row: ApprovalRequest) => row.details as unknown as ApprovalDetails;

export function approvalDto(row: ApprovalRequest, orderNumber: number): ApprovalDto {
  const details = detailsOf(row);
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: orderNumber,
    kind: row.kind as ApprovalKind,
    payment_id: details.payment_id,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    requested_by: row.requestedByEmail,
    requested_at: row.createdAt.toISOString(),
    decided_by: row.decidedByEmail,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    note: details.note ?? null,
    failure: details.failure ?? null,
  };
}

/** One request of the order, or a 404 naming it. */
export async function findApproval(db: Database, orderId: string, approvalId: string) {
  const missing = AppError.notFound(`This order has no approval request with id ${approvalId}.`);
  if (!isUuid(orderId) || !isUuid(approvalId)) throw missing;
  const [found] = await db
    .select({ request: approvalRequests, number: orders.number })
    .from(approvalRequests)
    .innerJoin(orders, eq(orders.id, approvalRequests.orderId))
    .where(and(eq(approvalRequests.id, approvalId), eq(approvalRequests.orderId, orderId)));
  if (!found) throw missing;
  return found;
}

/** The 409 of a request someone already decided: who, and what they decided. */
export function alreadyDecided(row: ApprovalRequest): AppError {
  const who = row.decidedByEmail ?? "someone";
  return AppError.conflict(
    `This request was already decided: ${row.status} by ${who}. A request is decided once; the counter can ask again if needed.`,
  );
}
