import { staffPaymentMethods } from "@store/api/contracts";
import type { OrderPageOrder, Payment } from "./order-page-data";

type PaymentState = OrderPageOrder["payment_state"];
type Method = Payment["method"];

/** How each payment state reads and looks on the order page (and any list that shows it). */
export const paymentStateMeta: Record<PaymentState, { label: string; color: string }> = {
  unpaid: { label: "Unpaid", color: "red" },
  deposit: { label: "Deposit paid", color: "yellow" },
  paid: { label: "Paid", color: "green" },
  refunded: { label: "Refunded", color: "gray" },
};

export const methodLabels: Record<Method, string> = {
  cash: "Cash",
  check: "Check",
  card: "Card in store",
  invoice: "Invoice",
  "card online": "Card online",
};

/** What staff can record by hand: a card payment online comes only from the provider's event. */
export const methodOptions = staffPaymentMethods.map((value) => ({
  value,
  label: methodLabels[value],
}));

/** "Check #1042", "Cash", "Invoice INV-7": a payment's method with its number. */
export function methodWithReference(method: Method, reference: string | null | undefined): string {
  if (!reference) return methodLabels[method];
  return method === "check" ? `Check #${reference}` : `${methodLabels[method]} (${reference})`;
}

/** The provider as staff know it: "Stripe", "Square". */
export function providerName(provider: Payment["provider"]): string {
  if (provider === "stripe") return "Stripe";
  if (provider === "square") return "Square";
  return "the provider";
}

type Refund = Payment["refunds"][number];

/** A refund's line under its payment: "Refunded", "Refund pending", a dispute... */
export function refundWords(refund: Refund): string {
  if (refund.source === "dispute") return "Disputed (taken back by the bank)";
  const what = refund.source === "dashboard" ? "Refunded in the provider's dashboard" : "Refund";
  switch (refund.status) {
    case "pending":
      return `${what} pending`;
    case "failed":
      return `${what} failed (nothing given back)`;
    case "waiting":
      return `${what} waiting for its payment`;
    default:
      return refund.source === "dashboard" ? what : "Refunded";
  }
}
