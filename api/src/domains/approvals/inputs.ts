import { z } from "zod";
import { idempotencyKey, recordId } from "../../common/fields";
import { boundedText, moneyAmount } from "../orders/payment-schemas";

// The web's forms check with these schemas too: nothing here may import the database's code.

/** What a request waits for: a refund through the provider, or an in-store payment reversed. */
export const approvalKinds = ["refund", "reversal"] as const;
export type ApprovalKind = (typeof approvalKinds)[number];
export const approvalStates = ["pending", "approved", "declined", "failed"] as const;

/**
 * A counter person asks for money back on a payment: a provider's payment is refunded (part or all:
 * `amount` required), an in-store one is reversed whole (`amount`, when sent, must be the payment's).
 * The reason is required, as for the manager's own refund and reversal.
 */
export const askRefundInput = z
  .object({
    id: recordId,
    paymentId: recordId,
    amount: moneyAmount.optional(),
    reason: boundedText("The reason", 3, 500),
    /** From the Idempotency-Key header: the same key twice asks once. */
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export type AskRefundInput = z.infer<typeof askRefundInput>;

/** An order's requests, by the order's id. */
export const orderApprovalsInput = z.object({ id: recordId }).strict();
export type OrderApprovalsInput = z.infer<typeof orderApprovalsInput>;

/** A manager's decision on one request of an order. */
export const approveRequestInput = z.object({ id: recordId, approvalId: recordId }).strict();
export type ApproveRequestInput = z.infer<typeof approveRequestInput>;

/** Declining says why, for the counter person who asked. */
export const declineRequestInput = z
  .object({ id: recordId, approvalId: recordId, note: boundedText("The note", 3, 500) })
  .strict();
export type DeclineRequestInput = z.infer<typeof declineRequestInput>;
