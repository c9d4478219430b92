// How a team's order reaches the family and who takes the money: the store's page, the family's
// order page, the account and the e-mails say it with these words. The store's handout settings
// (place, day, who hands out) are the staff's; the money is always paid to the store (decision
// 070-orders-follow-production). Like every file of the catalogue it imports nothing but
// its neighbours, so the web bundles it without the database.
import { type CustomerOrderStatus, type OrderFulfilment, statusInWords } from "./order-status";
import { storeLocation } from "./store-contact";
import type { TeamStoreDistribution, TeamStorePaymentMode } from "./team-stores";

export interface HandoutSettings {
  distribution: TeamStoreDistribution;
  payment_mode: TeamStorePaymentMode;
  handout_place: string | null;
  handout_when: string | null;
  handout_by: string | null;
}

const { street, city, state, zip } = storeLocation.address;
const atTheStore = `${storeLocation.name}, ${street}, ${city}, ${state} ${zip}`;

/** Where the family collects: the store's place when staff set one, else the store's counter. */
function whereWords(s: HandoutSettings, fulfilment: OrderFulfilment): string {
  if (s.distribution === "buyer_chooses")
    return fulfilment === "delivery" ? "Delivered to the address you gave" : atTheStore;
  if (s.handout_place) return s.handout_place;
  return s.distribution === "team_delivery" ? "Delivered to the team; your coach says where" : atTheStore;
}

/** Who hands the bags out: the one staff named, else the store's staff. */
export const handedOutBy = (s: Pick<HandoutSettings, "handout_by">) =>
  s.handout_by ?? `${storeLocation.name} staff`;

/** Who takes the money and how; a coach or parent handing out never does. */
export function paymentWords(s: HandoutSettings): string {
  if (s.payment_mode === "team_invoice") return "Your team pays one invoice: nothing to pay yourself";
  // Paid by card with the order; a raise's difference is paid the same way, from the order's page.
  if (s.payment_mode === "pay_at_order")
    return `Paid online by card to ${storeLocation.name} when ordering (a change's difference too, from your order page)`;
  if (!s.handout_by) return `Paid to ${storeLocation.name} at pickup: cash, check or card`;
  return `Paid to ${storeLocation.name}, not to ${s.handout_by}: cash, check or card at the store (${street}, ${city}) before the handout`;
}

/** The handout as facts for a page or an e-mail: where, when, who hands out, who is paid. */
export function handoutFacts(
  s: HandoutSettings,
  fulfilment: OrderFulfilment = "pickup",
): { label: string; value: string }[] {
  const delivered = s.distribution === "buyer_chooses" && fulfilment === "delivery";
  return [
    { label: "Where", value: whereWords(s, fulfilment) },
    { label: "When", value: s.handout_when ?? "We e-mail you as soon as it is ready" },
    ...(delivered ? [] : [{ label: "Handed out by", value: handedOutBy(s) }]),
    { label: "Payment", value: paymentWords(s) },
  ];
}

/**
 * A team order's status with the team's own words: "Being prepared with the Eagles 12U order",
 * "Ready for pickup with the Eagles 12U order"; the other statuses read as every order's do.
 */
export function teamStatusInWords(
  status: CustomerOrderStatus,
  fulfilment: OrderFulfilment,
  teamName: string,
): string {
  const words = statusInWords(status, fulfilment);
  return status === "processing" || status === "shipped" ? `${words} with the ${teamName} order` : words;
}

/** What happens next for a team order, in the status it is in. */
export function teamStatusHint(status: CustomerOrderStatus, teamName: string): string {
  switch (status) {
    case "pending":
      return `The ${teamName} order goes into production when the store closes; we e-mail you when it is ready.`;
    case "processing":
      return `The ${teamName} order is being made; we e-mail you when it is ready.`;
    case "shipped":
      return "It is ready to be handed out with the team's order: the ready e-mail and this order's team page say where, when and whom to pay.";
    case "delivered":
      return "Handed out. Thank you for outfitting your team with us!";
    case "cancelled":
      return "This order was cancelled. Call the store if you have questions.";
  }
}

/**
 * The status a new order of a team store starts in. A late order joins a store in production;
 * one added once the store is ready or completed is still to be made (batch 2), so it is "being
 * prepared" until staff mark it ready on its page.
 */
export function firstStatusInStore(storeStatus: string): CustomerOrderStatus {
  return storeStatus === "in_production" || storeStatus === "ready" || storeStatus === "completed"
    ? "processing"
    : "pending";
}
