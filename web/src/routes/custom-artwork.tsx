import { createFileRoute } from "@tanstack/react-router";
import { ArtworkPage } from "../features/artwork/ArtworkPage";
import { validateArtworkSearch } from "../features/artwork/artwork-search";
import { describeSelection } from "../features/artwork/prefill";

// /custom-artwork?design=design-1 | ?sport=baseball&package=Pro | ?rush=24-48 Hours — see
// artwork-search.ts: other pages pass the visitor's choice, the form starts with it.
export const Route = createFileRoute("/custom-artwork")({
  validateSearch: validateArtworkSearch,
  loaderDeps: ({ search }) => search,
  // The choice in words, before the page draws (on the server too).
  loader: async ({ deps }) => ({ selection: await describeSelection(deps) }),
  component: ArtworkPage,
});
