import { type PaymentProvider, paymentProviderLabels } from "@store/db/catalogue";
import type { SystemActor } from "../staff/audit-records";

/** The provider as the audit log names who made a change: "Stripe", "Square". */
export const providerActor = (provider: PaymentProvider): SystemActor => ({
  id: null,
  email: paymentProviderLabels[provider],
});

export const cents = (dollars: number) => Math.round(dollars * 100);
export const dollars = (amountCents: number) => amountCents / 100;
