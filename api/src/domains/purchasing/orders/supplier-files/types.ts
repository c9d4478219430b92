import type { SupplierFileFormat } from "@store/db/catalogue";

/** What every supplier file is written from: a purchase order as the supplier must read it. */
export interface SupplierFileOrder {
  /** "PO-1001": the number the supplier quotes back on its confirmation and invoice. */
  poNumber: string;
  /** The day the order is written for (sent, else made), in the store's time zone. */
  date: Date;
  supplier: { name: string; accountNumber: string | null };
  lines: {
    styleNumber: string;
    colorName: string;
    size: string;
    sku: string;
    quantity: number;
    unitCost: number;
  }[];
}

/** One text file of the order, named as the supplier wants it. */
export interface SupplierTextFile {
  name: string;
  contentType: string;
  text: string;
}

/**
 * One supplier file format: how a purchase order is written for it. Each adapter returns the text
 * files it makes (one, or SanMar's three); the route answers one file as it is and several as a zip.
 */
export interface SupplierFileAdapter {
  format: SupplierFileFormat;
  write(order: SupplierFileOrder): SupplierTextFile[];
}
