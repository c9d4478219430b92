import { describe, expect, it } from "vitest";
import { categoryLabel, categoryOptions, isInStock } from "./product-labels";
import { productsData } from "./products-data";

describe("the products screen's labels", () => {
  it("shows the admin form's categories capitalised, apparel among them", () => {
    expect(categoryOptions.map((o) => o.label)).toEqual([
      "T-shirts",
      "Sweatshirts",
      "Hoodies",
      "Apparel",
      "Equipment",
      "Accessories",
    ]);
    expect(categoryLabel("equipment")).toBe("Equipment");
  });

  it("counts a product as in stock unless in_stock is false", () => {
    expect(isInStock({ in_stock: null })).toBe(true);
    expect(isInStock({ in_stock: true })).toBe(true);
    expect(isInStock({ in_stock: false })).toBe(false);
  });

  it("reads the screen's URL: its own sort columns only", () => {
    expect(productsData.read({ sort: "price", dir: "asc", search: "hood" })).toMatchObject({
      sort: "price",
      dir: "asc",
      search: "hood",
    });
    expect(productsData.read({ sort: "status" }).sort).toBeUndefined();
  });
});
