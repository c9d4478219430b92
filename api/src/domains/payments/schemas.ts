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
