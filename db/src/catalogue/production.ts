// The words of the production floor: decoration processes, a job's stages, a purchase order's
// statuses and the supplier files the store can write. Shared by the database, the API and the web
// (which never imports the schema itself); like every file of the catalogue it imports nothing.

/** How a job decorates its pieces; each process has its own daily capacity on the calendar. */
export const decorationProcesses = ["screen_print", "embroidery", "sublimation", "heat_transfer"] as const;
export type DecorationProcess = (typeof decorationProcesses)[number];

export const decorationProcessLabels: Record<DecorationProcess, string> = {
  screen_print: "Screen print",
  embroidery: "Embroidery",
  sublimation: "Sublimation",
  heat_transfer: "Heat transfer",
};

/** What a process's daily capacity counts: embroidery is planned by stitches, the rest by pieces. */
export const capacityUnitOf = (process: DecorationProcess): "pieces" | "stitches" =>
  process === "embroidery" ? "stitches" : "pieces";

/** A job's stages, in the order shops name them (orders-and-team-stores.md). */
export const jobStages = [
  "art_approved",
  "blanks_ordered",
  "blanks_received",
  "in_production",
  "bagging",
  "ready",
] as const;
export type JobStage = (typeof jobStages)[number];

export const jobStageLabels: Record<JobStage, string> = {
  art_approved: "Art approved",
  blanks_ordered: "Blanks ordered",
  blanks_received: "Blanks received",
  in_production: "In production",
  bagging: "Bagging",
  ready: "Ready",
};

/**
 * Where a job's stage puts its orders (stored order statuses, spec §4): the customer reads them in
 * the order-status words (order-status.ts), so a family sees "Being prepared", then "Ready for
 * pickup". Stages before production leave an order where it is.
 */
export const orderStatusForStage: Record<JobStage, "processing" | "shipped" | null> = {
  art_approved: null,
  blanks_ordered: null,
  blanks_received: null,
  in_production: "processing",
  bagging: "processing",
  ready: "shipped",
};

/** A purchase order's life: draft → sent → partly received → received, or cancelled. */
export const purchaseOrderStatuses = ["draft", "sent", "partly_received", "received", "cancelled"] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  partly_received: "Partly received",
  received: "Received",
  cancelled: "Cancelled",
};

/**
 * The file a purchase order is written as for its supplier: a plain CSV any supplier takes, S&S
 * Activewear's order JSON, or SanMar's order text files. The last two follow the suppliers'
 * published guides (2018–2021); a person confirms them with the rep before the first real order.
 */
export const supplierFileFormats = ["csv", "ss_json", "sanmar_txt"] as const;
export type SupplierFileFormat = (typeof supplierFileFormats)[number];

export const supplierFileFormatLabels: Record<SupplierFileFormat, string> = {
  csv: "CSV (any supplier)",
  ss_json: "S&S Activewear order JSON",
  sanmar_txt: "SanMar order text files",
};

/** The weekdays the shop decorates by default (0 Sunday … 6 Saturday): Monday to Friday. */
export const defaultProductionWeekdays = [1, 2, 3, 4, 5] as const;

/** A day's capacity per process until the owner sets it (pieces; stitches for embroidery). */
export const defaultDailyCapacity: Record<DecorationProcess, number> = {
  screen_print: 400,
  embroidery: 120_000,
  sublimation: 80,
  heat_transfer: 150,
};

/** Stitches per piece for an embroidery job until staff count the design's own. */
export const defaultStitchesPerPiece = 8000;
