import { describe, expect, it } from "vitest";
import { SHOP_CATEGORY_VALUES as CATEGORY_VALUES } from "./shop-choices";
import {
  applyShopView,
  countByCategory,
  type FilterableProduct,
  filterProducts,
  matchesSearch,
  sortProducts,
} from "./shop-view";

const product = (name: string, price: number, category = "t-shirts", description: string | null = null) => ({
  name,
  price,
  category,
  description,
});

const catalogue: FilterableProduct[] = [
  product("Zip Hoodie", 59.99, "hoodies", "Fleece-lined full zip"),
  product("Crew Tee", 14.5, "t-shirts", "Soft ring-spun cotton"),
  product("Batting Gloves", 27.95, "equipment", "Sheepskin palm"),
  product("Trucker Cap", 19.99, "accessories", "Mesh back, snapback closure"),
  product("Fleece Crewneck", 34, "sweatshirts", null),
  product("Team Jersey", 49.99, "apparel", "Sublimated with your logo"),
];

const names = (list: readonly FilterableProduct[]) => list.map((p) => p.name);

describe("matchesSearch", () => {
  it("finds the text anywhere in the name or the description, ignoring case", () => {
    expect(matchesSearch(catalogue[0] as FilterableProduct, "HOOD")).toBe(true);
    expect(matchesSearch(catalogue[0] as FilterableProduct, "lined full")).toBe(true);
    expect(matchesSearch(catalogue[0] as FilterableProduct, "cotton")).toBe(false);
  });

  it("treats a blank search as matching everything and ignores surrounding spaces", () => {
    expect(filterProducts(catalogue, { category: "all", query: "   " })).toHaveLength(catalogue.length);
    expect(names(filterProducts(catalogue, { category: "all", query: "  cap " }))).toEqual(["Trucker Cap"]);
  });

  it("copes with a product without a description", () => {
    expect(matchesSearch(product("Fleece Crewneck", 34, "sweatshirts", null), "cotton")).toBe(false);
    expect(matchesSearch(product("Fleece Crewneck", 34, "sweatshirts", null), "crew")).toBe(true);
  });

  it("lets a shopper type without accents", () => {
    expect(matchesSearch(product("Éclair Polo", 30), "eclair")).toBe(true);
    expect(matchesSearch(product("Eclair Polo", 30), "ÉCLAIR")).toBe(true);
  });
});

describe("filterProducts", () => {
  it("keeps every product for the category all", () => {
    expect(filterProducts(catalogue, { category: "all", query: "" })).toEqual(catalogue);
  });

  it("keeps only the chosen category", () => {
    expect(names(filterProducts(catalogue, { category: "hoodies", query: "" }))).toEqual(["Zip Hoodie"]);
    expect(names(filterProducts(catalogue, { category: "sweatshirts", query: "" }))).toEqual([
      "Fleece Crewneck",
    ]);
  });

  it("combines category and search", () => {
    expect(filterProducts(catalogue, { category: "hoodies", query: "cotton" })).toEqual([]);
    expect(names(filterProducts(catalogue, { category: "all", query: "fleece" }))).toEqual([
      "Zip Hoodie",
      "Fleece Crewneck",
    ]);
  });
});

describe("sortProducts", () => {
  it("sorts names alphabetically in the locale, accents beside their base letter", () => {
    const list = ["Zebra Socks", "Éclair Polo", "eagle Tee", "Apple Cap", "Ember Hoodie"].map((n) =>
      product(n, 10),
    );
    expect(names(sortProducts(list, "name", "en"))).toEqual([
      "Apple Cap",
      "eagle Tee",
      "Éclair Polo",
      "Ember Hoodie",
      "Zebra Socks",
    ]);
  });

  it("puts numbers in names in numeric order", () => {
    const list = [product("Size 10 Ball", 1), product("Size 5 Ball", 1)];
    expect(names(sortProducts(list, "name", "en"))).toEqual(["Size 5 Ball", "Size 10 Ball"]);
  });

  it("sorts by price ascending and descending, ties by name", () => {
    const list = [product("B", 20), product("C", 5.5), product("A", 20), product("D", 129.99)];
    expect(names(sortProducts(list, "price-asc", "en"))).toEqual(["C", "A", "B", "D"]);
    expect(names(sortProducts(list, "price-desc", "en"))).toEqual(["D", "A", "B", "C"]);
  });

  it("leaves the given list untouched", () => {
    const list = [product("B", 2), product("A", 1)];
    sortProducts(list, "name");
    expect(names(list)).toEqual(["B", "A"]);
  });
});

describe("applyShopView", () => {
  it("filters then sorts", () => {
    const shown = applyShopView(catalogue, { category: "all", query: "c", sort: "price-desc" }, "en");
    expect(shown.map((p) => p.price)).toEqual([...shown.map((p) => p.price)].sort((a, b) => b - a));
    expect(shown.every((p) => matchesSearch(p, "c"))).toBe(true);
  });
});

describe("countByCategory", () => {
  it("counts what each radio would show for the current search", () => {
    const counts = countByCategory(catalogue, CATEGORY_VALUES, "fleece");
    expect(counts).toEqual({
      all: 2,
      "t-shirts": 0,
      sweatshirts: 1,
      hoodies: 1,
      equipment: 0,
      accessories: 0,
    });
  });
});
