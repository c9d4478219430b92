import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";

describe("formatPrice", () => {
  it("shows dollars with a sign and two decimals", () => {
    expect(formatPrice(19.99)).toBe("$19.99");
    expect(formatPrice(20)).toBe("$20.00");
    expect(formatPrice(1299)).toBe("$1,299.00");
  });
});
