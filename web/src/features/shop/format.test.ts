import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatPrice", () => {
  it("writes what Intl's en-US dollars write, for prices, totals and refunds", () => {
    const values = [0, 0.5, 1, 9.99, 19.99, 24, 59.97000000000001, 1000, 1234.5, 99999.99, 1234567.891];
    for (const value of [...values, ...values.map((v) => -v)]) {
      expect(formatPrice(value), String(value)).toBe(intl.format(value).replace("-$0.00", "$0.00"));
    }
  });

  it("rounds to the cent", () => {
    expect(formatPrice(3 * 19.99)).toBe("$59.97");
    expect(formatPrice(0.125)).toBe("$0.13");
    expect(formatPrice(-0.004)).toBe("$0.00");
  });
});
