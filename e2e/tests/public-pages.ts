import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedPosts } from "@store/db/seed";
import type { ApiProduct } from "./shop-helpers";

/** A route of the page table, as the build lists it (web/dist/pages.json, `kinds`). */
interface RouteKind {
  route: string;
  audience: string;
}

/**
 * The address each public route is opened at: a seeded product, design, package, post, sizing page
 * and team store for the routes with a parameter. A public route missing here fails the test.
 */
export function publicAddresses(product: ApiProduct): Record<string, string> {
  const post = seedPosts[0];
  if (!post) throw new Error("the seed has no blog post");
  return {
    "/": "/",
    "/shop": "/shop",
    "/shop/$productId": `/shop/${product.id}`,
    "/blog": "/blog",
    "/blog/$slug": `/blog/${post.slug}`,
    "/about": "/about",
    "/contact": "/contact",
    "/custom-artwork": "/custom-artwork",
    "/privacy": "/privacy",
    "/returns": "/returns",
    "/terms": "/terms",
    "/stock-designs": "/stock-designs",
    "/stock-designs/$id": "/stock-designs/design-1",
    "/team-packages": "/team-packages",
    "/team-packages/$sport": "/team-packages/soccer",
    "/team-packages/quote": "/team-packages/quote",
    "/team-packages/rush-fees": "/team-packages/rush-fees",
    "/sizing-info/$sport": "/sizing-info/football",
    "/search": "/search?q=tee",
    "/checkout": "/checkout",
    "/team/$slug": "/team/eagles-12u-2027",
    "/team-stores": "/team-stores",
  };
}

/** The public routes of the build the server serves: its page table (decision 066). */
export function publicRoutes(): string[] {
  const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url));
  const { kinds } = JSON.parse(readFileSync(path.join(dist, "pages.json"), "utf8")) as { kinds: RouteKind[] };
  return kinds.filter((kind) => kind.audience === "everyone").map((kind) => kind.route);
}
