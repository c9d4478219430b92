import type { Permission } from "../../../common/permissions";
import type { PdfFile } from "../../../http/pdf-response";
import { type Documented, defineOperation } from "../../define";
import { drawInvoice } from "../../orders/printables/invoice";
import { letterDocument, streamDocument } from "../../orders/printables/pdf-document";
import { ordersToPrint } from "../../orders/printables/print-orders";
import { type BatchPdfKind, batchPdfPaths } from "../batch-paths";
import { type BatchReport, batchInput } from "../batch-schemas";
import { loadBatch } from "../batches/load-batch";
import { batchPathParams, tag } from "../batches/operations";
import { drawLabelSheet, sheetsOf } from "./bag-labels";
import { batchName } from "./batch-page";
import { drawFundraising } from "./fundraising";
import { drawPackingList } from "./packing-lists";
import { productionSheetParts } from "./production-sheet";
import { drawUnpaidList } from "./unpaid-list";

type Loaded = Awaited<ReturnType<typeof loadBatch>>;

const filename = (report: BatchReport, kind: BatchPdfKind) =>
  `${report.header.slug}-batch-${report.header.batch}-${kind}.pdf`;

/** Each PDF: how it is drawn from the loaded batch (one item per turn of the loop). */
const drawings: Record<
  BatchPdfKind,
  { file: (db: Parameters<typeof ordersToPrint>[0], b: Loaded) => Promise<PdfFile> }
> = {
  "production-sheet": {
    file: async (_db, { report }) => {
      const doc = letterDocument(`Production sheet · ${batchName(report.header)}`);
      const parts = productionSheetParts(report);
      return {
        filename: filename(report, "production-sheet"),
        stream: streamDocument(doc, parts, (d, part) => part(d)),
      };
    },
  },
  "packing-lists": {
    file: async (_db, { report }) => {
      const doc = letterDocument(`Packing lists · ${batchName(report.header)}`);
      const stream = streamDocument(doc, report.bags, (d, bag) => drawPackingList(d, report.header, bag));
      return { filename: filename(report, "packing-lists"), stream };
    },
  },
  "bag-labels": {
    file: async (_db, { report }) => {
      const doc = letterDocument(`Bag labels · ${batchName(report.header)}`);
      const stream = streamDocument(doc, sheetsOf(report.bags), (d, sheet) =>
        drawLabelSheet(d, report.header, sheet),
      );
      return { filename: filename(report, "bag-labels"), stream };
    },
  },
  invoices: {
    file: async (db, { report, orders }) => {
      const toPrint = await ordersToPrint(
        db,
        orders.map((o) => o.order_id),
      );
      const doc = letterDocument(`Invoices · ${batchName(report.header)}`);
      return { filename: filename(report, "invoices"), stream: streamDocument(doc, toPrint, drawInvoice) };
    },
  },
  unpaid: {
    file: async (_db, { report }) => {
      const doc = letterDocument(`Unpaid orders · ${batchName(report.header)}`);
      return { filename: filename(report, "unpaid"), stream: streamDocument(doc, [report], drawUnpaidList) };
    },
  },
  fundraising: {
    file: async (_db, { report }) => {
      const doc = letterDocument(`Fundraising · ${batchName(report.header)}`);
      return {
        filename: filename(report, "fundraising"),
        stream: streamDocument(doc, [report], drawFundraising),
      };
    },
  },
};

const summaries: Record<BatchPdfKind, [string, string]> = {
  "production-sheet": [
    "getTeamStoreBatchProductionSheet",
    "A batch's production sheet as a PDF: the size run per product, the names and numbers per product by number, and the lettering to cut",
  ],
  "packing-lists": [
    "getTeamStoreBatchPackingLists",
    "A batch's packing lists as a PDF: one page per player's bag (bag n of N, by player name), each piece with a box to tick",
  ],
  "bag-labels": [
    "getTeamStoreBatchBagLabels",
    'A batch\'s bag labels as a PDF on Letter sheets of 2" × 4" labels (Avery 5163): team, player, number, bag n of N, items and order numbers',
  ],
  invoices: [
    "getTeamStoreBatchInvoices",
    "The invoices of a batch's orders in one PDF, each order from a new page, by order number",
  ],
  unpaid: [
    "getTeamStoreBatchUnpaid",
    "A batch's orders with money still owed as a PDF (staff only): order, player, who ordered, total, paid, owed, and the sum",
  ],
  fundraising: [
    "getTeamStoreBatchFundraising",
    "A batch's fundraising summary as a PDF: the team's share per item and in total",
  ],
};

/** The shop floor prints what is made and bagged; what carries money stays with who sees money. */
const batchPdfPermission: Record<BatchPdfKind, Permission> = {
  "production-sheet": "production.view",
  "packing-lists": "production.view",
  "bag-labels": "production.view",
  invoices: "teamStores.view",
  unpaid: "teamStores.view",
  fundraising: "teamStores.view",
};

const pdfOperation = (kind: BatchPdfKind) =>
  defineOperation({
    kind: "query",
    access: "admin",
    permission: batchPdfPermission[kind],
    input: batchInput,
    handler: async ({ ctx, input }) => drawings[kind].file(ctx.db, await loadBatch({ db: ctx.db, input })),
    rest: {
      method: "get",
      path: batchPdfPaths[kind],
      operationId: summaries[kind][0],
      summary: summaries[kind][1],
      tag,
      pathParams: batchPathParams,
      pdf: true,
    },
  });

/** A production batch's PDFs: REST only (bytes), declared once beside the orders' printables. */
export const teamStoreBatchPrintables: Documented[] = (Object.keys(batchPdfPaths) as BatchPdfKind[]).map(
  (kind) => ({
    ...pdfOperation(kind),
    name: `teamStoreBatches.${kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Pdf`,
  }),
);
