import type { CheckoutValues } from "../checkout/checkout-form";

/** What the team checkout form holds: the family's contact, the player, and pickup or delivery. */
export interface TeamCheckoutValues {
  customer: CheckoutValues["customer"];
  player_name: string;
  fulfilment: CheckoutValues["fulfilment"];
  note: string;
}
