/**
 * Online payments' words, shared by the database, the API and the web (which never imports the
 * schema itself).
 */

/** The providers the store can take money through; another is one adapter file in the api. */
export const paymentProviders = ["stripe", "square"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  stripe: "Stripe",
  square: "Square",
};

/** What a hosted payment is for: the whole order, a quote's deposit, what is left, a family's team order, a change's difference. */
export const hostedPaymentPurposes = ["full", "deposit", "balance", "team_order", "difference"] as const;
export type HostedPaymentPurpose = (typeof hostedPaymentPurposes)[number];

/**
 * open: waiting on the provider's page; paid: its payment is recorded; expired: the shopper never
 * paid (or gave up); held: paid, but not what was asked, so it waits for staff.
 */
export const hostedPaymentStatuses = ["open", "paid", "expired", "held"] as const;
export type HostedPaymentStatus = (typeof hostedPaymentStatuses)[number];

/**
 * A refund's life: asked of the provider and waiting for its event; done (money back, counted in the
 * ledger); failed at the provider; or arrived before its payment, waiting for it.
 */
export const refundStatuses = ["pending", "succeeded", "failed", "waiting"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Who started money going back: staff on the order page, someone in the provider's dashboard, a card holder's dispute. */
export const refundSources = ["staff", "dashboard", "dispute"] as const;
export type RefundSource = (typeof refundSources)[number];

/** How checkout takes money: only in store (the only choice without a provider), only online, or the shopper chooses. */
export const checkoutPaymentChoices = ["in_store", "pay_now", "pay_now_or_in_store"] as const;
export type CheckoutPaymentChoice = (typeof checkoutPaymentChoices)[number];

/** What the shopper chose at checkout (when the shop lets them). */
export const orderPaymentChoices = ["in_store", "pay_now"] as const;
export type OrderPaymentChoice = (typeof orderPaymentChoices)[number];

/** Why a provider's payment waits in the staff inbox instead of the ledger. */
export const paymentInboxKinds = ["amount_mismatch", "unmatched", "over_balance"] as const;
export type PaymentInboxKind = (typeof paymentInboxKinds)[number];

/** The method of every payment a provider's hosted page took. */
export const ONLINE_CARD = "card online" as const;
