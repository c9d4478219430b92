import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { trpc } from "../../lib/trpc";
import type { Product } from "./product";
import { SAMPLE_PRODUCTS } from "./sample-products";

interface ShopProducts {
  /** Undefined while the first answer is awaited. */
  products: readonly Product[] | undefined;
  isLoading: boolean;
}

/**
 * The catalogue from products.list. If the call fails the shopper still gets a store: the sample
 * products, with no message (spec §8). The failure is only a warning in the console.
 */
export function useShopProducts(): ShopProducts {
  const query = useQuery(trpc.products.list.queryOptions());

  useEffect(() => {
    if (query.isError)
      console.warn("Products could not be loaded; showing the sample products.", query.error);
  }, [query.isError, query.error]);

  if (query.isError) return { products: SAMPLE_PRODUCTS, isLoading: false };
  return { products: query.data, isLoading: query.isPending };
}
