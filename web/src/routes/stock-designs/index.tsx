import { createFileRoute } from "@tanstack/react-router";
import { designSearchSchema } from "../../features/designs/design-search";
import { StockDesignsPage } from "../../features/designs/StockDesignsPage";

// /stock-designs?category=softball&q=flames — see design-search.ts for what each key accepts.
export const Route = createFileRoute("/stock-designs/")({
  validateSearch: designSearchSchema,
  component: StockDesignsPage,
});
