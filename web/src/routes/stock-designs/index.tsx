import { createFileRoute } from "@tanstack/react-router";
import { stockDesigns } from "../../data/stock-designs";
import { PlaceholderPage } from "../../features/layout/PlaceholderPage";

export const Route = createFileRoute("/stock-designs/")({ component: StockDesigns });

function StockDesigns() {
  return (
    <PlaceholderPage eyebrow="Ready-made artwork" title="Stock Designs">
      Browse {stockDesigns.length} ready-made designs for softball, football, basketball, baseball, soccer and
      track, each customizable with your team's colors and names.
    </PlaceholderPage>
  );
}
