import type { TaxExemptionKind } from "@store/db";
import { exemptionWords, salesTaxLabel as labelOf } from "@store/db/catalogue";

interface TaxFacts {
  tax: number;
  /** The place taxed at, or null before tax was set up. */
  place: string | null;
  /** The rates applied, in percent: their sum is the combined rate shown. */
  rates: readonly number[];
  exemption: { kind: TaxExemptionKind; organisation: string; number: string } | null;
}

/**
 * The label of an order's sales-tax row on invoices, e-mails and reports, in the words the web
 * uses (`@store/db/catalogue`): "Sales tax (Clanton, 10%)", or "Sales tax: exempt — Clanton High
 * School, school purchase order 4471".
 */
export function salesTaxLabel(facts: TaxFacts): string {
  if (facts.exemption) return `Sales tax: exempt — ${exemptionWords(facts.exemption)}`;
  return labelOf({ tax_place: facts.place, tax_lines: facts.rates.map((rate) => ({ rate })) });
}
