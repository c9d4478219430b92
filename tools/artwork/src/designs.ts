import type { StockDesign } from "@store/web/data/stock-designs";
import { RECIPES } from "./design-recipes";
import { Doc, g, rng } from "./svg";

/**
 * One stock design as an 800x600 vector mock-up: the garment front wearing the design on a
 * transparent ground. The page draws the studio sweep behind it (light or dark with the scheme),
 * and the downloaded file is the design alone, ready to place on anything.
 */
export function designSvg(design: StockDesign): string {
  const recipe = RECIPES[design.id];
  if (recipe === undefined) throw new Error(`no artwork recipe for ${design.id} (${design.name})`);
  const doc = new Doc("d");
  const body = g({ filter: doc.shadow(12, 14, 0.2) }, recipe.draw(doc, rng(design.id), recipe.cw));
  return doc.render(800, 600, body, `${design.name} stock design`);
}
