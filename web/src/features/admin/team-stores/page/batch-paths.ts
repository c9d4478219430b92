export type DownloadKind = "production" | "labels" | "packing" | "invoices" | "csv";

/** Where a batch's papers are (the production lane's REST paths), with the button's words. */
export function batchDownloads(
  storeId: string,
  batch: 1 | 2,
): { kind: DownloadKind; label: string; href: string }[] {
  const base = `/api/team-stores/${storeId}/batches/${batch}`;
  return [
    { kind: "production", label: "Production sheet", href: `${base}/production.pdf` },
    { kind: "labels", label: "Bag labels", href: `${base}/labels.pdf` },
    { kind: "packing", label: "Packing lists", href: `${base}/packing-lists.pdf` },
    { kind: "invoices", label: "Invoices", href: `${base}/invoices.pdf` },
    { kind: "csv", label: "CSV", href: `${base}.csv` },
  ];
}
