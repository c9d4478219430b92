import { type Database, paymentSettings } from "@store/db";
import type { CheckoutPaymentChoice } from "@store/db/catalogue";
import { sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { PaymentProviders } from "../../payments/providers";
import type { ChangeArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import type { CheckoutOptionsDto, PaymentSettingsDto, UpdatePaymentSettingsInput } from "./schemas";
import { checkoutChoiceNow, storedPaymentSettings } from "./settings-store";

export async function readPaymentSettings(options: {
  db: Database;
  payments: PaymentProviders;
  publicUrl: string;
}): Promise<PaymentSettingsDto> {
  const { db, payments, publicUrl } = options;
  const stored = await storedPaymentSettings(db);
  return {
    live: payments.live(),
    checkout: checkoutChoiceNow(stored.checkout, Boolean(payments.hosted)),
    checkout_chosen: stored.checkout,
    quote_deposit_percent: stored.quoteDepositPercent,
    webhook_urls: {
      stripe: `${publicUrl}/api/payments/webhooks/stripe`,
      square: `${publicUrl}/api/payments/webhooks/square`,
    },
    updated_at: stored.updatedAt?.toISOString() ?? null,
    updated_by: stored.updatedByEmail,
  };
}

/** What checkout offers a shopper now: the owner's choice while a provider is live, else in store. */
export async function checkoutOptions(options: {
  db: Database;
  payments: PaymentProviders;
}): Promise<CheckoutOptionsDto> {
  const stored = await storedPaymentSettings(options.db);
  return { checkout: checkoutChoiceNow(stored.checkout, Boolean(options.payments.hosted)) };
}

const CHOICE_WORDS: Record<CheckoutPaymentChoice, string> = {
  in_store: "pay in store",
  pay_now: "pay now",
  pay_now_or_in_store: "pay now or in store",
};

/** The owner's choices; taking money online is refused while no provider's keys are set. */
export async function updatePaymentSettings(
  options: ChangeArgs<UpdatePaymentSettingsInput> & { payments: PaymentProviders; publicUrl: string },
): Promise<PaymentSettingsDto> {
  const { db, actor, input, payments, publicUrl } = options;
  if (input.checkout && input.checkout !== "in_store" && !payments.hosted)
    throw AppError.conflict(
      `Checkout cannot offer "${CHOICE_WORDS[input.checkout]}": no payment provider is set up. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server first (see the operations guide).`,
    );
  await db.transaction(async (tx) => {
    const before = await storedPaymentSettings(tx);
    const next = {
      checkout: input.checkout ?? before.checkout,
      quoteDepositPercent: input.quote_deposit_percent ?? before.quoteDepositPercent,
    };
    await tx
      .insert(paymentSettings)
      .values({ id: 1, ...next, updatedByEmail: actor.email })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: { ...next, updatedByEmail: actor.email, updatedAt: sql`now()` },
      });
    await recordAudit(tx, actor, {
      action: "payments.settings",
      entity: "payments",
      entityId: "settings",
      summary: `Payment settings: checkout ${CHOICE_WORDS[next.checkout]}, quote deposit ${next.quoteDepositPercent}%.`,
      before: { checkout: before.checkout, quote_deposit_percent: before.quoteDepositPercent },
      after: { checkout: next.checkout, quote_deposit_percent: next.quoteDepositPercent },
    });
  });
  return readPaymentSettings({ db, payments, publicUrl });
}
