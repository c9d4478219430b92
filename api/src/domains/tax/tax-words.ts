import type { TaxExemptionKind } from "@store/db";

/** How an exemption's kind reads beside its number: "school PO 4471". */
export const EXEMPTION_KIND_SHORT: Record<TaxExemptionKind, string> = {
  school_po: "school PO",
  nonprofit: "nonprofit certificate",
  resale: "resale number",
};

interface TaxFacts {
  tax: number;
  /** The place taxed at, or null before tax was set up. */
  place: string | null;
  /** The rates applied, in percent: their sum is the combined rate shown. */
  rates: readonly number[];
  exemption: { kind: TaxExemptionKind; organisation: string; number: string } | null;
}

/** 4 + 1.5 → "5.5%": the combined rate of an order's jurisdictions, at most four decimals. */
export const combinedRate = (rates: readonly number[]) =>
  `${Number(rates.reduce((sum, r) => sum + r, 0).toFixed(4))}%`;

/**
 * The label of an order's sales-tax row, the same on invoices, e-mails and reports:
 * "Sales tax (Clanton, 10%)", or "Sales tax: exempt — Clanton High School, school PO 4471".
 */
export function salesTaxLabel(facts: TaxFacts): string {
  if (facts.exemption) {
    const e = facts.exemption;
    return `Sales tax: exempt — ${e.organisation}, ${EXEMPTION_KIND_SHORT[e.kind]} ${e.number}`;
  }
  const where = [facts.place, facts.rates.length > 0 ? combinedRate(facts.rates) : null].filter(Boolean);
  return where.length > 0 ? `Sales tax (${where.join(", ")})` : "Sales tax";
}
