import { orderEventKinds } from "@store/db";
import { z } from "zod";
import { paymentMethods } from "./payment-schemas";
import { orderSchema } from "./schemas";

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
