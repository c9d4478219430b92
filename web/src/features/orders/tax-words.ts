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
