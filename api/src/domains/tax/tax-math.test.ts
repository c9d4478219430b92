import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TaxInput, taxOf } from "./tax-math";

const cents = (d: number) => Math.round(d * 100);

const line = fc.record({
  unitPrice: fc.integer({ min: 1, max: 50_000 }).map((c) => c / 100),
  quantity: fc.integer({ min: 1, max: 99 }),
  clothing: fc.boolean(),
});
const rate = fc.record({
  level: fc.constantFrom("state" as const, "county" as const, "city" as const),
  jurisdiction: fc.string({ minLength: 1, maxLength: 8 }),
  // Percent with up to four decimals, 0.5% to 11%.
  rate: fc.integer({ min: 5_000, max: 110_000 }).map((r) => r / 10_000),
});
const input: fc.Arbitrary<TaxInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  deliveryFee: fc.constantFrom(0, 9.95),
  basis: fc.record({
    rates: fc.uniqueArray(rate, { minLength: 1, maxLength: 3, selector: (r) => r.jurisdiction }),
    holiday: fc.option(
      fc.constant({ name: "Back-to-school", levels: ["state" as const], articleLimit: 100 }),
      {
        nil: null,
      },
    ),
  }),
  exempt: fc.boolean(),
});

describe("the tax function", () => {
  it("gives lines and delivery shares that add up to the order's tax to the cent", () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = taxOf(order);
        const shares = result.lineTax.reduce((sum, t) => sum + cents(t), 0) + cents(result.deliveryTax);
        expect(shares).toBe(cents(result.tax));
        expect(result.lineTax).toHaveLength(order.lines.length);
        expect(result.taxLines.reduce((sum, l) => sum + cents(l.tax), 0)).toBe(cents(result.tax));
      }),
    );
  });

  it("is 0 on every line exactly when the order is exempt, and more than 0 otherwise without a holiday", () => {
    fc.assert(
      fc.property(input, (order) => {
        const result = taxOf({ ...order, basis: { ...order.basis, holiday: null } });
        if (order.exempt) {
          expect(result.tax).toBe(0);
          expect(result.lineTax.every((t) => t === 0)).toBe(true);
          expect(result.taxLines.every((l) => l.taxable === 0)).toBe(true);
        } else {
          // A dollar or more at 0.5% or more is at least half a cent, which rounds up to one.
          const subtotal = order.lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
          if (subtotal >= 100) expect(result.tax).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("rounds each jurisdiction once for the order, half up, within half a cent of the exact figure", () => {
    fc.assert(
      fc.property(input, (order) => {
        for (const line of taxOf(order).taxLines) {
          const exact = cents(line.taxable) * line.rate;
          expect(Math.abs(cents(line.tax) * 100 - exact)).toBeLessThanOrEqual(50);
        }
      }),
    );
  });

  it.each([
    ["a half cent rounds up", 12.5, 4, 0.5],
    ["just under rounds down", 12.37, 4, 0.49],
    ["a whole order, not each line", 0.1, 4, 0],
  ])("%s: $%s at %s%% is $%s", (_, amount, percent, tax) => {
    const result = taxOf({
      lines: [{ unitPrice: amount, quantity: 1, clothing: false }],
      deliveryFee: 0,
      basis: { rates: [{ level: "state", jurisdiction: "Alabama", rate: percent }], holiday: null },
      exempt: false,
    });
    expect(result.tax).toBe(tax);
  });

  it("rounds per order: ten 10-cent lines at 4% owe 4 cents, not ten times nothing", () => {
    const result = taxOf({
      lines: Array.from({ length: 10 }, () => ({ unitPrice: 0.1, quantity: 1, clothing: false })),
      deliveryFee: 0,
      basis: { rates: [{ level: "state", jurisdiction: "Alabama", rate: 4 }], holiday: null },
      exempt: false,
    });
    expect(result.tax).toBe(0.04);
    expect(result.lineTax.filter((t) => t === 0.01)).toHaveLength(4);
  });
});
