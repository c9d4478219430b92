import { type BlogPost, blogPosts } from "@store/db";
import { asc, desc, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { ReadArgs } from "../service-args";
import type { BlogPostDto, BlogPostListInput } from "./schemas";

/** Maps a blog_posts row to the wire shape. */
export function toBlogPostDto(row: BlogPost): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    image_url: row.imageUrl,
    category: row.category,
    author: row.author,
    created_at: row.createdAt.toISOString(),
  };
}

/** Blog posts, newest first; the slug breaks ties so the order never shuffles between calls. */
export async function listBlogPosts({ db, input }: ReadArgs<BlogPostListInput>): Promise<BlogPostDto[]> {
  const query = db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), asc(blogPosts.slug));
  const rows = input?.limit ? await query.limit(input.limit) : await query;
  return rows.map(toBlogPostDto);
}

/** The post published under this slug; NOT_FOUND when there is none. */
export async function getBlogPost({ db, input: { slug } }: ReadArgs<{ slug: string }>): Promise<BlogPostDto> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (!row) throw AppError.notFound(`No blog post with slug ${slug}.`);
  return toBlogPostDto(row);
}
