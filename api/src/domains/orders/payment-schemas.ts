import type { PaymentMethod } from "@store/db";
import { z } from "zod";
import { hasNoNul, notBlank, optionalText, recordId, withoutNul } from "../../common/fields";

// The web's payment form checks with these schemas too: nothing here may import the database's code.

/** How staff take money at the counter (what the payment form offers). */
export const staffPaymentMethods = [
  "cash",
  "check",
  "card",
  "invoice",
] as const satisfies readonly PaymentMethod[];

/**
 * How money came in, as the ledger shows it: staff's methods and "card online" (a provider's hosted
 * page, recorded only from its verified event). The database's enum, spelled here so the web can import it.
 */
export const paymentMethods = [
  ...staffPaymentMethods,
  "card online",
] as const satisfies readonly PaymentMethod[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsDatabase: Same<(typeof paymentMethods)[number], PaymentMethod> = true;
void sameAsDatabase;

/** The most one payment may be: a typo guard (a $1,000,000 entry is a slip of the finger). */
export const MAX_PAYMENT = 100_000;

/** An order as people name it: its number (1001), from a path or a tRPC call alike. */
export const orderNumberInput = z
  .object({
    number: z.coerce
      .number({ error: "The order number must be a number, like 1004." })
      .int("The order number must be a whole number, like 1004.")
      .min(1, "The order number must be a number, like 1004.")
      .max(2_147_483_647, "No order has so large a number."),
  })
  .strict();

/** Text that must be there (trimmed) and fit; the message names the field and the limits. */
export const boundedText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .min(min, `${label} needs at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasNoNul, `${label} contains an invalid character.`)
    .meta({ ...notBlank, ...withoutNul });

export const orderNoteInput = z.object({ id: recordId, text: boundedText("The note", 1, 2000) }).strict();
export type OrderNoteInput = z.infer<typeof orderNoteInput>;

/** Dollars and cents, more than $0: a payment's or a refund's amount. */
export const moneyAmount = z
  .number({ error: "Amount must be a number of dollars, like 25.00." })
  .finite("Amount must be a number of dollars, like 25.00.")
  .positive("Amount must be more than $0.")
  .max(MAX_PAYMENT, `Amount must be at most $${MAX_PAYMENT.toLocaleString("en-US")}.`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Amount has at most 2 decimals (cents).")
  .meta({ multipleOf: 0.01 });

export const paymentMethod = z.enum(staffPaymentMethods, {
  error: `Method must be one of: ${staffPaymentMethods.join(", ")}. A card payment online is recorded by the provider's event, not by hand.`,
});

/** A payment staff took: a check needs its number; a card slip or invoice number is optional. */
export const recordPaymentInput = z
  .object({
    id: recordId,
    amount: moneyAmount,
    method: paymentMethod,
    reference: optionalText("The check or reference number", 100),
    note: optionalText("The note", 500),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.method === "check" && !input.reference) {
      ctx.addIssue({ code: "custom", path: ["reference"], message: "Enter the check number." });
    }
  })
  // The same rule for the document: any method but a check, or a reference that is not blank.
  .meta({
    anyOf: [
      { properties: { method: { enum: staffPaymentMethods.filter((m) => m !== "check") } } },
      { properties: { reference: { type: "string", ...notBlank } }, required: ["reference"] },
    ],
  });
export type RecordPaymentInput = z.infer<typeof recordPaymentInput>;

export const reversePaymentInput = z
  .object({ id: recordId, paymentId: recordId, reason: boundedText("The reason", 3, 500) })
  .strict();
export type ReversePaymentInput = z.infer<typeof reversePaymentInput>;
