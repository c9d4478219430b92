import { describe, expect, it } from "vitest";
import { priceIn, sizeNote, sizeOptionsOf } from "./size-options";

const jersey = {
  price: 19.99,
  sizes: ["Adult S", "Adult M", "Adult XXL"] as ("Adult S" | "Adult M" | "Adult XXL")[],
  size_options: [
    { size: "Adult S" as const, upcharge: 0, price: 19.99, sold_out: true, few_left: null },
    { size: "Adult XXL" as const, upcharge: 2, price: 21.99, sold_out: false, few_left: 2 },
  ],
};

describe("a size's price and what its button says", () => {
  it("charges the size's own price, the product's for a size or item without one", () => {
    expect(priceIn(jersey, "Adult XXL")).toBe(21.99);
    expect(priceIn(jersey, "Adult M")).toBe(19.99);
    expect(priceIn(jersey, null)).toBe(19.99);
  });

  it("lists every size in order, a size the answer leaves out at the product's price", () => {
    expect(sizeOptionsOf(jersey).map((o) => [o.size, o.price, o.sold_out])).toEqual([
      ["Adult S", 19.99, true],
      ["Adult M", 19.99, false],
      ["Adult XXL", 21.99, false],
    ]);
  });

  it('says "sold out", the upcharge and how few are left', () => {
    const [small, medium, xxl] = sizeOptionsOf(jersey);
    expect(small && sizeNote(small)).toBe("sold out");
    expect(medium && sizeNote(medium)).toBeNull();
    expect(xxl && sizeNote(xxl)).toBe("+$2.00, only 2 left");
  });
});
