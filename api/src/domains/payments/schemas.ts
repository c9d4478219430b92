import { checkoutPaymentChoices, paymentProviders } from "@store/db/catalogue";
import { z } from "zod";

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
