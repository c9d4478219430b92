import { describe, expect, it } from "vitest";
import { garmentGuides } from "./garment-of";
import { sizeGuideFor } from "./size-guide-for";

describe("sizeGuideFor", () => {
  it.each([
    ["Port & Co Core Cotton Tee", "t-shirts", "tee", "tees"],
    ["Badger B-Core Long Sleeve Tee", "t-shirts", "tee", "tees"],
    ["Champion Powerblend Hoodie", "hoodies", "hoodie", "hoodies"],
    ["Heavyweight Crewneck Sweatshirt", "sweatshirts", "hoodie", "hoodies"],
    ["Custom Sublimated Team Jersey", "apparel", "jersey", "baseball-jerseys"],
    ["Pull-Up Baseball Practice Pants", "apparel", "pants", "baseball-pants"],
    ["Full Sub 1/4 Zip Pullover", "apparel", "hoodie", "hoodies"],
    ["Game Day Shorts", "apparel", "pants", "baseball-pants"],
  ])("%s (%s) opens the %s chart", (name, category, type, chartId) => {
    const guide = sizeGuideFor({ name, category });
    expect(guide.type).toBe(type);
    expect(guide.chart.id).toBe(chartId);
  });

  it("lets a named category win over the name: a jersey-knit tee filed as a t-shirt is a tee", () => {
    expect(sizeGuideFor({ name: "Jersey Knit Tee", category: "t-shirts" }).type).toBe("tee");
    expect(sizeGuideFor({ name: "Warmup Jersey", category: "Hoodies" }).type).toBe("hoodie");
  });

  it("falls back to the tee chart when neither the category nor the name says", () => {
    expect(sizeGuideFor({ name: "Team Spirit Pack", category: "apparel" }).type).toBe("tee");
    expect(sizeGuideFor({ name: "Mystery", category: "something-new" }).chart.id).toBe("tees");
  });

  it("links the sport guide only for the uniform charts it holds", () => {
    expect(sizeGuideFor({ name: "Team Jersey", category: "apparel" }).sport).toBe("baseball");
    expect(sizeGuideFor({ name: "Tee", category: "t-shirts" }).sport).toBeNull();
  });
});

describe("the everyday garments' charts", () => {
  it.each(["tee", "hoodie"] as const)("%s: every size, measurements growing", (type) => {
    const { chart } = sizeGuideFor({ name: "", category: type === "tee" ? "t-shirts" : "hoodies" });
    expect(chart.rows.map((r) => r.size)).toEqual([
      "Youth XS",
      "Youth S",
      "Youth M",
      "Youth L",
      "Youth XL",
      "Adult S",
      "Adult M",
      "Adult L",
      "Adult XL",
      "Adult XXL",
      "Adult 3XL",
    ]);
    const chests = chart.rows.map((r) => Number.parseFloat(r.values[0]));
    expect([...chests].sort((a, b) => a - b)).toEqual(chests);
  });
});

describe("what the product page names before the guide opens", () => {
  it.each(["tee", "hoodie", "jersey", "pants"] as const)("%s: the chart's own title", (type) => {
    const product = { tee: "Tee", hoodie: "Hoodie", jersey: "Jersey", pants: "Pants" }[type];
    const guide = sizeGuideFor({ name: product, category: "apparel" });
    expect(guide.type).toBe(type);
    expect(garmentGuides[type].title).toBe(guide.chart.title);
  });
});
