// Apart from the operations so the admin screens can link to the downloads without the server's
// code. `{id}` is the store's id, `{batch}` 1 (orders before close) or 2 (late orders).

export const BATCH_REPORT_PATH = "/api/team-stores/{id}/batches/{batch}";
export const BATCH_CSV_PATH = "/api/team-stores/{id}/batches/{batch}/lines.csv";

/** The batch's PDFs, by the name each is downloaded under. */
export const batchPdfPaths = {
  "production-sheet": "/api/team-stores/{id}/batches/{batch}/production-sheet.pdf",
  "packing-lists": "/api/team-stores/{id}/batches/{batch}/packing-lists.pdf",
  "bag-labels": "/api/team-stores/{id}/batches/{batch}/bag-labels.pdf",
  invoices: "/api/team-stores/{id}/batches/{batch}/invoices.pdf",
  fundraising: "/api/team-stores/{id}/batches/{batch}/fundraising.pdf",
  unpaid: "/api/team-stores/{id}/batches/{batch}/unpaid.pdf",
} as const;
export type BatchPdfKind = keyof typeof batchPdfPaths;

/** The address of one of a batch's downloads. */
export const batchUrl = (path: string, storeId: string, batch: number) =>
  path.replace("{id}", encodeURIComponent(storeId)).replace("{batch}", String(batch));
