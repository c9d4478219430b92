import { createFileRoute } from "@tanstack/react-router";
import { QuotePage } from "../../features/quote/QuotePage";
import { quoteDesign } from "../../features/quote/quote-choice";
import { preloadDesignNote, preloadPopularBadge } from "../../features/quote/quote-notices";
import { validateQuoteSearch } from "../../features/quote/quote-search";

// /team-packages/quote?sport=baseball&package=Pro | ?sport=soccer | ?rush=1 Week | ?design=design-7:
// other pages pass the visitor's choice, the form starts with it (see quote-search.ts).
export const Route = createFileRoute("/team-packages/quote")({
  validateSearch: validateQuoteSearch,
  loaderDeps: ({ search }) => ({ design: search.design, sport: search.sport }),
  // The named stock design, and the code of what the page draws for it and for a chosen sport,
  // before the page draws (on the server too).
  loader: async ({ deps }) => {
    const [design] = await Promise.all([
      quoteDesign(deps.design),
      deps.sport ? preloadPopularBadge() : undefined,
    ]);
    if (design) await preloadDesignNote();
    return { design };
  },
  component: QuotePage,
});
