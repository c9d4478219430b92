import type { SupplierFileFormat } from "@store/db/catalogue";
import { strToU8, zipSync } from "fflate";
import type { SmallFile } from "../../../../http/file-response";
import { csvAdapter } from "./csv";
import { sanmarTxtAdapter } from "./sanmar-txt";
import { ssJsonAdapter } from "./ss-json";
import type { SupplierFileAdapter, SupplierFileOrder, SupplierTextFile } from "./types";

export type { SupplierFileOrder, SupplierTextFile } from "./types";

/** One adapter per supplier file format (`supplierFileFormats`), all behind the same interface. */
export const supplierFileAdapters: Record<SupplierFileFormat, SupplierFileAdapter> = {
  csv: csvAdapter,
  ss_json: ssJsonAdapter,
  sanmar_txt: sanmarTxtAdapter,
};

export const supplierTextFiles = (format: SupplierFileFormat, order: SupplierFileOrder): SupplierTextFile[] =>
  supplierFileAdapters[format].write(order);

// A fixed time in every zip entry, so the same purchase order always zips to the same bytes.
const ZIP_TIME = new Date(Date.UTC(2020, 0, 1));

/** The download: a single file as it is, several (SanMar's three) in one zip named after the order. */
export function supplierDownload(format: SupplierFileFormat, order: SupplierFileOrder): SmallFile {
  const files = supplierTextFiles(format, order);
  const [only] = files;
  if (files.length === 1 && only)
    return { body: only.text, contentType: `${only.contentType}; charset=utf-8`, download: only.name };
  const zipped = zipSync(
    Object.fromEntries(files.map((f) => [f.name, [strToU8(f.text), { mtime: ZIP_TIME }]])),
  );
  return { body: zipped, contentType: "application/zip", download: `${order.poNumber}-${format}.zip` };
}
