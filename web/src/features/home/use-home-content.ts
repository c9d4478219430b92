import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { trpc } from "../../lib/trpc";
import {
  type HeroSlide,
  heroContentQuery,
  heroSlidesFrom,
  type VendorLogo,
  vendorContentQuery,
  vendorLogosFrom,
} from "./home-content";

// The built-in artwork is a complete answer, so a failed call is not retried and not shown to the
// shopper: it is only logged (as a warning — it is not an application error).
const contentQueryOptions = { retry: false, staleTime: 5 * 60_000 } as const;

function useWarnOnError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.warn(`Could not load the home page ${what}; showing the built-in images.`, error);
  }, [error, what]);
}

/** The hero slides, or null while the content is still on its way. */
export function useHeroSlides(): HeroSlide[] | null {
  const query = useQuery({ ...trpc.content.list.queryOptions(heroContentQuery), ...contentQueryOptions });
  useWarnOnError(query.error, "hero content");
  const settled = !query.isPending;
  const data = query.data;
  return useMemo(() => (settled ? heroSlidesFrom(data) : null), [settled, data]);
}

/** The vendor logos, or null while the content is still on its way. */
export function useVendorLogos(): VendorLogo[] | null {
  const query = useQuery({ ...trpc.content.list.queryOptions(vendorContentQuery), ...contentQueryOptions });
  useWarnOnError(query.error, "vendor logos");
  const settled = !query.isPending;
  const data = query.data;
  return useMemo(() => (settled ? vendorLogosFrom(data) : null), [settled, data]);
}
