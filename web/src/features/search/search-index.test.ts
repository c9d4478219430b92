import { describe, expect, it } from "vitest";
import { sitePages } from "../../data/site-search-pages";
import { stockDesigns } from "../../data/stock-designs";
import { buildSearchGroups, filterSearchGroups, type SearchSources } from "./search-index";

const sources: SearchSources = {
  products: [
    {
      id: "p1",
      name: "Full Sub Team Hoodie",
      description: "Sublimated fleece",
      price: 54.99,
      category: "hoodies",
    },
    { id: "p2", name: "Youth Batting Gloves", description: null, price: 19.99, category: "equipment" },
    {
      id: "p3",
      name: "Embroidered Cuffed Knit Beanie",
      description: "Warm for football Fridays and winter practice.",
      price: 18,
      category: "accessories",
    },
    {
      id: "p4",
      name: "Champion Powerblend Hoodie",
      description: "Midweight fleece pullover.",
      price: 44,
      category: "hoodies",
    },
    { id: "p5", name: "Football Practice Jersey", description: "Mesh.", price: 25, category: "t-shirts" },
  ],
  designs: stockDesigns,
  posts: [
    { id: "b1", slug: "hydration", title: "Hydration in Alabama Heat", excerpt: "Water breaks that work." },
  ],
  pages: sitePages,
};
const groups = buildSearchGroups(sources);
const labels = (query: string) =>
  filterSearchGroups(groups, query).flatMap((g) => g.entries.map((e) => `${g.label}: ${e.label}`));

describe("quick search", () => {
  it("matches product names and descriptions, ignoring case", () => {
    expect(labels("HOODIE")).toContain("Products: Full Sub Team Hoodie");
    expect(labels("sublimated fleece")).toContain("Products: Full Sub Team Hoodie");
  });

  it("matches design names, descriptions and tags", () => {
    expect(labels("pinstripes")).toContain("Stock Designs: Home Run Heritage");
    expect(labels("checkered")).toContain("Stock Designs: Finish Line");
  });

  it("matches post titles and excerpts", () => {
    expect(labels("alabama heat")).toContain("Blog Posts: Hydration in Alabama Heat");
    expect(labels("water breaks")).toContain("Blog Posts: Hydration in Alabama Heat");
  });

  it("matches pages by title and keywords, including each sizing guide and package", () => {
    expect(labels("sizing guide: football")).toEqual(["Pages: Sizing Guide: Football"]);
    expect(labels("cornhole")).toContain("Pages: Cornhole Team Packages");
    expect(labels("directions")).toContain("Pages: Contact Us");
  });

  it("sends a product and a design to their pages", () => {
    const [products] = filterSearchGroups(groups, "batting gloves");
    expect(products?.entries[0]?.href).toBe("/shop/p2");
    const designs = filterSearchGroups(groups, "finish line").find((g) => g.kind === "designs");
    expect(designs?.entries[0]?.href).toBe("/stock-designs/design-20");
  });

  it("puts the group with the best hit first, caps each group and drops empty ones", () => {
    const found = filterSearchGroups(groups, "a", 3);
    expect(found.map((g) => g.kind).sort()).toEqual(["designs", "pages", "posts", "products"]);
    // Only a description mentions football among these products; pages carry it in their names.
    const beanieOnly = buildSearchGroups({
      ...sources,
      products: sources.products.filter((p) => p.id !== "p5"),
    });
    expect(filterSearchGroups(beanieOnly, "football").map((g) => g.kind)[0]).toBe("pages");
    expect(filterSearchGroups(groups, "hoodie").map((g) => g.kind)[0]).toBe("products");
    for (const group of found) expect(group.entries.length).toBeLessThanOrEqual(3);
    expect(filterSearchGroups(groups, "zzzz-no-such-thing")).toEqual([]);
  });

  it("counts a group searched on the server by the server's total, not by what it sent", () => {
    const [products] = filterSearchGroups(groups, "batting gloves", 5, { products: 240 });
    expect(products?.total).toBe(240);
    expect(products?.entries[0]?.href).toBe("/shop/p2");
    // A count for a group with no hit here does not make it appear.
    expect(filterSearchGroups(groups, "zzzz-no-such-thing", 5, { products: 3 })).toEqual([]);
  });

  it("finds entries holding every word of the query, in any order and any field", () => {
    expect(labels("champion hoodie")).toContain("Products: Champion Powerblend Hoodie");
    expect(labels("hoodie champion")).toContain("Products: Champion Powerblend Hoodie");
    expect(labels("champion fleece")).toContain("Products: Champion Powerblend Hoodie");
    expect(labels("champion gloves")).not.toContain("Products: Champion Powerblend Hoodie");
  });

  it("ranks names above descriptions", () => {
    const [products] = filterSearchGroups(groups, "football");
    expect(products?.entries.map((e) => e.label)).toEqual([
      "Football Practice Jersey",
      "Embroidered Cuffed Knit Beanie",
    ]);
  });

  it("counts every match while showing only the first few", () => {
    const designs = filterSearchGroups(groups, "e", 2).find((g) => g.kind === "designs");
    expect(designs?.entries).toHaveLength(2);
    expect(designs?.total).toBeGreaterThan(2);
  });

  it("sends a post to its own page", () => {
    const posts = filterSearchGroups(groups, "hydration").find((g) => g.kind === "posts");
    expect(posts?.entries[0]?.href).toBe("/blog/hydration");
  });

  it("suggests pages before anything is typed", () => {
    const [suggested] = filterSearchGroups(groups, "   ");
    expect(suggested?.label).toBe("Popular pages");
    expect(suggested?.entries.map((e) => e.href)).toContain("/shop");
  });
});
