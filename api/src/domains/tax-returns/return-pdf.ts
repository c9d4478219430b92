import { storeLocation } from "@store/db/catalogue";
import type { PdfFile } from "../../http/pdf-response";
import { bottomOf, type Column, drawTable, INK, MUTED, NAVY } from "../orders/printables/line-table";
import { drawLogoAndTitle, rule, storeAddressLine } from "../orders/printables/page-parts";
import { letterDocument, pageColumn, streamDocument } from "../orders/printables/pdf-document";
import { centsMoney, EXEMPTION_KIND_WORDS, monthWords, rateWords } from "./return-words";
import type { TaxReturnDto, TaxReturnPlace } from "./schemas";

const TITLE = "Sales tax return";
type Figures = TaxReturnDto["totals"] & { place: string };
type Jurisdiction = TaxReturnPlace["jurisdictions"][number];
type ExemptOrder = TaxReturnDto["exempt_orders"][number];

// The page's text width is 532 points; each table's columns add up to it.
const placeColumns: Column<Figures>[] = [
  { title: "Place", width: 132, text: (p) => p.place },
  { title: "Orders", width: 50, align: "right", text: (p) => String(p.orders) },
  { title: "Gross sales", width: 90, align: "right", text: (p) => centsMoney(p.gross_sales_cents) },
  { title: "Exempt sales", width: 90, align: "right", text: (p) => centsMoney(p.exempt_sales_cents) },
  { title: "Taxable sales", width: 90, align: "right", text: (p) => centsMoney(p.taxable_sales_cents) },
  {
    title: "Sales tax",
    width: 80,
    align: "right",
    font: "bold",
    text: (p) => centsMoney(p.tax_collected_cents),
  },
];

const jurisdictionColumns: Column<Jurisdiction>[] = [
  { title: "Level", width: 110, text: (j) => j.level.charAt(0).toUpperCase() + j.level.slice(1) },
  { title: "Jurisdiction", width: 172, text: (j) => j.jurisdiction },
  { title: "Rate", width: 60, align: "right", text: (j) => rateWords(j.rate) },
  { title: "Taxable sales", width: 100, align: "right", text: (j) => centsMoney(j.taxable_cents) },
  { title: "Sales tax", width: 90, align: "right", font: "bold", text: (j) => centsMoney(j.tax_cents) },
];

const exemptColumns: Column<ExemptOrder>[] = [
  { title: "Order", width: 60, text: (o) => `#${o.number}` },
  { title: "Place", width: 90, text: (o) => o.place },
  { title: "Exemption", width: 120, text: (o) => EXEMPTION_KIND_WORDS[o.exemption.kind] },
  {
    title: "Organisation and number",
    width: 172,
    text: (o) => `${o.exemption.organisation}, ${o.exemption.number}`,
  },
  { title: "Gross sales", width: 90, align: "right", text: (o) => centsMoney(o.gross_sales_cents) },
];

/** The month's return as a PDF to keep with the filed form: the same figures as the screen and CSV. */
export function taxReturnPdf(r: TaxReturnDto): PdfFile {
  const doc = letterDocument(`${TITLE} ${monthWords(r.month)}`);
  return { filename: `sales-tax-return-${r.month}.pdf`, stream: streamDocument(doc, [r], drawReturn) };
}

function drawReturn(doc: PDFKit.PDFDocument, r: TaxReturnDto): void {
  doc.addPage();
  const continued = () => {
    doc
      .font("heading")
      .fontSize(14)
      .fillColor(NAVY)
      .text(
        `${TITLE.toUpperCase()} · ${monthWords(r.month).toUpperCase()} (CONTINUED)`,
        doc.page.margins.left,
        doc.page.margins.top,
      );
    doc.y += 8;
  };
  const box = drawLogoAndTitle(doc, TITLE, { logoWidth: 160, titleWidth: 260, titleSize: 22 });
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(monthWords(r.month), box.x, doc.y + 2, { width: box.width, align: "right" });
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Orders placed ${r.first_day} to ${r.last_day}, store time; cancelled orders left out.`, {
      width: box.width,
      align: "right",
    })
    .text(`${storeLocation.name} · ${storeAddressLine()}`, { width: box.width, align: "right" });
  doc.y += 16;
  rule(doc);
  const heading = (words: string) => {
    if (doc.y + 80 > bottomOf(doc)) {
      doc.addPage();
      continued();
    }
    const { left, width } = pageColumn(doc);
    doc.font("heading").fontSize(13).fillColor(NAVY).text(words.toUpperCase(), left, doc.y, { width });
    doc.y += 4;
  };
  heading("Sales by place");
  drawTable(doc, placeColumns, [...r.places, { ...r.totals, place: "Total" }], continued);
  doc.y += 16;
  for (const place of r.places) {
    heading(`${place.place}: sales tax by jurisdiction`);
    if (place.jurisdictions.length === 0)
      note(
        doc,
        "No rates were set up when these orders were placed: no tax was collected on them, and they count as taxable sales.",
      );
    else drawTable(doc, jurisdictionColumns, place.jurisdictions, continued);
    doc.y += 16;
  }
  heading("Exempt orders");
  if (r.exempt_orders.length === 0) note(doc, "No exempt orders this month.");
  else {
    drawTable(doc, exemptColumns, r.exempt_orders, continued);
    doc.y += 6;
    note(doc, "Each exemption's certificate, purchase order or resale document is on file with the order.");
  }
}

function note(doc: PDFKit.PDFDocument, words: string): void {
  const { left, width } = pageColumn(doc);
  doc.font("body").fontSize(10).fillColor(MUTED).text(words, left, doc.y, { width });
}
