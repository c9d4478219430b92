import { z } from "zod";

/**
 * What the buyer's order page says about paying online. `confirming`: a page was opened and its
 * payment is not recorded yet (the return page never records: the webhook does); `received`: the
 * latest page's payment is recorded; `not_completed`: it expired unpaid; `held`: paid, but staff check it.
 */
export const onlinePaymentSchema = z.object({
  state: z.enum(["none", "confirming", "received", "not_completed", "held"]),
  /** What a "Pay $N now" button would ask now (a quote's deposit first, else the balance); null: nothing to pay online. */
  pay_amount: z.number().nullable(),
  pay_purpose: z.enum(["deposit", "balance", "full"]).nullable(),
});
export type OnlinePaymentDto = z.infer<typeof onlinePaymentSchema>;
