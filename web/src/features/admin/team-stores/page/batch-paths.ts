import { BATCH_CSV_PATH, type BatchPdfKind, batchPdfPaths, batchUrl } from "@store/api/contracts";

export type DownloadKind = BatchPdfKind | "csv";

const labels: Record<DownloadKind, string> = {
  "production-sheet": "Production sheet",
  "bag-labels": "Bag labels",
  "packing-lists": "Packing lists",
  invoices: "Invoices",
  fundraising: "Fundraising",
  unpaid: "Unpaid list",
  csv: "CSV",
};

const order: DownloadKind[] = [
  "production-sheet",
  "bag-labels",
  "packing-lists",
  "invoices",
  "fundraising",
  "unpaid",
  "csv",
];

/** A batch's papers (the production lane's REST paths), with the button's words. */
export function batchDownloads(
  storeId: string,
  batch: 1 | 2,
): { kind: DownloadKind; label: string; href: string }[] {
  return order.map((kind) => ({
    kind,
    label: labels[kind],
    href: batchUrl(kind === "csv" ? BATCH_CSV_PATH : batchPdfPaths[kind], storeId, batch),
  }));
}
