import { describe, expect, it } from "vitest";
import { type StockDesign, stockDesigns } from "../../data/stock-designs";
import {
  cardTags,
  DESIGN_CATEGORY_OPTIONS,
  designCountText,
  designFileName,
  filterDesigns,
  relatedDesigns,
} from "./design-filters";

const names = (list: readonly StockDesign[]) => list.map((d) => d.name);
const design = (id: string) => {
  const found = stockDesigns.find((d) => d.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe("filterDesigns", () => {
  it("shows all 21 designs for 'all' and no search text", () => {
    expect(filterDesigns(stockDesigns, { category: "all", query: "" })).toHaveLength(21);
    expect(filterDesigns(stockDesigns, { category: "all", query: "   " })).toHaveLength(21);
  });

  it("filters by the store's filing, so softball holds the soccer- and track-named designs", () => {
    expect(names(filterDesigns(stockDesigns, { category: "softball", query: "" }))).toEqual([
      "Diamond Fury",
      "Rise Up Softball",
      "Strikeforce Soccer",
      "Fast Track Relay",
    ]);
    expect(names(filterDesigns(stockDesigns, { category: "soccer", query: "" }))).not.toContain(
      "Strikeforce Soccer",
    );
    expect(names(filterDesigns(stockDesigns, { category: "track", query: "" }))).toEqual([
      "Finish Line",
      "Personal Best",
    ]);
  });

  it("matches name, description or any tag, ignoring case", () => {
    expect(names(filterDesigns(stockDesigns, { category: "all", query: "BLITZ" }))).toEqual(["Blitz Camo"]);
    expect(names(filterDesigns(stockDesigns, { category: "all", query: "european club" }))).toEqual([
      "Pitch Perfect",
    ]);
    // "tailsweep" is only a tag (the description says "tail-sweep").
    expect(names(filterDesigns(stockDesigns, { category: "all", query: "TailSweep" }))).toEqual([
      "Home Run Heritage",
    ]);
    // A tag beyond the first three still matches.
    expect(names(filterDesigns(stockDesigns, { category: "all", query: "tournament" }))).toEqual([
      "Seventh Inning Stars",
    ]);
  });

  it("combines category and search, and can find nothing", () => {
    expect(names(filterDesigns(stockDesigns, { category: "baseball", query: "vintage" }))).toEqual([]);
    expect(names(filterDesigns(stockDesigns, { category: "basketball", query: "vintage" }))).toEqual([
      "Hardwood Classic",
    ]);
    expect(filterDesigns(stockDesigns, { category: "all", query: "zzz" })).toEqual([]);
  });
});

describe("design list text", () => {
  it("counts designs, singular for one", () => {
    expect(designCountText(21)).toBe("Showing 21 designs");
    expect(designCountText(1)).toBe("Showing 1 design");
    expect(designCountText(0)).toBe("Showing 0 designs");
  });

  it("offers All Designs first, then each category with Track & Field for track", () => {
    expect(DESIGN_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      "All Designs",
      "Softball",
      "Football",
      "Basketball",
      "Baseball",
      "Soccer",
      "Track & Field",
    ]);
  });

  it("shows at most three tags on a card, in their order", () => {
    expect(cardTags(design("design-1"))).toEqual(["flames", "diagonal", "fastpitch"]);
    for (const d of stockDesigns) expect(cardTags(d).length).toBeLessThanOrEqual(3);
  });
});

describe("relatedDesigns", () => {
  it("lists the other designs of the same category, never the design itself", () => {
    expect(names(relatedDesigns(design("design-20"), stockDesigns))).toEqual(["Personal Best"]);
    expect(names(relatedDesigns(design("design-3"), stockDesigns))).toEqual([
      "Diamond Fury",
      "Rise Up Softball",
      "Fast Track Relay",
    ]);
  });
});

describe("designFileName", () => {
  it("names the file after the design and its id, keeping the extension", () => {
    expect(designFileName(design("design-1"))).toBe("diamond-fury-design-1.svg");
    expect(designFileName(design("design-5"))).toBe("friday-night-lights-design-5.svg");
    expect(designFileName({ ...design("design-2"), name: "  Rise & Shine!! " })).toBe(
      "rise-shine-design-2.svg",
    );
    expect(designFileName({ ...design("design-2"), name: "***" })).toBe("design-2.svg");
  });
});
