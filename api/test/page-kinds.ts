import type { PageKind } from "../src/common/page-facts";
import { homeContentQuery } from "../src/domains/content/home-page-content";

// What the build writes into pages.json for the routes these tests serve (web/src/app/page-table.ts
// is the real table; the browser suite serves the real build). A hand-made build names its pages'
// routes like the real one does.
const listed = { audience: "everyone", drawn: true, cached: true, sitemap: true, words: "listed" } as const;
const privateLink = (route: string, title: string, reads: PageKind["reads"]): PageKind => ({
  route,
  audience: "link-holder",
  drawn: true,
  cached: false,
  sitemap: false,
  words: { title, description: `${title}.` },
  reads,
});
const account = (route: string, title: string, drawn = false): PageKind => ({
  route,
  audience: "account",
  drawn,
  cached: false,
  sitemap: false,
  words: { title, description: "Your orders, quotes, saved players and addresses." },
});

export const PAGE_KINDS: PageKind[] = [
  {
    route: "/",
    ...listed,
    reads: [{ procedure: "content.list", input: homeContentQuery }],
  },
  {
    route: "/shop",
    ...listed,
    reads: [{ procedure: "products.browse", input: { category: "all", q: "", sort: "name", limit: 48 } }],
  },
  {
    route: "/shop/$productId",
    ...listed,
    words: "from-reads",
    reads: [
      { procedure: "products.byId", input: { id: "$productId" } },
      { procedure: "products.related", input: { id: "$productId" }, optional: true },
    ],
  },
  { route: "/blog", ...listed, reads: [{ procedure: "content.blogPosts", input: {} }] },
  {
    route: "/blog/$slug",
    ...listed,
    words: "from-reads",
    reads: [{ procedure: "content.blogPosts", input: {} }],
  },
  ...[
    "/about",
    "/contact",
    "/stock-designs",
    "/stock-designs/$id",
    "/team-packages",
    "/team-packages/$sport",
  ].map((route) => ({ route, ...listed })),
  { route: "/search", ...listed, sitemap: false },
  { route: "/checkout", ...listed, drawn: false, cached: false, sitemap: false },
  {
    route: "/team/$slug",
    audience: "everyone",
    drawn: true,
    cached: false,
    sitemap: false,
    words: "from-reads",
    reads: [
      { procedure: "teamStores.familyStore", input: { slug: "$slug" } },
      { procedure: "account.session", optional: true, signedOutOnly: true },
    ],
  },
  privateLink("/team/$slug/order/$token", "Your Team Order", [
    { procedure: "teamStores.teamOrder", input: { token: "$token" } },
  ]),
  privateLink("/coach/$token", "Your Team Store", [{ procedure: "coach.page", input: { token: "$token" } }]),
  privateLink("/orders/$token", "Your Order", [{ procedure: "checkout.track", input: { token: "$token" } }]),
  privateLink("/review/$token", "Your Quote and Proofs", [
    { procedure: "review.get", input: { token: "$token" } },
  ]),
  account("/account", "Your Account"),
  account("/account/orders/$id", "Your Order"),
  account("/account/sign-in", "Sign In", true),
  account("/account/sign-in/link", "Sign In", true),
  {
    route: "/admin",
    audience: "staff",
    drawn: false,
    cached: false,
    sitemap: false,
    words: { title: "Admin Portal", description: "" },
  },
];
