/** Where the built-in artwork for seeded records lives (served by the web app from /images). */
export const productImageUrl = (slug: string) => `/images/products/${slug}.svg`;
export const blogImageUrl = (slug: string) => `/images/blog/${slug}.svg`;
