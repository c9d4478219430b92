import type { InitialProcedure, RouterInputs, RouterOutputs } from "@store/api";
import { queryClient, trpc } from "./trpc";

/** The entry of `"products.browse"` (router key, then procedure key) with its input and answer. */
type Seeded<P extends string> =
  P extends `${infer R extends keyof RouterInputs & keyof RouterOutputs}.${infer Q}`
    ? Q extends keyof RouterInputs[R] & keyof RouterOutputs[R]
      ? { procedure: P; input: RouterInputs[R][Q]; data: RouterOutputs[R][Q] }
      : never
    : never;

/** One answer the server put into the page, typed by its procedure (the server's list of them). */
type InitialQuery = { [P in InitialProcedure]: Seeded<P> }[InitialProcedure];

/**
 * Seeds the query cache with the answers the server put into the page (api/src/http/page-shell.ts),
 * so the first screen draws without waiting for its calls. Later visits fetch as usual.
 */
export function seedInitialData(doc: Document = document) {
  const block = doc.getElementById("initial-data");
  if (!block?.textContent) return;
  let queries: InitialQuery[];
  try {
    queries = JSON.parse(block.textContent) as InitialQuery[];
  } catch {
    return;
  } finally {
    block.remove();
  }
  for (const query of queries) {
    if (query.procedure === "products.browse") {
      // The shop reads its batches as an infinite query: this is its first page.
      queryClient.setQueryData(trpc.products.browse.infiniteQueryKey(query.input), {
        pages: [query.data],
        pageParams: [query.input.cursor ?? null],
      });
    } else if (query.procedure === "products.byId") {
      queryClient.setQueryData(trpc.products.byId.queryKey(query.input), query.data);
    } else if (query.procedure === "content.list") {
      queryClient.setQueryData(trpc.content.list.queryKey(query.input), query.data);
    } else if (query.procedure === "content.blogPosts") {
      queryClient.setQueryData(trpc.content.blogPosts.queryKey(query.input), query.data);
    }
  }
}
