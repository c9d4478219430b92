const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The button's words, as the e-mails say them: "Pay $12.34 now" or "Pay the $12.34 deposit now". */
export function payButtonLabel(amount: number, purpose: string | null): string {
  const money = dollars.format(amount);
  return purpose === "deposit" ? `Pay the ${money} deposit now` : `Pay ${money} now`;
}

/** Where the buyer is back from: the provider's page sends them to ?payment=done or ?payment=cancelled. */
export type PaymentReturn = "done" | "cancelled";

/** How long the page asks again after a return whose payment the store has not heard of yet. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_GIVE_UP_MS = 60_000;
