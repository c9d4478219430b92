import { type Database, paymentSettings } from "@store/db";
import type { CheckoutPaymentChoice } from "@store/db/catalogue";

export interface StoredPaymentSettings {
  checkout: CheckoutPaymentChoice;
  quoteDepositPercent: number;
  updatedAt: Date | null;
  updatedByEmail: string | null;
}

/** Today's store until the owner chooses: pay in store everywhere, a 50% deposit on quotes. */
const DEFAULTS: StoredPaymentSettings = {
  checkout: "in_store",
  quoteDepositPercent: 50,
  updatedAt: null,
  updatedByEmail: null,
};

/** The owner's payment choices as stored (the row appears with the first save). */
export async function storedPaymentSettings(db: Database): Promise<StoredPaymentSettings> {
  const [row] = await db.select().from(paymentSettings).limit(1);
  if (!row) return DEFAULTS;
  return {
    checkout: row.checkout,
    quoteDepositPercent: row.quoteDepositPercent,
    updatedAt: row.updatedAt,
    updatedByEmail: row.updatedByEmail,
  };
}

/**
 * What checkout offers now: a choice that needs a provider falls back to pay in store while no
 * provider's keys are set (keys removed after the owner chose), so no shopper meets a dead end.
 */
export function checkoutChoiceNow(stored: CheckoutPaymentChoice, hostedLive: boolean): CheckoutPaymentChoice {
  return hostedLive ? stored : "in_store";
}
