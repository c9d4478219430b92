import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  categoryAliases,
  printedAs,
  productCategories,
  productImageUrl,
  sampleProducts,
  shopCategories,
} from "../src/catalogue/index";

const CATALOGUE_DIR = fileURLToPath(new URL("../src/catalogue/", import.meta.url));

describe("the catalogue", () => {
  it("imports nothing but its own files, so the web can bundle it without the database", async () => {
    const files = (await readdir(CATALOGUE_DIR)).filter((name) => name.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = await readFile(path.join(CATALOGUE_DIR, file), "utf8");
      const specifiers = [
        ...source.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g),
      ].map((match) => match[1] ?? match[2]);
      for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\/[\w-]+$/);
    }
  });

  it("names only stored categories in the shop's list, the aliases and the sample products", () => {
    const stored: readonly string[] = productCategories;
    for (const { value } of shopCategories) expect(stored).toContain(value);
    expect(shopCategories.map((c) => c.value)).not.toContain("apparel");
    for (const target of Object.values(categoryAliases)) expect(stored).toContain(target);
    expect(categoryAliases["sweat shirts"]).toBe("sweatshirts");
    expect(categoryAliases.sweaatshirts).toBe("sweatshirts");
  });

  it("holds the spec's 8 sample products in apparel, equipment and accessories, each with a picture", () => {
    expect(sampleProducts).toHaveLength(8);
    expect(new Set(sampleProducts.map((p) => p.category))).toEqual(
      new Set(["apparel", "equipment", "accessories"]),
    );
    expect(new Set(sampleProducts.map((p) => p.slug)).size).toBe(8);
    expect(productImageUrl("youth-batting-gloves")).toBe("/images/products/youth-batting-gloves.svg");
  });
});

describe("a line's name and number as printed", () => {
  it("writes a known number after a #, and a number not known yet as ## (never ###)", () => {
    expect(printedAs("LEE", "12")).toBe("LEE #12");
    expect(printedAs("DIAZ", "##")).toBe("DIAZ ##");
    expect(printedAs(null, "##")).toBe("##");
    expect(printedAs(null, "7")).toBe("#7");
    expect(printedAs("LEE", null)).toBe("LEE");
    expect(printedAs(null, null)).toBe("");
  });
});
