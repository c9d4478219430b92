import type { OrderEmailFacts } from "../order-email-facts";
import { type EmailLink, emailLink } from "./email-link";
import { formatMoney } from "./format";

/** The words of every "pay" link: "Pay $12.34 now", or for a quote's deposit "Pay the $12.34 deposit now". */
export function payLinkLabel(amount: number, purpose?: string | null): string {
  return purpose === "deposit"
    ? `Pay the ${formatMoney(amount)} deposit now`
    : `Pay ${formatMoney(amount)} now`;
}

/** The order e-mail's "Pay $N now" link, when the store takes payments online and something is due. */
export function payLink(order: Pick<OrderEmailFacts, "pay">): EmailLink | null {
  return order.pay ? emailLink(order.pay.url, payLinkLabel(order.pay.amount, order.pay.purpose)) : null;
}

/** The link's text lines followed by a blank line, or nothing. */
export const payLinkText = (order: Pick<OrderEmailFacts, "pay">): string[] => {
  const link = payLink(order);
  return link ? [...link.text, ""] : [];
};

export const payLinkHtml = (order: Pick<OrderEmailFacts, "pay">): string => payLink(order)?.html ?? "";
