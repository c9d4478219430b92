import { describe, expect, it } from "vitest";
import { priceChanges, withNewPrices } from "./price-changes";

const hoodie = { id: "h", name: "Hoodie", price: 42.5, quantity: 2, size: "Adult M" };
const cap = { id: "c", name: "Cap", price: 12, quantity: 1, size: null };

describe("price changes", () => {
  it("names each line whose price now differs from the cart's, to the cent", () => {
    expect(priceChanges([hoodie, cap], [{ unit_price: 45 }, { unit_price: 12.000001 }])).toEqual([
      { key: "h|Adult M", name: "Hoodie", size: "Adult M", was: 42.5, now: 45 },
    ]);
  });

  it("says nothing before the prices arrive, for a product no longer sold, or for an answer to another cart", () => {
    expect(priceChanges([hoodie], undefined)).toEqual([]);
    expect(priceChanges([hoodie], [{ unit_price: null }])).toEqual([]);
    expect(priceChanges([hoodie, cap], [{ unit_price: 50 }])).toEqual([]);
  });

  it("puts the new prices in the cart once accepted, leaving the other lines as they were", () => {
    const changes = priceChanges([hoodie, cap], [{ unit_price: 45 }, { unit_price: 12 }]);
    expect(withNewPrices([hoodie, cap], changes)).toEqual([{ ...hoodie, price: 45 }, cap]);
  });
});
