import type { TimelineEntry } from "../order-page-data";

export interface WaitingRequest {
  approvalId: string;
  amount: number;
  by: string;
  at: string;
}

/**
 * The requests still waiting for a manager, by payment, read from the order's timeline (newest
 * first): a request is asked ("pending") and later decided; the counter person, who may not list
 * requests, sees theirs this way.
 */
export function waitingByPayment(timeline: readonly TimelineEntry[]): Map<string, WaitingRequest> {
  const decided = new Set<string>();
  const waiting = new Map<string, WaitingRequest>();
  for (const entry of timeline) {
    if (entry.kind !== "approval") continue;
    const d = entry.details;
    const approvalId = typeof d.approval_id === "string" ? d.approval_id : "";
    const paymentId = typeof d.payment_id === "string" ? d.payment_id : "";
    if (d.status !== "pending") decided.add(approvalId);
    else if (!decided.has(approvalId) && !waiting.has(paymentId))
      waiting.set(paymentId, {
        approvalId,
        amount: typeof d.amount === "number" ? d.amount : 0,
        by: entry.actor,
        at: entry.at,
      });
  }
  return waiting;
}
