// How sales tax reads to customers and staff, on the web, in e-mails and on paper alike. Like every
// file of the catalogue it imports nothing; each caller passes its own money formatter.

/** The kinds of exemption in words. */
export const exemptionKindWords = {
  school_po: "school purchase order",
  nonprofit: "nonprofit certificate",
  resale: "resale number",
} as const;

export interface ExemptionFacts {
  kind: keyof typeof exemptionKindWords;
  organisation: string;
  number: string;
}

/** "Chilton County Schools, school purchase order 4471". */
export const exemptionWords = (exemption: ExemptionFacts) =>
  `${exemption.organisation}, ${exemptionKindWords[exemption.kind]} ${exemption.number}`;

/** "Sales tax (Clanton, 8%)": the place and the combined rate an order was taxed at. */
export function salesTaxLabel(order: { tax_place: string | null; tax_lines: readonly { rate: number }[] }) {
  const rate = order.tax_lines.reduce((sum, line) => sum + line.rate, 0);
  const parts = [order.tax_place, rate > 0 ? `${Number(rate.toFixed(4))}%` : null].filter(Boolean);
  return parts.length > 0 ? `Sales tax (${parts.join(", ")})` : "Sales tax";
}

/** "Plus $58.00 sales tax (Clanton, estimate): $1,508.00 in all", or the exemption that makes it none. */
export function quoteTaxWords(
  tax: {
    tax: number;
    total: number;
    tax_place: string | null;
    exemption: ExemptionFacts | null;
    estimated: boolean;
  },
  money: (dollars: number) => string,
) {
  if (tax.exemption) return `No sales tax: exempt (${exemptionWords(tax.exemption)}).`;
  const where = [tax.tax_place, tax.estimated ? "estimate" : null].filter(Boolean).join(", ");
  return `Plus ${money(tax.tax)} sales tax${where ? ` (${where})` : ""}: ${money(tax.total)} in all.`;
}
