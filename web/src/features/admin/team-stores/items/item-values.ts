import "../../../../lib/zod-jitless";
import {
  itemFieldsOf,
  type ProductDto,
  type TeamStoreItemDto,
  type TeamStoreItemFields,
  teamStoreItemFields,
} from "@store/api/contracts";
import type { TeamStorePersonalisation } from "@store/db/catalogue";
import { formatMoney } from "../../shared/format";

/** One item as its form holds it: amounts as typed. */
export interface ItemValues {
  product_id: string;
  price: number | string;
  fundraising: number | string;
  sizes: string[];
  personalisation: TeamStorePersonalisation;
  personalisation_required: boolean;
  max_name_length: number | string;
  personalisation_fee: number | string;
  required: boolean;
  in_bundle: boolean;
}

export const blankItem: ItemValues = {
  product_id: "",
  price: "",
  fundraising: 0,
  sizes: [],
  personalisation: "none",
  personalisation_required: false,
  max_name_length: 12,
  personalisation_fee: 0,
  required: false,
  in_bundle: false,
};

/** A stored item in its form: what the server takes back is what the form holds. */
export const itemValuesOf = (item: TeamStoreItemDto): ItemValues => itemFieldsOf(item);

/** A product just picked: the catalogue's price and every size it comes in. */
export const itemValuesForProduct = (values: ItemValues, product: ProductDto): ItemValues => ({
  ...values,
  product_id: product.id,
  price: product.price,
  sizes: [...product.sizes],
});

export const itemInput = (values: ItemValues): TeamStoreItemFields => ({
  ...values,
  price: Number(values.price),
  fundraising: Number(values.fundraising || 0),
  max_name_length: Number(values.max_name_length),
  personalisation_fee: Number(values.personalisation_fee || 0),
});

/**
 * The server's schema over what would be sent, plus what the form can tell at once: a price under
 * the catalogue's, fundraising above the price, a product with sizes but none allowed.
 */
export function validateItem(values: ItemValues, product: ProductDto | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.product_id) errors.product_id = "Choose a product.";
  const parsed = teamStoreItemFields.safeParse(itemInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  const price = Number(values.price);
  if (product && !errors.price && price < product.price) {
    errors.price = `The store price cannot be below the catalogue price (${formatMoney(product.price)}).`;
  }
  if (!errors.fundraising && Number(values.fundraising || 0) > price) {
    errors.fundraising = "Fundraising cannot be more than the store price.";
  }
  if (product && product.sizes.length > 0 && values.sizes.length === 0) {
    errors.sizes = "Allow at least one size.";
  }
  return errors;
}
