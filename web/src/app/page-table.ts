import { homeContentQuery, type PageFacts, shopBrowseQuery } from "@store/api/contracts";
import type { FileRoutesByTo } from "../routeTree.gen";

/**
 * Every page route's facts, in one place: who it is for, whether the server draws it and may keep
 * it, whether search engines may list it, its words, and what it reads first. The build puts this
 * table into pages.json (build/pages-manifest.ts); the server derives from it what it draws, keeps,
 * titles, lists in the sitemap, marks private and redacts in its logs (decision 066). A route
 * without an entry fails the type check. "/admin" stands for the whole staff portal.
 */
type PageRoute = Exclude<keyof FileRoutesByTo, `/admin/${string}`> | "/admin" | "/admin/login";

/** A public page whose words are in the list of known pages (data/page-meta.ts). */
const listed: PageFacts = { audience: "everyone", drawn: true, cached: true, sitemap: true, words: "listed" };

/** A page a private link opens: its token is the holder's only credential (security.md). */
const privateLink = (title: string, description: string, reads: PageFacts["reads"]): PageFacts => ({
  audience: "link-holder",
  drawn: true,
  cached: false,
  sitemap: false,
  words: { title, description },
  reads,
});

/** A page of a signed-in customer's account: drawn in the browser, with the customer's session. */
const account = (title: string, description: string): PageFacts => ({
  audience: "account",
  drawn: false,
  cached: false,
  sitemap: false,
  words: { title, description },
});

const staff: PageFacts = {
  audience: "staff",
  drawn: false,
  cached: false,
  sitemap: false,
  words: { title: "Admin Portal", description: "" },
};

export const pageTable: Record<PageRoute, PageFacts> = {
  "/": {
    ...listed,
    reads: [{ procedure: "content.list", input: homeContentQuery }],
  },
  "/shop": {
    ...listed,
    // The shop's first batch in its default view (a filtered address asks for its own).
    reads: [
      {
        procedure: "products.browse",
        input: shopBrowseQuery({ category: "all", query: "", sort: "name" }),
      },
    ],
  },
  "/shop/$productId": {
    ...listed,
    words: "from-reads",
    reads: [
      { procedure: "products.byId", input: { id: "$productId" } },
      { procedure: "products.related", input: { id: "$productId" }, optional: true },
    ],
  },
  "/blog": { ...listed, reads: [{ procedure: "content.blogPosts", input: {} }] },
  // The list is what both blog pages start from: the post page finds its post in it.
  "/blog/$slug": { ...listed, words: "from-reads", reads: [{ procedure: "content.blogPosts", input: {} }] },
  "/about": listed,
  "/contact": listed,
  "/team-stores": listed,
  "/custom-artwork": listed,
  "/privacy": listed,
  "/returns": listed,
  "/terms": listed,
  "/stock-designs": listed,
  "/stock-designs/$id": listed,
  "/team-packages": listed,
  "/team-packages/$sport": listed,
  "/team-packages/quote": listed,
  "/team-packages/rush-fees": listed,
  "/sizing-info/$sport": listed,
  "/search": { ...listed, sitemap: false },
  // The visitor's own cart, kept in their browser: nothing to draw or keep on the server.
  "/checkout": { ...listed, drawn: false, cached: false, sitemap: false },
  // A team's store names its players: never listed, drawn for each visit (it fills as families order).
  "/team/$slug": {
    audience: "everyone",
    drawn: true,
    cached: false,
    sitemap: false,
    words: "from-reads",
    reads: [
      { procedure: "teamStores.familyStore", input: { slug: "$slug" } },
      // Who is signed in, for the saved players' picker: a signed-out family's page knows it from
      // its HTML, so it makes no call and never downloads the client's HTTP links (decision 080).
      { procedure: "account.session", optional: true, signedOutOnly: true },
    ],
  },
  "/team/$slug/order/$token": privateLink(
    "Your Team Order",
    "Your team store order: what you chose, its status and when to pick it up.",
    [{ procedure: "teamStores.teamOrder", input: { token: "$token" } }],
  ),
  "/coach/$token": privateLink(
    "Your Team Store",
    "Who has ordered from your team store, and who has not yet.",
    [{ procedure: "coach.page", input: { token: "$token" } }],
  ),
  "/orders/$token": privateLink("Your Order", "Your order's status and details.", [
    { procedure: "checkout.track", input: { token: "$token" } },
  ]),
  "/review/$token": privateLink(
    "Your Quote and Proofs",
    "Your team quote or artwork request, its proofs and your approval.",
    [{ procedure: "review.get", input: { token: "$token" } }],
  ),
  "/account": account("Your Account", "Your orders, quotes, saved players and addresses."),
  "/account/orders/$id": account("Your Order", "Your order's status and details."),
  "/account/requests/$kind/$id": account("Your Request", "Your quote or artwork request and its proofs."),
  "/account/privacy/export": account("Download Your Data", "Everything the store holds about your account."),
  "/account/privacy/delete": account("Delete Your Account", "Delete your account."),
  // The sign-in pages read nothing (the e-mailed link's token stays in the address's fragment).
  "/account/sign-in": {
    ...account("Sign In", "Sign in to your account with a link or code sent to your e-mail."),
    drawn: true,
  },
  "/account/sign-in/link": {
    ...account("Sign In", "Signing you in with the link from your e-mail."),
    drawn: true,
  },
  "/admin": staff,
  "/admin/login": staff,
};
