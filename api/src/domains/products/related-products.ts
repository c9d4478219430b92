import { notFound } from "../../common/not-found";
import type { ById, ReadArgs } from "../service-args";
import { catalogueSnapshot } from "./catalogue-snapshot";
import { type ProductDto, type ProductSummaryDto, RELATED_LIMIT, summaryOf } from "./schemas";

/**
 * The products a product page suggests below it: others of its category, those a shopper can buy
 * first, then by name (the snapshot's order), at most `limit`. Pure, so the rule is tested alone.
 */
export function pickRelated(
  byName: readonly ProductDto[],
  product: Pick<ProductDto, "id" | "category">,
  limit = RELATED_LIMIT,
): ProductDto[] {
  const sameCategory = byName.filter((p) => p.id !== product.id && p.category === product.category);
  const buyable = sameCategory.filter((p) => p.in_stock !== false);
  const soldOut = sameCategory.filter((p) => p.in_stock === false);
  return [...buyable, ...soldOut].slice(0, limit);
}

/**
 * A product's related products, cut from the catalogue snapshot (read once per catalogue version,
 * so a product page costs no extra query); an id the catalogue does not hold is a 404, like byId.
 */
export async function relatedProducts({ db, input: { id } }: ReadArgs<ById>): Promise<ProductSummaryDto[]> {
  const { orders } = await catalogueSnapshot(db);
  const product = orders.name.find((p) => p.id === id);
  if (!product) throw notFound("product", id);
  return pickRelated(orders.name, product).map(summaryOf);
}
