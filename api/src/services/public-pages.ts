import { blogPosts, type Database, websiteContent } from "@store/db";
import { and, eq } from "drizzle-orm";

const BLOG_POST_PATH = /^\/blog\/([a-z0-9-]{1,200})$/;

/** A blog post's address, title and summary: what its page shows search engines before any script. */
export async function blogPostPageMeta(db: Database, pathname: string) {
  const slug = BLOG_POST_PATH.exec(pathname)?.[1];
  if (!slug) return undefined;
  const [post] = await db
    .select({ title: blogPosts.title, description: blogPosts.excerpt })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  return post;
}

/** The home hero's first middle picture: the largest thing a phone paints on the front page. */
const FIRST_HERO_KEY = "slide_1_image_2";
const FIRST_HERO_DEFAULT = "/images/hero/slide-1-2.svg";

/** Pictures a page paints first and large, so the HTML can ask for them before any script runs. */
export async function leadImages(db: Database, pathname: string): Promise<string[]> {
  if (pathname !== "/") return [];
  const [row] = await db
    .select({ value: websiteContent.contentValue })
    .from(websiteContent)
    .where(
      and(
        eq(websiteContent.pageName, "home"),
        eq(websiteContent.sectionName, "hero"),
        eq(websiteContent.contentKey, FIRST_HERO_KEY),
      ),
    )
    .limit(1);
  // Same rule as the home page: a blank value shows the built-in picture.
  const value = row?.value?.trim();
  return [value ? value : FIRST_HERO_DEFAULT];
}

/** The address of every blog post, for the sitemap. */
export async function blogPostPaths(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(blogPosts.slug);
  return rows.map((row) => `/blog/${row.slug}`);
}
