import { describe, expect, it } from "vitest";
import { lowStockWords } from "./stock-words";

describe("a Running low item's words", () => {
  it("says what is left for sale, and what is set aside beside it", () => {
    expect(lowStockWords({ stock: 2, set_aside: 0 })).toBe("2 left");
    expect(lowStockWords({ stock: 0, set_aside: 0 })).toBe("None left");
    expect(lowStockWords({ stock: 2, set_aside: 18 })).toBe("2 left · 18 set aside");
    expect(lowStockWords({ stock: 0, set_aside: 5 })).toBe("None left · 5 set aside");
  });

  it("calls a product switched off as a whole out of stock", () => {
    expect(lowStockWords({ stock: null, set_aside: 0 })).toBe("Out of stock");
  });
});
