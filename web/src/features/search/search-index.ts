import type { SitePage } from "../../data/site-pages";
import { type StockDesign, stockDesignCategoryLabels } from "../../data/stock-designs";
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
    // There is no product page: a product opens the shop searched for its name.
    products: products.map((p) => ({
      id: `product-${p.id}`,
      kind: "products",
      label: p.name,
      description: `${formatPrice(p.price)} · ${p.category}`,
      href: `/shop?q=${encodeURIComponent(p.name)}`,
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
    // Posts have no page of their own yet: they open the blog.
    posts: posts.map((p) => ({
      id: `post-${p.id}`,
      kind: "posts",
      label: p.title,
      description: p.excerpt,
      href: "/blog",
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

/**
 * The groups with entries whose texts contain the query, ignoring case (spec §5), at most
 * `limit` per group; empty groups are left out. An empty query suggests a few pages instead.
 */
export function filterSearchGroups(groups: SearchGroup[], query: string, limit = RESULTS_PER_GROUP) {
  const needle = query.trim().toLowerCase();
  if (needle === "") {
    const pages = groups.find((g) => g.kind === "pages")?.entries ?? [];
    const suggested = SUGGESTED_PATHS.flatMap((path) => pages.filter((p) => p.href === path));
    return suggested.length ? [{ kind: "pages" as const, label: "Popular pages", entries: suggested }] : [];
  }
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries
        .filter((entry) => entry.haystack.some((text) => text.toLowerCase().includes(needle)))
        .slice(0, limit),
    }))
    .filter((group) => group.entries.length > 0);
}
