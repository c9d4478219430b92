import type { OrderTaxBasis, OrderTaxLine } from "@store/db";

/** A line as tax sees it: its unit price (with any name/number or rush fee in it) and whether it is clothing. */
export interface TaxableLine {
  unitPrice: number;
  quantity: number;
  clothing: boolean;
}

export interface TaxInput {
  lines: readonly TaxableLine[];
  /** The seller's own delivery charge: taxable like the goods (Ala. Admin. Code r. 810-6-1-.178). */
  deliveryFee: number;
  basis: Pick<OrderTaxBasis, "rates" | "holiday">;
  /** A verified exemption applies: nothing is taxed. */
  exempt: boolean;
}

export interface TaxResult {
  /** Each line's tax in dollars, in the lines' order; with `deliveryTax` they add up to `tax` exactly. */
  lineTax: number[];
  deliveryTax: number;
  tax: number;
  taxLines: OrderTaxLine[];
}

const PER_MILLION = 1_000_000;
const cents = (dollars: number) => Math.round(dollars * 100);
/** Percent to parts per million of a cent amount: 4% is 40,000. */
const ppmOf = (percent: number) => Math.round(percent * 10_000);

/**
 * The one tax function (decision 082). Every path that makes or changes a total calls it: checkout,
 * team-store orders and their changes, order edits, quotes and their orders.
 *
 * Whole cents throughout. Each jurisdiction's tax is figured on the order's taxable amount and
 * rounded once, half up (per order, not per line); it is then shared out to the lines in
 * proportion, the leftover cents going to the largest remainders, so the lines' taxes add up to the
 * order's exactly and a refund or an edit of one line is exact.
 */
export function taxOf(input: TaxInput): TaxResult {
  const parts = [
    ...input.lines.map((line) => ({
      base: cents(line.unitPrice) * line.quantity,
      unit: cents(line.unitPrice),
      clothing: line.clothing,
    })),
    { base: cents(input.deliveryFee), unit: cents(input.deliveryFee), clothing: false },
  ];
  const partTax = parts.map(() => 0);
  const taxLines: OrderTaxLine[] = [];
  const { holiday } = input.basis;
  const holidayLimit = holiday ? cents(holiday.articleLimit) : 0;
  for (const rate of input.basis.rates) {
    const ppm = ppmOf(rate.rate);
    const applies = parts.map((part) => {
      if (input.exempt || part.base <= 0) return false;
      const freeThisWeekend =
        holiday?.levels.includes(rate.level) && part.clothing && part.unit <= holidayLimit;
      return !freeThisWeekend;
    });
    const taxableCents = parts.reduce((sum, part, i) => sum + (applies[i] ? part.base : 0), 0);
    const taxCents = roundHalfUp(taxableCents * ppm);
    shareOut(
      taxCents,
      parts.map((part, i) => (applies[i] ? part.base * ppm : 0)),
    ).forEach((share, i) => {
      partTax[i] = (partTax[i] ?? 0) + share;
    });
    taxLines.push({
      level: rate.level,
      jurisdiction: rate.jurisdiction,
      rate: rate.rate,
      taxable: taxableCents / 100,
      tax: taxCents / 100,
    });
  }
  const deliveryTaxCents = partTax.pop() ?? 0;
  const taxCents = taxLines.reduce((sum, line) => sum + cents(line.tax), 0);
  return {
    lineTax: partTax.map((c) => c / 100),
    deliveryTax: deliveryTaxCents / 100,
    tax: taxCents / 100,
    taxLines,
  };
}

/** Millionths of a cent to cents, half up (the amounts are never negative). */
const roundHalfUp = (millionths: number) => Math.floor((millionths + PER_MILLION / 2) / PER_MILLION);

/** Splits `total` cents over the exact shares (millionths of a cent): floors first, then the largest remainders. */
function shareOut(total: number, exact: number[]): number[] {
  const floors = exact.map((e) => Math.floor(e / PER_MILLION));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, remainder: e % PER_MILLION, has: e > 0 }))
    .filter((r) => r.has)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left--) {
    const target = order[k] as { i: number };
    floors[target.i] = (floors[target.i] ?? 0) + 1;
  }
  return floors;
}
