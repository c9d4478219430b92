import { type Column, drawTable, MUTED } from "../../orders/printables/line-table";
import type { BatchReport } from "../batch-schemas";
import { printWords, sizesInOrder } from "../batches/batch-report";
import { continuedPage, drawBatchFoot, drawBatchHead, drawSection } from "./batch-page";

export const PRODUCTION_SHEET = "Production sheet";
const TEXT_WIDTH = 532;
type SizeRunRow = BatchReport["size_run"][number];
type NameRow = BatchReport["names_numbers"][number]["rows"][number];
type LetterRow = BatchReport["lettering"][number];

/** The size run as one grid: a product per row, the batch's sizes as columns in the guide's order. */
function sizeRunColumns(report: BatchReport): Column<SizeRunRow>[] {
  const seen = new Map<string, string>();
  for (const p of report.size_run) for (const s of p.sizes) seen.set(s.size, s.short);
  const sizes = sizesInOrder(seen.keys());
  const fixed = 110 + 3 * 40;
  const each = sizes.length ? Math.min(50, Math.floor((TEXT_WIDTH - fixed) / sizes.length)) : 0;
  const count = (row: SizeRunRow, size: string) => row.sizes.find((s) => s.size === size)?.quantity ?? 0;
  return [
    {
      title: "Product",
      width: 110 + (TEXT_WIDTH - fixed - each * sizes.length),
      text: (r) => r.product_name,
    },
    ...sizes.map(
      (size): Column<SizeRunRow> => ({
        title: seen.get(size) === "One size" ? "OS" : (seen.get(size) ?? size),
        width: each,
        align: "center",
        text: (r) => (count(r, size) ? String(count(r, size)) : "–"),
      }),
    ),
    { title: "Youth", width: 40, align: "right", text: (r) => String(r.youth) },
    { title: "Adult", width: 40, align: "right", text: (r) => String(r.adult) },
    { title: "Total", width: 40, align: "right", font: "bold", text: (r) => String(r.total) },
  ];
}

const nameColumns: Column<NameRow>[] = [
  { title: "Number", width: 60, font: "bold", text: (r) => r.number ?? "" },
  { title: "Name", width: 130, font: "bold", text: (r) => r.name ?? "" },
  { title: "Size", width: 80, text: (r) => r.size ?? "One size" },
  { title: "Qty", width: 40, align: "right", text: (r) => String(r.quantity) },
  { title: "Player", width: 152, text: (r) => r.player_name },
  { title: "Order", width: 70, align: "right", text: (r) => `#${r.order_number}` },
];

const classWords = { youth: "Youth", adult: "Adult", one_size: "One size" } as const;
const letterColumns: Column<LetterRow>[] = [
  { title: "Product", width: 130, text: (r) => r.product_name },
  { title: "Sizes", width: 56, text: (r) => classWords[r.size_class] },
  ...Array.from(
    { length: 10 },
    (_, d): Column<LetterRow> => ({
      title: String(d),
      width: 24,
      align: "center",
      text: (r) => String(r.digits[d] ?? 0),
    }),
  ),
  { title: "Names", width: 48, align: "right", font: "bold", text: (r) => String(r.name_plates) },
  { title: "##", width: 58, align: "right", text: (r) => String(r.unknown_numbers) },
];

/** Size run, names and numbers, lettering: what the print shop works from, in one document. */
export function productionSheetParts(report: BatchReport): ((doc: PDFKit.PDFDocument) => void)[] {
  const h = report.header;
  const more = (doc: PDFKit.PDFDocument) => continuedPage(doc, PRODUCTION_SHEET, h);
  const note = (doc: PDFKit.PDFDocument, text: string) =>
    doc
      .font("body")
      .fontSize(10)
      .fillColor(MUTED)
      .text(text, doc.page.margins.left, doc.y + 4, { width: TEXT_WIDTH });
  return [
    (doc) => {
      doc.addPage();
      drawBatchFoot(doc, h);
      drawBatchHead(doc, PRODUCTION_SHEET, h);
      drawSection(doc, "Size run", more(doc));
      if (report.size_run.length === 0) note(doc, "No orders in this batch.");
      else drawTable(doc, sizeRunColumns(report), report.size_run, more(doc));
      doc
        .font("bold")
        .fontSize(11)
        .text(`Grand total: ${report.grand_total} pieces`, doc.page.margins.left, doc.y + 8, {
          width: TEXT_WIDTH,
          align: "right",
        });
      doc.y += 8;
    },
    ...report.names_numbers.map((product) => (doc: PDFKit.PDFDocument) => {
      drawSection(doc, `Names and numbers · ${product.product_name}`, more(doc));
      drawTable(doc, nameColumns, product.rows, more(doc));
      doc.y += 6;
    }),
    (doc) => {
      drawSection(doc, "Lettering to cut", more(doc));
      if (report.lettering.length === 0) note(doc, "Nothing in this batch is printed with a name or number.");
      else drawTable(doc, letterColumns, report.lettering, more(doc));
      note(
        doc,
        `Digits count every character of every printed number, once per unit (${printWords("LEE", "12")} on two shirts is two 1s and two 2s). "##" units are settled before print.`,
      );
    },
  ];
}
