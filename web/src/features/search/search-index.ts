import { queryWords, scoreTexts } from "@store/api/contracts";
import type { SitePage } from "../../data/site-search-pages";
import { stockDesignCategoryLabels } from "../../data/stock-design-categories";
import type { StockDesign } from "../../data/stock-designs";
import { formatPrice } from "../shop/format";

export type SearchKind = "products" | "designs" | "posts" | "pages";

export interface SearchEntry {
  id: string;
  kind: SearchKind;
  label: string;
  description: string;
  /** Where choosing the entry goes (path and query). */
  href: string;
  /** The texts a query is matched against (spec §5: which fields count per kind). */
  haystack: string[];
}

/** A group's best matches, and how many there are in all. */
export interface SearchResultGroup extends SearchGroup {
  total: number;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  entries: SearchEntry[];
}

export interface SearchProduct {
  id: string;
  name: string;
  description: string | null;
  price: number;
  category: string;
}

export interface SearchPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
}

export interface SearchSources {
  products: SearchProduct[];
  designs: StockDesign[];
  posts: SearchPost[];
  pages: SitePage[];
}

const groupLabels: Record<SearchKind, string> = {
  products: "Products",
  designs: "Stock Designs",
  posts: "Blog Posts",
  pages: "Pages",
};

/** Results shown per group, so one long list never pushes the others out of view. */
export const RESULTS_PER_GROUP = 5;

/** Pages offered before anything is typed. */
const SUGGESTED_PATHS = ["/shop", "/team-packages", "/stock-designs", "/custom-artwork", "/contact"];

/** Every searchable thing, grouped in the order the results show them. */
export function buildSearchGroups({ products, designs, posts, pages }: SearchSources): SearchGroup[] {
  const entries: Record<SearchKind, SearchEntry[]> = {
    // A product opens its own page.
    products: products.map((p) => ({
      id: `product-${p.id}`,
      kind: "products",
      label: p.name,
      description: `${formatPrice(p.price)} · ${p.category}`,
      href: `/shop/${encodeURIComponent(p.id)}`,
      haystack: [p.name, p.description ?? ""],
    })),
    designs: designs.map((d) => ({
      id: d.id,
      kind: "designs",
      label: d.name,
      description: `${stockDesignCategoryLabels[d.category]} · ${d.tags.join(", ")}`,
      href: `/stock-designs/${d.id}`,
      haystack: [d.name, d.description, ...d.tags],
    })),
    posts: posts.map((p) => ({
      id: `post-${p.id}`,
      kind: "posts",
      label: p.title,
      description: p.excerpt,
      href: `/blog/${p.slug}`,
      haystack: [p.title, p.excerpt],
    })),
    pages: pages.map((p) => ({
      id: `page-${p.path}`,
      kind: "pages",
      label: p.title,
      description: p.path,
      href: p.path,
      haystack: [p.title, ...p.keywords],
    })),
  };
  return (Object.keys(groupLabels) as SearchKind[]).map((kind) => ({
    kind,
    label: groupLabels[kind],
    entries: entries[kind],
  }));
}

/** How well an entry answers the words (the rule of search-words.ts); undefined when it does not. */
const scoreEntry = (entry: SearchEntry, words: readonly string[]) =>
  scoreTexts(entry.label, entry.haystack, words);

interface Hit {
  entry: SearchEntry;
  index: number;
  score: number;
}

/** Every entry matching all the words with its score, best first; ties keep the catalogue's order. */
function rankEntries(entries: readonly SearchEntry[], words: readonly string[]): Hit[] {
  return entries
    .map((entry, index) => ({ entry, index, score: scoreEntry(entry, words) }))
    .filter((hit): hit is Hit => hit.score !== undefined)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

/** Every entry matching all the words, best first. */
export const searchEntries = (entries: readonly SearchEntry[], words: readonly string[]) =>
  rankEntries(entries, words).map((hit) => hit.entry);

/**
 * The groups with entries matching every word of the query, best first within a group and best
 * group first, at most `limit` per group (and the full count); empty groups are left out. An
 * empty query suggests a few pages. A group searched on the server (the products) holds only its
 * best matches; `totals` gives how many there are in all.
 */
export function filterSearchGroups(
  groups: SearchGroup[],
  query: string,
  limit = RESULTS_PER_GROUP,
  totals: Partial<Record<SearchKind, number>> = {},
): SearchResultGroup[] {
  const words = queryWords(query);
  if (words.length === 0) {
    const pages = groups.find((g) => g.kind === "pages")?.entries ?? [];
    const suggested = SUGGESTED_PATHS.flatMap((path) => pages.filter((p) => p.href === path));
    return suggested.length
      ? [{ kind: "pages" as const, label: "Popular pages", entries: suggested, total: suggested.length }]
      : [];
  }
  // Groups follow their best hit, so pages named "Football" come before a beanie that mentions it.
  return groups
    .map((group, order) => {
      const hits = rankEntries(group.entries, words);
      const best = hits[0]?.score ?? -1;
      return {
        order,
        best,
        group: {
          ...group,
          entries: hits.slice(0, limit).map((h) => h.entry),
          total: hits.length === 0 ? 0 : Math.max(totals[group.kind] ?? 0, hits.length),
        },
      };
    })
    .filter(({ group }) => group.total > 0)
    .sort((a, b) => b.best - a.best || a.order - b.order)
    .map(({ group }) => group);
}
