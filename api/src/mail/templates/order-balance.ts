import type { OrderEmailFacts } from "../order-email-facts";
import { escapeHtml } from "./escape";
import { formatMoney } from "./format";

// What the customer still owes, said the same way in every order e-mail and on the order's page:
// "Paid so far" and "Balance due" once anything was paid, else the balance and where to pay it.
// Only the sums: the payments themselves (method, check number, staff notes) stay in the store.

type MoneyFacts = Pick<OrderEmailFacts, "total" | "amountPaid" | "balance">;

/** The balance lines, label and amount, as they follow the total. */
export function balanceLines(order: MoneyFacts): [label: string, amount: string][] {
  const paid = order.amountPaid ?? 0;
  const balance = order.balance ?? order.total;
  if (paid <= 0) return [["Balance due", `${formatMoney(balance)} (pay in store or by invoice)`]];
  return [
    ["Paid so far", formatMoney(paid)],
    ["Balance due", balance > 0 ? formatMoney(balance) : `${formatMoney(0)} (paid in full, thank you)`],
  ];
}

/** The balance as plain-text lines. */
export const balanceText = (order: MoneyFacts): string[] =>
  balanceLines(order).map(([label, amount]) => `${label}: ${amount}`);

/** The balance as rows of the items table (four columns, label over the first three). */
export const balanceRowsHtml = (order: MoneyFacts): string =>
  balanceLines(order)
    .map(
      ([label, amount]) =>
        `<tr><td colspan="3" align="right" style="padding:4px 8px">${escapeHtml(label)}</td><td align="right" style="padding:4px 8px">${escapeHtml(amount)}</td></tr>`,
    )
    .join("\n");

/** One sentence for e-mails without the items table (a status change). */
export function balanceSentence(order: MoneyFacts): string {
  const paid = order.amountPaid ?? 0;
  const balance = order.balance ?? order.total;
  if (balance <= 0 && paid > 0) return `Your order is paid in full (${formatMoney(paid)}). Thank you!`;
  if (paid > 0) return `Paid so far: ${formatMoney(paid)}. Balance due: ${formatMoney(balance)}.`;
  return `Balance due: ${formatMoney(balance)}.`;
}
