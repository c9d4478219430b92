import type { TaxReturnDto } from "./schemas";

/** Whole cents as dollars with two decimals, as a spreadsheet reads them: 123456 → "1234.56". */
export const centsText = (cents: number) => (cents / 100).toFixed(2);

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** Whole cents as a reader reads them: 123456 → "$1,234.56". */
export const centsMoney = (cents: number) => dollars.format(cents / 100);

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-07" → "July 2026". */
export const monthWords = (month: string) => monthName.format(new Date(`${month}-01T12:00:00Z`));

export const EXEMPTION_KIND_WORDS: Record<
  TaxReturnDto["exempt_orders"][number]["exemption"]["kind"],
  string
> = {
  school_po: "School purchase order",
  nonprofit: "Nonprofit certificate",
  resale: "Resale number",
};

/** 4 → "4%", 1.5 → "1.5%". */
export const rateWords = (rate: number) => `${Number(rate.toFixed(4))}%`;
