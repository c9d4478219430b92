import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, isRedirect } from "@tanstack/react-router";
import { createRequestHandler, RouterServer } from "@tanstack/react-router/ssr/server";
import { renderToString } from "react-dom/server";
import { AppProviders } from "./app/AppProviders";
import { createAppRouter } from "./app/create-router";
import { CartButtonView } from "./features/cart/CartButton";
import { dehydrateDrawn, type InitialData, type InitialQuery, seedQueries } from "./lib/initial-data";
import { answerCallsInProcess, QUERY_DEFAULTS } from "./lib/trpc";

export interface RenderRequest {
  /** The page's address: path and query string. */
  url: string;
  /** The site's origin, for the page's absolute links (structured data). */
  origin: string;
  /** Answers the server already looked up for this page. */
  queries: readonly InitialQuery[];
  /** Answers any other call the page's loaders make, inside the server's process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /**
   * Where the router sends this address instead (its search written the canonical way, e.g.
   * /shop?category=socks to /shop); then there is no markup.
   */
  redirectTo?: string;
  /** The page's markup, for inside #root. */
  html: string;
  /** The query cache the page was drawn with, for the browser to hydrate from. */
  data: InitialData;
  /**
   * Parts of every page that the browser shows only after hydration, from the visitor's own browser
   * (the saved cart's count): not in the markup, but their styles must be in the page's.
   */
  afterHydration?: string;
}

/**
 * Draws one public page on the server with the same router and providers as the browser, through
 * the router's own request handler: it runs the route's loaders (their calls answered in-process)
 * and answers a redirect itself; else React draws the page in one pass, and the cache it read goes
 * into the page so the browser's first render is the same.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  answerCallsInProcess(request.fetch);
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  seedQueries(queryClient, request.queries);
  const handle = createRequestHandler({
    request: new Request(new URL(request.url, request.origin)),
    createRouter: () =>
      createAppRouter(queryClient, {
        history: createMemoryHistory({ initialEntries: [request.url] }),
        origin: request.origin,
      }),
  });
  let drawn: RenderedPage | undefined;
  const answer = await handle(async ({ router }) => {
    const html = renderToString(
      <AppProviders queryClient={queryClient}>
        <RouterServer router={router} />
      </AppProviders>,
    );
    drawn = { html, data: { rendered: dehydrateDrawn(queryClient) }, afterHydration: afterHydrationMarkup() };
    // The markup goes back above, not in this answer: the API puts it into its own page shell.
    return new Response(null);
  });
  queryClient.clear();
  if (drawn) return drawn;
  const location = isRedirect(answer) ? answer.headers.get("Location") : undefined;
  return { redirectTo: location ?? "/", html: "", data: [] };
}

let afterHydration: string | undefined;
/** Drawn once: the same for every page. */
function afterHydrationMarkup(): string {
  afterHydration ??= renderToString(
    <AppProviders queryClient={new QueryClient()}>
      <CartButtonView count={1} />
    </AppProviders>,
  );
  return afterHydration;
}
