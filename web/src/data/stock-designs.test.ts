import { describe, expect, it } from "vitest";
import { sitePages } from "./site-search-pages";
import { stockDesignCategoryLabels } from "./stock-design-categories";
import { findStockDesign, stockDesigns } from "./stock-designs";

describe("stock designs", () => {
  it("are the 21 built-in designs, design-1 to design-21", () => {
    expect(stockDesigns.map((d) => d.id)).toEqual(Array.from({ length: 21 }, (_, i) => `design-${i + 1}`));
  });

  it("each have a known category, a name, a description, an image and tags", () => {
    for (const design of stockDesigns) {
      expect(Object.keys(stockDesignCategoryLabels)).toContain(design.category);
      expect(design.name.trim()).not.toBe("");
      expect(design.description.trim()).not.toBe("");
      expect(design.image_url).toMatch(/^\/images\//);
      expect(design.tags.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("each have artwork of their own, drawn for their id", () => {
    const images = stockDesigns.map((d) => d.image_url);
    expect(new Set(images).size).toBe(stockDesigns.length);
    for (const design of stockDesigns) expect(design.image_url).toBe(`/images/designs/${design.id}.svg`);
  });

  it("keep the store's filing: a soccer-named and a track-named design sit in softball", () => {
    const softball = stockDesigns.filter((d) => d.category === "softball").map((d) => d.name.toLowerCase());
    expect(softball.some((name) => name.includes("soccer"))).toBe(true);
    expect(softball.some((name) => name.includes("track"))).toBe(true);
  });

  it("are found by id, and an unknown id finds nothing", () => {
    expect(findStockDesign("design-13")?.name).toBe("Home Run Heritage");
    expect(findStockDesign("design-22")).toBeUndefined();
  });
});

describe("site pages", () => {
  it("list every public page once, including each sizing guide and team package", () => {
    const paths = sitePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const sport of ["baseball", "fastpitch", "basketball", "football"]) {
      expect(paths).toContain(`/sizing-info/${sport}`);
    }
    for (const sport of [
      "baseball",
      "basketball",
      "cornhole",
      "fastpitch",
      "football",
      "slowpitch",
      "soccer",
    ]) {
      expect(paths).toContain(`/team-packages/${sport}`);
    }
    for (const path of ["/", "/shop", "/about", "/contact", "/blog", "/custom-artwork", "/stock-designs"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain("/team-packages/rush-fees");
  });
});
