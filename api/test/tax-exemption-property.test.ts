import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taxOf } from "../src/domains/tax/tax-math";

// The exemption rule as a property of the one tax function (decisions 082, 084): exempt means
// exactly nothing taxed, line by line; not exempt means the order's tax is its lines' plus the
// delivery's, to the cent.

const cents = (dollars: number) => Math.round(dollars * 100);
const levels = ["state", "county", "city", "police jurisdiction", "district"] as const;

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
  quantity: fc.integer({ min: 1, max: 40 }),
  clothing: fc.boolean(),
});
const rate = fc.record({
  level: fc.constantFrom(...levels),
  jurisdiction: fc.string({ minLength: 1, maxLength: 12 }),
  // Percent with up to four decimals, as the rates table keeps them.
  rate: fc.integer({ min: 0, max: 199_999 }).map((r) => r / 10_000),
});
const holiday = fc.option(
  fc.record({
    name: fc.constant("Back-to-school"),
    levels: fc.subarray([...levels], { minLength: 1 }),
    articleLimit: fc.integer({ min: 0, max: 200 }),
  }),
  { nil: null },
);
const order = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  deliveryFee: fc.integer({ min: 0, max: 5_000 }).map((c) => c / 100),
  basis: fc.record({ rates: fc.array(rate, { maxLength: 5 }), holiday }),
});

describe("an exemption in the tax function", () => {
  it("makes an exempt order's tax exactly 0, and every line's and the delivery's", () => {
    fc.assert(
      fc.property(order, (o) => {
        const taxed = taxOf({ ...o, exempt: true });
        expect(taxed.tax).toBe(0);
        expect(taxed.deliveryTax).toBe(0);
        expect(taxed.lineTax).toEqual(o.lines.map(() => 0));
        expect(taxed.taxLines.every((l) => l.tax === 0 && l.taxable === 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("makes a non-exempt order's tax the sum of its lines' taxes and the delivery tax, exactly", () => {
    fc.assert(
      fc.property(order, (o) => {
        const taxed = taxOf({ ...o, exempt: false });
        const parts = taxed.lineTax.reduce((sum, t) => sum + cents(t), cents(taxed.deliveryTax));
        expect(parts).toBe(cents(taxed.tax));
        expect(taxed.lineTax).toHaveLength(o.lines.length);
        // The per-jurisdiction figures add up to the same tax.
        expect(taxed.taxLines.reduce((sum, l) => sum + cents(l.tax), 0)).toBe(cents(taxed.tax));
        // Every amount is whole cents.
        for (const t of [taxed.tax, taxed.deliveryTax, ...taxed.lineTax]) expect(cents(t) / 100).toBe(t);
      }),
      { numRuns: 500 },
    );
  });
});
