// Where the built-in artwork for seeded records lives (served by the web app from /images).
export { productImageUrl } from "../catalogue/sample-products";
export const blogImageUrl = (slug: string) => `/images/blog/${slug}.svg`;
