// The seed's records, for the tools that draw their pictures (tools/artwork).
export { blogPosts } from "./blog-posts";
export { catalogProducts, sampleProducts } from "./products";
export type { SeedBlogPost, SeedProduct } from "./types";
