import { orderEventKinds } from "@store/db";
import { paymentProviders, refundSources, refundStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { paymentMethods } from "./payment-schemas";
import { orderSchema } from "./schemas";

/** Money given back on a provider's payment: asked by staff, made in its dashboard, or a dispute. */
export const paymentRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** pending: asked, the provider has not said it is done; only succeeded counts against what was paid. */
  status: z.enum(refundStatuses),
  reason: z.string(),
  /** The staff member who asked, or the provider's name for a dashboard refund or a dispute. */
  by: z.string(),
  at: z.string(),
  source: z.enum(refundSources),
});
export type PaymentRefundDto = z.infer<typeof paymentRefundSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  /** The check's number; a card slip or invoice number when staff gave one. */
  reference: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  recorded_at: z.string(),
  /** Set once the payment was reversed (refunded or entered by mistake): who, when and why. */
  reversal: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
  /** The provider that took it online (null: staff typed it in store). */
  provider: z.enum(paymentProviders).nullable(),
  /** Its refunds, newest first. */
  refunds: z.array(paymentRefundSchema),
  /** What staff may still refund through the provider (0 for an in-store or reversed payment). */
  refundable: z.number(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const emailStates = ["sent", "waiting", "failed"] as const;

/** One thing that happened to the order, or an e-mail about it, with who and when. */
export const timelineEntrySchema = z.object({
  id: z.string(),
  kind: z.enum([...orderEventKinds, "email"]),
  /** When it happened (an e-mail: when it was written; its state says when it went). */
  at: z.string(),
  /** A staff member's e-mail, "Customer" or "Store". */
  actor: z.string(),
  /**
   * What the kind tells: status {from, to}; note {text}; payment {payment_id, amount, method,
   * reference}; payment_reversed {payment_id, amount, method, reason}; edited {before, after,
   * summary}; placed {quote?}. Empty for e-mails.
   */
  details: z.record(z.string(), z.unknown()),
  /** Only for kind "email": the subject, to whom, and sent / waiting (until when) / failed. */
  email: z
    .object({
      subject: z.string(),
      to: z.string(),
      state: z.enum(emailStates),
      sent_at: z.string().nullable(),
      /** While waiting: not sent before this moment. */
      waiting_until: z.string().nullable(),
    })
    .nullable(),
});
export type TimelineEntryDto = z.infer<typeof timelineEntrySchema>;

/** The order page: the order, its payments (newest first) and its timeline (newest first). */
export const orderDetailSchema = z.object({
  order: orderSchema,
  payments: z.array(paymentSchema),
  timeline: z.array(timelineEntrySchema),
});
export type OrderDetailDto = z.infer<typeof orderDetailSchema>;
