import type { Context as HonoContext } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

type Fields = RouterInputs["content"]["create"];
type ContentFilters = RouterInputs["content"]["list"];
type BlogFilters = RouterInputs["content"]["blogPosts"];

/**
 * The documented query parameters of a GET list, and only those. Anything else is ignored rather
 * than refused: the spec's generic table wrapper sends page_name/section_name/limit to every table
 * and the blog page may add an ordering such as `order=created_at.desc` (newest first is already the
 * order). Typed as the procedure input only to satisfy the caller: the zod schema does the checking,
 * so a bad limit or content_type is still a 400 naming it.
 */
function queryParams<T>(c: HonoContext<AppEnv>, names: readonly string[]): T {
  const query = c.req.query();
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = query[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked as T;
}

const CONTENT_FILTERS = ["page_name", "section_name", "content_type", "limit"] as const;

/** /api/website-content: anyone reads, admins write. */
export const websiteContentRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).content.list(queryParams<ContentFilters>(c, CONTENT_FILTERS))))
  .get("/stats", (c) => respond(c, () => api(c).content.stats()))
  .post("/", (c) => respond(c, async () => api(c).content.create(await readJsonObject<Fields>(c)), 201))
  .put("/:id", (c) =>
    respond(c, async () =>
      api(c).content.update({ ...(await readJsonObject<Fields>(c)), id: c.req.param("id") }),
    ),
  )
  .delete("/:id", (c) => respond(c, () => api(c).content.delete({ id: c.req.param("id") })));

/** /api/blog-posts: newest first, and one post by its slug; read-only. */
export const blogPostsRest = new Hono<AppEnv>()
  .get("/", (c) => respond(c, () => api(c).content.blogPosts(queryParams<BlogFilters>(c, ["limit"]))))
  .get("/:slug", (c) => respond(c, () => api(c).content.blogPost({ slug: c.req.param("slug") })));
