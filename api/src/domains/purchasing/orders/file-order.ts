import type { PurchaseOrder, PurchaseOrderLine } from "@store/db";
import { poNumber } from "./load";
import type { SupplierFileOrder } from "./supplier-files";

/** A purchase order as the supplier files, the PDF and the e-mail are written from it. */
export function fileOrderOf(
  po: PurchaseOrder,
  supplier: { name: string; accountNumber: string | null },
  lines: PurchaseOrderLine[],
): SupplierFileOrder {
  return {
    poNumber: poNumber(po.number),
    date: po.sentAt ?? po.createdAt,
    supplier: { name: supplier.name, accountNumber: supplier.accountNumber },
    lines: lines.map((l) => ({
      styleNumber: l.styleNumber,
      colorName: l.colorName,
      size: l.size,
      sku: l.sku,
      quantity: l.quantityOrdered,
      unitCost: l.unitCost,
    })),
  };
}
