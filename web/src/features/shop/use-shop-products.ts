import { type ShopCategory, type ShopView, shopBrowseQuery } from "@store/api/contracts";
import { keepPreviousData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { trpc } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { loadSampleView } from "./load-sample-products";
import type { ProductSummary } from "./product";
import type { SampleView } from "./sample-view";
import { DEFAULT_CATEGORY, DEFAULT_SORT } from "./shop-options";
import type { ShopSearch } from "./shop-search";

/** How long typing pauses before the server is asked (each keystroke would be a call otherwise). */
const SEARCH_DELAY_MS = 200;

export interface ShopProducts {
  /** The batches received so far, in order; undefined while the first is awaited. */
  products: readonly ProductSummary[] | undefined;
  /** Products in the whole view (category and search), not only those received. */
  total: number | undefined;
  /** What each category radio would show for the search. */
  counts: Record<ShopCategory, number> | undefined;
  isLoading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Each product once: a product moved by an edit between two batches (a new price, in price
 * order) can come again in the next one, and two cards with one key confuse React.
 */
function uniqueById(products: readonly ProductSummary[]): ProductSummary[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** The shop's batches for a view, as the page asks for them (and a server render prefetches). */
const shopBrowseOptions = (view: ShopView) =>
  trpc.products.browse.infiniteQueryOptions(shopBrowseQuery(view), {
    initialCursor: null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Fetches the first batch a shop address shows (/shop?category=hoodies&q=fleece&sort=price-asc). */
export async function prefetchShop(queryClient: QueryClient, search: ShopSearch): Promise<void> {
  const view: ShopView = {
    category: search.category ?? DEFAULT_CATEGORY,
    query: (search.q ?? "").trim(),
    sort: search.sort ?? DEFAULT_SORT,
  };
  await queryClient.prefetchInfiniteQuery(shopBrowseOptions(view));
}

/**
 * The shop's view of the catalogue, from the server a batch at a time (products.browse): a big
 * catalogue never arrives whole. If the call fails the shopper still gets a store: the sample
 * products, filtered here by the same rules, with no message (spec §8); only a console warning.
 */
export function useShopProducts({ category, query: typed, sort }: ShopView): ShopProducts {
  const query = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const browse = useInfiniteQuery({
    ...shopBrowseOptions({ category, query, sort }),
    // Another search or category keeps the current cards until the new ones arrive.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (browse.isError)
      console.warn("Products could not be loaded; showing the sample products.", browse.error);
  }, [browse.isError, browse.error]);

  // The samples and their filtering arrive as their own chunk, the first time the call fails.
  const [sampleView, setSampleView] = useState<SampleView>();
  useEffect(() => {
    if (!browse.isError || sampleView) return;
    loadSampleView().then(
      (view) => setSampleView(() => view),
      // Offline twice over: the skeletons stay, and the console says why.
      (error: unknown) => console.warn("The sample products could not be loaded either.", error),
    );
  }, [browse.isError, sampleView]);
  const samples = useMemo(
    () => (browse.isError && sampleView ? sampleView({ category, query, sort }) : undefined),
    [browse.isError, sampleView, category, query, sort],
  );
  const received = useMemo(
    () => browse.data && uniqueById(browse.data.pages.flatMap((p) => p.items)),
    [browse.data],
  );

  if (samples) {
    return {
      products: samples.shown,
      total: samples.shown.length,
      counts: samples.counts,
      isLoading: false,
      hasMore: false,
      loadingMore: false,
      loadMore: () => {},
    };
  }
  const first = browse.data?.pages[0];
  // The call failed and the samples are still on their way: the skeletons stay.
  const waitingForSamples = browse.isError;
  return {
    products: waitingForSamples ? undefined : received,
    total: first?.total,
    counts: first?.counts,
    isLoading: browse.isPending || waitingForSamples,
    hasMore: browse.hasNextPage,
    loadingMore: browse.isFetchingNextPage,
    loadMore: () => void browse.fetchNextPage(),
  };
}
