import { queryWords, scoreTexts } from "../../common/search-words";
import type { ReadArgs } from "../service-args";
import { catalogueSnapshot } from "./catalogue-snapshot";
import type { ProductDto } from "./schemas";
import type { ProductSearchInput } from "./search-schemas";

/** The best matches of a quick search and how many products match in all. */
export interface ProductSearchResult {
  items: ProductDto[];
  total: number;
}

/**
 * The quick search over the catalogue, on the server so that a shopper's phone never downloads the
 * whole catalogue to look for one cap. Every word must be in the name or the description; names
 * rank first; ties keep the catalogue's order (newest first). Cut from the catalogue snapshot, so a
 * write is found by the next search.
 */
export async function searchProducts({
  db,
  input,
}: ReadArgs<ProductSearchInput>): Promise<ProductSearchResult> {
  const words = queryWords(input.q);
  const { listed } = await catalogueSnapshot(db);
  const hits: { product: ProductDto; score: number; index: number }[] = [];
  listed.forEach((product, index) => {
    const score = scoreTexts(product.name, [product.name, product.description ?? ""], words);
    if (score !== undefined) hits.push({ product, score, index });
  });
  hits.sort((a, b) => b.score - a.score || a.index - b.index);
  return { items: hits.slice(0, input.limit).map((hit) => hit.product), total: hits.length };
}
