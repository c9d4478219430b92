import { blogPosts } from "./data/blog-posts";

/**
 * The address each public route is opened at on a seeded store: a seeded product (whose id a fresh
 * seed makes anew, so it is passed in), design, package, post, sizing page and team store for the
 * routes with a parameter. Read by the page-weight and style checks and the screenshot script; a
 * public route missing here fails them.
 */
export function publicAddresses(productId: string): Record<string, string> {
  const post = blogPosts[0];
  if (!post) throw new Error("the seed has no blog post");
  return {
    "/": "/",
    "/shop": "/shop",
    "/shop/$productId": `/shop/${productId}`,
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
