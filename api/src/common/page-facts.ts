/**
 * What the web app's page table (web/src/app/page-table.ts) says of each page route, and what the
 * build writes of it into pages.json for the server. Types and pure helpers only: the browser's
 * build and the server both read them.
 */

/**
 * Who a page is for. `everyone`: the same page for every visitor. `link-holder`: opened by a
 * private link whose token is in its address. `account`: a signed-in customer's own. `staff`: the
 * portal. Every audience but `everyone` is personal: drawn per request if at all, never kept in a
 * shared cache, `Cache-Control: private, no-store`, `noindex`, and sent with no Referer.
 */
export type Audience = "everyone" | "link-holder" | "account" | "staff";

/** The procedures a page may read first: the server reads them and the page starts from their answers. */
export type InitialProcedure =
  | "products.browse"
  | "products.byId"
  | "products.related"
  | "content.list"
  | "content.blogPosts"
  | "teamStores.familyStore"
  | "teamStores.teamOrder"
  | "coach.page"
  | "checkout.track"
  | "review.get"
  | "account.session";

/**
 * One first read: a procedure and its input (none: a procedure without input), where a string
 * "$name" is the route's parameter `name`.
 */
export interface PageRead {
  procedure: InitialProcedure;
  input?: Record<string, unknown>;
  /** The page is still the page without this answer (a product's suggestions). */
  optional?: true;
  /**
   * Only a signed-out visitor's answer (`customer: null`) goes into the page, which then never
   * carries anyone's details; a signed-in visitor's page asks for it itself, as without the read.
   */
  signedOutOnly?: true;
}

export interface PageFacts {
  audience: Audience;
  /** Drawn on the server, so its content is in the first HTML. */
  drawn: boolean;
  /** The shared cache may keep the drawn page (only a page the same for everyone). */
  cached: boolean;
  /** Listed in the sitemap and open to search engines (else `noindex`). */
  sitemap: boolean;
  /**
   * Its title and description: fixed words, the list of known pages ("listed": data/page-meta.ts),
   * or made from what it reads first ("from-reads": common/page-words.ts).
   */
  words: "listed" | "from-reads" | { title: string; description: string };
  /** What the page reads first, once, on the server: its status, words, first pictures and data. */
  reads?: PageRead[];
}

/** One route's facts as the build writes them into pages.json. */
export interface PageKind extends PageFacts {
  /** The route as the web app names it: "/team/$slug/order/$token"; "/admin" covers the portal. */
  route: string;
}

/** Whether an audience's pages are someone's own (see Audience). */
export const isPersonal = (audience: Audience) => audience !== "everyone";

/** The route's parameters in a path, or undefined when the path is not the route's. */
export function routeParams(route: string, path: string): Record<string, string> | undefined {
  const pattern = route.split("/");
  const parts = path.split("/");
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index] ?? "";
    if (segment.startsWith("$")) {
      if (!part) return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (segment !== part) return undefined;
  }
  return params;
}

/** A read's input with each "$name" replaced by the route's parameter. */
export function readInput(
  read: PageRead,
  params: Record<string, string>,
): Record<string, unknown> | undefined {
  if (!read.input) return undefined;
  return Object.fromEntries(
    Object.entries(read.input).map(([key, value]) => [
      key,
      typeof value === "string" && value.startsWith("$") ? (params[value.slice(1)] ?? "") : value,
    ]),
  );
}
