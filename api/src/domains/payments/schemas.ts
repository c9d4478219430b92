import { checkoutPaymentChoices, paymentProviders } from "@store/db/catalogue";
import { z } from "zod";
import { idempotencyKey, recordId } from "../../common/fields";
import { boundedText, moneyAmount } from "../orders/payment-schemas";

// Shared by the server and the admin's forms: nothing here may import server-only code.

export const paymentSettingsSchema = z.object({
  /** The providers whose keys are set on the server (never a key itself). */
  live: z.array(z.enum(paymentProviders)),
  /** How checkout takes money; "in_store" is the only choice while no hosted provider is live. */
  checkout: z.enum(checkoutPaymentChoices),
  /** What the owner chose, kept even while the keys are missing (then checkout falls back to in store). */
  checkout_chosen: z.enum(checkoutPaymentChoices),
  quote_deposit_percent: z.number().int(),
  /** Where each provider should post its events (enter it in the provider's dashboard). */
  webhook_urls: z.object({ stripe: z.string(), square: z.string() }),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type PaymentSettingsDto = z.infer<typeof paymentSettingsSchema>;

/** What checkout offers now (public: the checkout form reads it). */
export const checkoutOptionsSchema = z.object({ checkout: z.enum(checkoutPaymentChoices) });
export type CheckoutOptionsDto = z.infer<typeof checkoutOptionsSchema>;

export const updatePaymentSettingsInput = z
  .object({
    checkout: z
      .enum(checkoutPaymentChoices, {
        error: `checkout must be one of: ${checkoutPaymentChoices.join(", ")}.`,
      })
      .optional(),
    quote_deposit_percent: z
      .number({ error: "quote_deposit_percent must be a whole number from 0 to 100." })
      .int("quote_deposit_percent must be a whole number from 0 to 100.")
      .min(0, "quote_deposit_percent must be a whole number from 0 to 100.")
      .max(100, "quote_deposit_percent must be a whole number from 0 to 100.")
      .optional(),
  })
  .strict();
export type UpdatePaymentSettingsInput = z.infer<typeof updatePaymentSettingsInput>;

/** A private order link's token, to pay what is left from the order's page or an e-mail's link. */
export const payByLinkInput = z
  .object({ token: z.string().trim().min(1, "token is required.").max(200) })
  .strict();

/** Staff's "Send payment request": the order alone; the amount is what the order asks. */
export const paymentRequestInput = z.object({ id: z.string().trim().min(1, "id is required.") }).strict();

export const openedPaymentSchema = z.object({
  /** The provider's hosted page: send the buyer there. */
  url: z.string(),
  amount: z.number(),
  expires_at: z.string(),
});

export { type OnlinePaymentDto, onlinePaymentSchema } from "../../common/online-payment-facts";

/** Staff give back part or all of a provider's payment; the provider's event makes it count. */
export const refundPaymentInput = z
  .object({
    id: recordId,
    paymentId: recordId,
    amount: moneyAmount,
    reason: boundedText("The reason", 3, 500),
    /** From the Idempotency-Key header: the same key twice asks the provider once. */
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export type RefundPaymentInput = z.infer<typeof refundPaymentInput>;

export const payoutFlags = ["ok", "not_in_ledger", "amount_differs"] as const;

/** One movement of money inside a payout, matched with the store's ledger. */
export const payoutTransactionSchema = z.object({
  /** The provider's id for the movement (txn_... for Stripe). */
  id: z.string(),
  kind: z.enum(["payment", "refund", "dispute", "other"]),
  payment_ref: z.string().nullable(),
  refund_ref: z.string().nullable(),
  /** Dollars as the provider counts them: a payment positive, a refund or dispute negative. */
  amount: z.number(),
  fee: z.number(),
  /** The order it belongs to, when the ledger knows the payment or the refund. */
  order: z.object({ id: z.string(), number: z.number() }).nullable(),
  /** What the ledger recorded for it (a refund positive), null when it has no row. */
  ledger_amount: z.number().nullable(),
  /** not_in_ledger: the provider moved money the store has no row of; amount_differs: the rows disagree. */
  flag: z.enum(payoutFlags),
});

export const payoutSchema = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  amount: z.number(),
  arrival_date: z.string(),
  status: z.string(),
  transactions: z.array(payoutTransactionSchema),
  /** How many of its transactions need a look (not in the ledger, or an amount that differs). */
  problems: z.number().int(),
});

export const payoutsSchema = z.object({
  payouts: z.array(payoutSchema),
  /** Online payments recorded since the oldest payout listed was made and in none yet: fine, the provider pays them out later. */
  pending: z.array(
    z.object({
      order: z.object({ id: z.string(), number: z.number() }),
      payment_ref: z.string(),
      amount: z.number(),
      recorded_at: z.string(),
    }),
  ),
});
export type PayoutsDto = z.infer<typeof payoutsSchema>;
export type PayoutTransactionDto = z.infer<typeof payoutTransactionSchema>;

const day = (label: string) =>
  z.iso.date({
    error: `${label} must be a date written YYYY-MM-DD (a real day of the calendar), for example 2026-07-01.`,
  });

/** The store days (Central time) of the payments CSV, both included; from after to gives no rows. */
export const paymentsExportInput = z.object({ from: day("from"), to: day("to") }).strict();
export type PaymentsExportInput = z.infer<typeof paymentsExportInput>;

export const payoutsInput = z
  .object({
    limit: z.coerce
      .number({ error: "limit must be a whole number from 1 to 50." })
      .int("limit must be a whole number from 1 to 50.")
      .min(1, "limit must be a whole number from 1 to 50.")
      .max(50, "limit must be a whole number from 1 to 50.")
      .optional(),
  })
  .strict()
  .prefault({});
