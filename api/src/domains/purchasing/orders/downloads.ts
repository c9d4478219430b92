import { type Database, suppliers } from "@store/db";
import type { SupplierFileFormat } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import type { SmallFile } from "../../../http/file-response";
import type { PdfFile } from "../../../http/pdf-response";
import { fileOrderOf } from "./file-order";
import { purchaseOrderLinesOf, purchaseOrderRow } from "./load";
import { purchaseOrderPdf } from "./pdf";
import { supplierDownload } from "./supplier-files";

async function fileOrder(db: Database, id: string) {
  const po = await purchaseOrderRow(db, id);
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, po.supplierId));
  if (!supplier) throw new Error("purchase order without its supplier");
  return { order: fileOrderOf(po, supplier, await purchaseOrderLinesOf(db, id)), supplier };
}

export async function purchaseOrderPdfFile(db: Database, id: string): Promise<PdfFile> {
  return purchaseOrderPdf((await fileOrder(db, id)).order);
}

export async function purchaseOrderDownload(
  db: Database,
  input: { id: string; format?: SupplierFileFormat | undefined },
): Promise<SmallFile> {
  const { order, supplier } = await fileOrder(db, input.id);
  return supplierDownload(input.format ?? supplier.fileFormat, order);
}
