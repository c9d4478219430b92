import type { ReadArgs } from "../../service-args";
import { needFor } from "./need-for";
import { type NeedSource, type NeedSourcesInput, resolveSources, sourceKeyOf } from "./need-sources";
import type { NeedReportDto } from "./schemas";

const sourceDto = (source: NeedSource) =>
  "batchId" in source
    ? { kind: "batch" as const, id: source.batchId }
    : { kind: "order" as const, id: source.orderId };

const cents = (dollars: number) => Math.round(dollars * 100);

/** What to order for the batches and orders named, without setting anything aside. */
export async function readNeed({ db, input }: ReadArgs<NeedSourcesInput>): Promise<NeedReportDto> {
  const named = await resolveSources(db, input);
  const labels = new Map(named.map((n) => [n.key, n.label]));
  const report = await needFor(
    db,
    named.map((n) => n.source),
  );
  return {
    sources: named.map((n) => ({ source: sourceDto(n.source), label: n.label })),
    suppliers: report.suppliers.map((group) => ({
      supplier_id: group.supplierId,
      supplier_name: group.supplierName,
      to_order: group.lines.reduce((sum, l) => sum + l.toOrder, 0),
      cost: group.lines.reduce((sum, l) => sum + cents(l.unitCost) * l.toOrder, 0) / 100,
      lines: group.lines.map((l) => ({
        product_id: l.productId,
        product_name: l.productName,
        size: l.size,
        style_number: l.styleNumber,
        color_name: l.colorName,
        sku: l.sku,
        unit_cost: l.unitCost,
        pieces: l.pieces,
        from_stock: l.fromStock,
        on_order: l.onOrder,
        to_order: l.toOrder,
        uses: l.uses.map((u) => ({
          source: sourceDto(u.source),
          label: labels.get(sourceKeyOf(u.source)) ?? "",
          quantity: u.quantity,
        })),
      })),
    })),
    unmapped: report.unmapped.map((u) => ({
      product_id: u.productId,
      product_name: u.productName,
      size: u.size,
      pieces: u.pieces,
      why: u.why,
    })),
  };
}
