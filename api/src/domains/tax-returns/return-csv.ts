import type { CsvFile } from "../../common/admin-list";
import { csvFile } from "../../common/csv";
import { centsText, EXEMPTION_KIND_WORDS, rateWords } from "./return-words";
import type { TaxReturnDto } from "./schemas";

const HEADER = [
  "Row",
  "Place",
  "Level",
  "Jurisdiction",
  "Rate",
  "Orders",
  "Gross Sales",
  "Exempt Sales",
  "Taxable Sales",
  "Sales Tax",
  "Order Number",
  "Exemption",
  "Organisation",
  "Exemption Number",
];

/**
 * The return as one sheet: per place its figures and then each jurisdiction's line, the month's
 * total, then the exempt orders. The first column says what a row is, so a filter on it gives the
 * lines the Department of Revenue's form asks for.
 */
export function taxReturnCsv(r: TaxReturnDto, now: Date): CsvFile {
  const blank = (n: number) => Array.from({ length: n }, () => "");
  const figures = (f: TaxReturnDto["totals"]) => [
    String(f.orders),
    centsText(f.gross_sales_cents),
    centsText(f.exempt_sales_cents),
    centsText(f.taxable_sales_cents),
    centsText(f.tax_collected_cents),
  ];
  const rows = [
    ...r.places.flatMap((p) => [
      ["Place", p.place, "", "", "", ...figures(p), ...blank(4)],
      ...p.jurisdictions.map((j) => [
        "Jurisdiction",
        p.place,
        j.level,
        j.jurisdiction,
        rateWords(j.rate),
        "",
        "",
        "",
        centsText(j.taxable_cents),
        centsText(j.tax_cents),
        ...blank(4),
      ]),
    ]),
    ["Total", "All places", "", "", "", ...figures(r.totals), ...blank(4)],
    ...r.exempt_orders.map((o) => [
      "Exempt order",
      o.place,
      "",
      "",
      "",
      "1",
      centsText(o.gross_sales_cents),
      centsText(o.gross_sales_cents),
      "0.00",
      "0.00",
      String(o.number),
      EXEMPTION_KIND_WORDS[o.exemption.kind],
      o.exemption.organisation,
      o.exemption.number,
    ]),
  ];
  return { ...csvFile("sales-tax-return", HEADER, rows, now), filename: `sales-tax-return-${r.month}.csv` };
}
