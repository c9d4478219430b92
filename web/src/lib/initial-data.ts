import type { InitialProcedure, RouterInputs, RouterOutputs } from "@store/api";
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { isServerRefusal } from "./server-refusal";
import { trpc } from "./trpc";

/** The entry of `"products.browse"` (router key, then procedure key) with its input and answer. */
type Seeded<P extends string> =
  P extends `${infer R extends keyof RouterInputs & keyof RouterOutputs}.${infer Q}`
    ? Q extends keyof RouterInputs[R] & keyof RouterOutputs[R]
      ? { procedure: P; input: RouterInputs[R][Q]; data: RouterOutputs[R][Q] }
      : never
    : never;

/** One answer the server put into the page, typed by its procedure (the server's list of them). */
export type InitialQuery = { [P in InitialProcedure]: Seeded<P> }[InitialProcedure];

/**
 * What the page's data block carries: the answers the server looked up for the page (a page the
 * server sent undrawn), or the query cache the server drew the page with (a server-rendered page).
 */
export type InitialData = InitialQuery[] | { rendered: DehydratedState };

/** Puts the server's answers into a query cache under the keys the page's own calls use. */
export function seedQueries(queryClient: QueryClient, queries: readonly InitialQuery[]) {
  for (const query of queries) {
    if (query.procedure === "products.browse") {
      // The shop reads its batches as an infinite query: this is its first page.
      queryClient.setQueryData(trpc.products.browse.infiniteQueryKey(query.input), {
        pages: [query.data],
        pageParams: [query.input.cursor ?? null],
      });
    } else {
      const [domain, name] = query.procedure.split(".") as [string, string];
      // biome-ignore lint/suspicious/noExplicitAny: the page table's procedure, reached by its dotted name.
      const procedure = (trpc as any)[domain][name] as { queryKey(input: unknown): readonly unknown[] };
      queryClient.setQueryData(procedure.queryKey(query.input), query.data);
    }
  }
}

/**
 * Seeds the query cache from the page's data block (api/src/pages/page-shell.ts), so the first
 * screen draws, or hydrates, without waiting for its calls. Later visits fetch as usual.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document) {
  const block = doc.getElementById("initial-data");
  if (!block?.textContent) return;
  let data: InitialData;
  try {
    data = JSON.parse(block.textContent) as InitialData;
  } catch {
    return;
  } finally {
    block.remove();
  }
  if (Array.isArray(data)) seedQueries(queryClient, data);
  else hydrate(queryClient, withRefusals(asOfNow(data.rendered)));
}

/** A refusal as it travels in the page: the error's shape (its message, code and status). */
interface TravellingRefusal {
  refused: { message: string; code: number; data: unknown };
}

/**
 * The query cache a page was drawn with, for the page's data block: the answers, and the server's
 * refusals (a link that opens nothing), so the browser draws the same "not found" words the server
 * drew instead of a spinner. An error is a class instance JSON would lose; its shape goes instead.
 */
export function dehydrateDrawn(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === "success" ||
      (query.state.status === "error" && isServerRefusal(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof TRPCClientError)) return query;
      const refusal: TravellingRefusal = { refused: error.shape as TravellingRefusal["refused"] };
      return { ...query, state: { ...query.state, error: refusal as unknown as Error } };
    }),
  };
}

/** The drawn refusals back as the errors the page's own calls would have had. */
function withRefusals(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const refused = (query.state.error as Partial<TravellingRefusal> | null)?.refused;
      if (!refused) return query;
      return { ...query, state: { ...query.state, error: TRPCClientError.from({ error: refused }) } };
    }),
  };
}

/**
 * The drawn page's answers, dated now rather than when the page was drawn: the server keeps a drawn
 * page until a write changes what it shows, so its answers are as current as the page. Dated at the
 * drawing, a page kept for a minute would ask for all of them again as soon as it is adopted, and
 * redraw its lists in one long task.
 */
function asOfNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
