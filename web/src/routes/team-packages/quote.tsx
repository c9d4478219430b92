import { createFileRoute } from "@tanstack/react-router";
import { QuotePage } from "../../features/quote/QuotePage";
import { validateQuoteSearch } from "../../features/quote/quote-search";

// /team-packages/quote?sport=baseball&package=Pro | ?sport=soccer | ?rush=1 Week | ?design=design-7:
// other pages pass the visitor's choice, the form starts with it (see quote-search.ts).
export const Route = createFileRoute("/team-packages/quote")({
  validateSearch: validateQuoteSearch,
  component: QuotePage,
});
