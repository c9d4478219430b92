import type { OrderDto } from "../orders/schemas";

/**
 * The sales tax inside money given back, in dollars: the order's tax in proportion to the part of
 * its total refunded (lines refunded carry their own tax the same way, since each line's tax is
 * its share of the order's). Whole cents, rounded half up, never more than the order's tax.
 */
export function taxShare(order: Pick<OrderDto, "tax" | "total">, amountCents: number): number {
  const taxCents = Math.round(order.tax * 100);
  const totalCents = Math.round(order.total * 100);
  if (taxCents <= 0 || totalCents <= 0) return 0;
  return Math.min(taxCents, Math.round((taxCents * amountCents) / totalCents)) / 100;
}
