import type { RouterOutputs } from "@store/api/contracts";

/** A blog post as content.blogPosts and content.blogPost return it. */
export type BlogPost = RouterOutputs["content"]["blogPost"];

export type PostCategory = BlogPost["category"];

/** The blog's category radios (spec §2) in display order; "all" matches everything (spec §5). */
export const BLOG_CATEGORIES = [
  { value: "all", label: "All Posts" },
  { value: "training", label: "Training Tips" },
  { value: "equipment", label: "Equipment Reviews" },
  { value: "news", label: "Sports News" },
  { value: "nutrition", label: "Nutrition" },
] as const satisfies readonly { value: PostCategory | "all"; label: string }[];

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]["value"];

export const DEFAULT_BLOG_CATEGORY: BlogCategory = "all";

export const BLOG_CATEGORY_VALUES = BLOG_CATEGORIES.map((c) => c.value);

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  typeof value === "string" && (BLOG_CATEGORY_VALUES as readonly string[]).includes(value);

/** "Training Tips" for training: the badge and radio label of a category. */
export const categoryLabel = (category: BlogCategory): string =>
  BLOG_CATEGORIES.find((c) => c.value === category)?.label ?? "All Posts";

/**
 * "/blog/hydration-in-alabama-heat": a post's address. Links drawn as Mantine components
 * (component={Link}) lose the router's typed params, so they take this ready-made path.
 */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
