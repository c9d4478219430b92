/** What a cached public read depends on: a write to one of these invalidates it. */
export type Topic = "products" | "content" | "blog";
export const TOPICS: readonly Topic[] = ["products", "content", "blog"];
