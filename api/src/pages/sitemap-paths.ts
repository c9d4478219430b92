import { blogPosts, type Database, products } from "@store/db";

/** The address of every product page, for the sitemap. */
export async function productPaths(db: Database): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).orderBy(products.id);
  return rows.map((row) => `/shop/${row.id}`);
}

/** The address of every blog post, for the sitemap. */
export async function blogPostPaths(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(blogPosts.slug);
  return rows.map((row) => `/blog/${row.slug}`);
}
