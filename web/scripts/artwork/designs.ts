import type { StockDesign } from "../../src/data/stock-designs";
import { RECIPES } from "./design-recipes";
import { Doc, g, mix, path, rng } from "./svg";

/**
 * One stock design as an 800x600 vector mock-up: the garment front wearing the design, on a studio
 * sweep tinted towards the design's main colour so the catalogue does not read as one flat grey.
 */
export function designSvg(design: StockDesign): string {
  const recipe = RECIPES[design.id];
  if (recipe === undefined) throw new Error(`no artwork recipe for ${design.id} (${design.name})`);
  const doc = new Doc("d");
  const backdrop = doc.radial(
    [
      { at: 0, color: "#ffffff" },
      { at: 0.6, color: mix(recipe.cw.base, "#f3f5f8", 0.9) },
      { at: 1, color: mix(recipe.cw.base, "#e3e7ed", 0.8) },
    ],
    0.5,
    0.42,
    0.75,
  );
  const body =
    path("M0 0h800v600H0Z", { fill: backdrop }) +
    g({ filter: doc.shadow(12, 14, 0.2) }, recipe.draw(doc, rng(design.id), recipe.cw));
  return doc.render(800, 600, body, `${design.name} stock design`);
}
