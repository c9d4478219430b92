import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { isServerRefusal, retryUnlessRefused } from "../../lib/server-refusal";
import { trpc } from "../../lib/trpc";
import { loadSampleProducts } from "../shop/load-sample-products";
import type { Product } from "../shop/product";

/**
 * The /shop/$productId loader. Coming from the shop, the product is already in the list's cache and
 * the page opens at once; otherwise products.byId is fetched into the query cache, with the related
 * products beside it (their failure only leaves the cards out). An id the server
 * does not know is the route's not-found state. When the server cannot be reached, a sample product
 * (the shop's fallback, spec §8) is shown if the id is one of theirs.
 */
export async function loadProduct(queryClient: QueryClient, id: string): Promise<Product> {
  const options = trpc.products.byId.queryOptions({ id });
  const listed = queryClient.getQueryData(trpc.products.list.queryKey())?.find((p) => p.id === id);
  if (listed && queryClient.getQueryData(options.queryKey) === undefined) {
    queryClient.setQueryData(options.queryKey, listed);
  }
  // Asked alongside the product, so the server draws the cards too; a failure only hides them.
  const related = queryClient
    .ensureQueryData({ ...trpc.products.related.queryOptions({ id }), retry: false })
    .catch(() => undefined);
  try {
    const product = await queryClient.ensureQueryData({
      ...options,
      retry: retryUnlessRefused,
    });
    await related;
    return product;
  } catch (error) {
    if (isServerRefusal(error)) throw notFound();
    const sample = (await loadSampleProducts()).find((p) => p.id === id);
    if (!sample) throw notFound();
    console.warn("The product could not be loaded; showing the sample product.", error);
    return sample;
  }
}
