import { exemptionWords, quoteTaxWords as quoteTaxIn } from "@store/db/catalogue";
import { formatPrice } from "../shop/format";

export { exemptionWords, salesTaxLabel } from "@store/db/catalogue";

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

/** A quote's tax in a sentence, in the web's money format. */
export const quoteTaxWords = (tax: Parameters<typeof quoteTaxIn>[0]) => quoteTaxIn(tax, formatPrice);
