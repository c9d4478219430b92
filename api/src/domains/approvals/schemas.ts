import { z } from "zod";
import { orderDetailSchema } from "../orders/order-detail-schemas";
import { approvalKinds, approvalStates } from "./inputs";

export const approvalSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  kind: z.enum(approvalKinds),
  payment_id: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** pending until a manager decides; failed: approved, but the refund was refused (see `failure`). */
  status: z.enum(approvalStates),
  requested_by: z.string(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The manager's note when declining. */
  note: z.string().nullable(),
  /** Why an approved request could not be carried out (more than is left to refund, the provider said no). */
  failure: z.string().nullable(),
});
export type ApprovalDto = z.infer<typeof approvalSchema>;

/** After asking: carried out at once (within the owner's limit), or waiting for a manager. */
export const askRefundAnswer = z.object({
  outcome: z.enum(["done", "waiting"]),
  /** The request waiting for a manager; null when it was carried out at once. */
  approval: approvalSchema.nullable(),
  order: orderDetailSchema,
});
export type AskRefundAnswer = z.infer<typeof askRefundAnswer>;

/** After a decision: the request as decided, and the order page as it now stands. */
export const decisionAnswer = z.object({ approval: approvalSchema, order: orderDetailSchema });
export type DecisionAnswer = z.infer<typeof decisionAnswer>;

export const pendingApprovalsAnswer = z.object({
  /** How many wait, all orders together (the badge). */
  count: z.number(),
  /** The oldest first, at most 50. */
  requests: z.array(approvalSchema),
});
export type PendingApprovalsDto = z.infer<typeof pendingApprovalsAnswer>;
