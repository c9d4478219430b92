import type { RouterInputs, RouterOutputs } from "@store/api";
import { queryClient, trpc } from "./trpc";

type InitialQuery =
  | {
      procedure: "products.browse";
      input: RouterInputs["products"]["browse"];
      data: RouterOutputs["products"]["browse"];
    }
  | {
      procedure: "products.byId";
      input: RouterInputs["products"]["byId"];
      data: RouterOutputs["products"]["byId"];
    }
  | {
      procedure: "content.list";
      input: RouterInputs["content"]["list"];
      data: RouterOutputs["content"]["list"];
    }
  | {
      procedure: "content.blogPosts";
      input: RouterInputs["content"]["blogPosts"];
      data: RouterOutputs["content"]["blogPosts"];
    };

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
