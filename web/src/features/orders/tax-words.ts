import { formatPrice } from "../shop/format";

/** How an order's exemption reads to the customer and to staff. */
export const exemptionKindWords = {
  school_po: "school purchase order",
  nonprofit: "nonprofit certificate",
  resale: "resale number",
} as const;

/** "Chilton County Schools, school purchase order 4471". */
export const exemptionWords = (exemption: {
  kind: keyof typeof exemptionKindWords;
  organisation: string;
  number: string;
}) => `${exemption.organisation}, ${exemptionKindWords[exemption.kind]} ${exemption.number}`;

/** An order's tax as its summary shows it. */
export const orderTax = (order: {
  tax: number;
  tax_place: string | null;
  exemption: Parameters<typeof exemptionWords>[0] | null;
}) => ({
  amount: order.tax,
  place: order.tax_place,
  exemption: order.exemption ? exemptionWords(order.exemption) : null,
});

/** "Sales tax (Clanton, 8%)": the place and the combined rate the order was taxed at. */
export function salesTaxLabel(order: { tax_place: string | null; tax_lines: readonly { rate: number }[] }) {
  const rate = order.tax_lines.reduce((sum, line) => sum + line.rate, 0);
  const parts = [order.tax_place, rate > 0 ? `${Number(rate.toFixed(4))}%` : null].filter(Boolean);
  return parts.length > 0 ? `Sales tax (${parts.join(", ")})` : "Sales tax";
}

/** "Plus $58.00 sales tax (Clanton, estimate): $1,508.00 in all", or the exemption that makes it none. */
export function quoteTaxWords(tax: {
  price: number;
  tax: number;
  total: number;
  tax_place: string | null;
  exemption: Parameters<typeof exemptionWords>[0] | null;
  estimated: boolean;
}) {
  if (tax.exemption) return `No sales tax: exempt (${exemptionWords(tax.exemption)}).`;
  const where = [tax.tax_place, tax.estimated ? "estimate" : null].filter(Boolean).join(", ");
  return `Plus ${formatPrice(tax.tax)} sales tax${where ? ` (${where})` : ""}: ${formatPrice(tax.total)} in all.`;
}
