import type { CoachPage } from "@store/api/contracts";
import { printedAs } from "@store/db/catalogue";

type Order = CoachPage["ordered"][number];
type Line = Order["items"][number];

/** What the coach reads for an order's payment; with one team invoice, families pay nothing online. */
export function paymentWords(
  order: Pick<Order, "payment_state">,
  mode: string,
): { label: string; color: string } {
  if (mode === "team_invoice" && order.payment_state === "unpaid")
    return { label: "Team invoice", color: "blue" };
  switch (order.payment_state) {
    case "paid":
      return { label: "Paid", color: "green" };
    case "deposit":
      return { label: "Part paid", color: "yellow" };
    case "refunded":
      return { label: "Refunded", color: "gray" };
    default:
      return { label: "Not paid", color: "red" };
  }
}

/** "2 × Game Jersey, Youth M, LEE #12" */
export function lineWords(line: Line): string {
  const printed = printedAs(line.print_name, line.print_number);
  return [`${line.quantity} × ${line.product_name}`, line.size, printed || null].filter(Boolean).join(", ");
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const money = (amount: number) => dollars.format(amount);

/** "3 players have not ordered yet" */
export function waitingWords(count: number): string {
  if (count === 0) return "Everyone on the roster has ordered.";
  return `${count} ${count === 1 ? "player has" : "players have"} not ordered yet.`;
}
