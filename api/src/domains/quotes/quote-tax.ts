import { type Database, orders, type Quote } from "@store/db";
import { eq } from "drizzle-orm";
import { taxingFor, taxLines } from "../tax/order-tax";
import type { QuoteSalesTax } from "./schemas";

const cents = (d: number) => Math.round(d * 100);

/**
 * A quote's sales tax: once it became an order, the order's own (fixed when it was made); before,
 * an estimate at the store's place with today's rates (a team's order is picked up), nothing when
 * staff applied the school's PO or another exemption. The package is priced for the team, so the
 * holiday's per-article limit never frees it.
 */
export async function quoteSalesTax(db: Database, quote: Quote, now = new Date()): Promise<QuoteSalesTax> {
  const price = quote.finalPrice ?? quote.estimate;
  const exemption = quote.exemption
    ? {
        kind: quote.exemption.kind,
        organisation: quote.exemption.organisation,
        number: quote.exemption.number,
        reason: quote.exemption.reason,
      }
    : null;
  if (quote.orderId) {
    const [order] = await db
      .select({ subtotal: orders.subtotal, tax: orders.tax, total: orders.total, place: orders.taxPlaceName })
      .from(orders)
      .where(eq(orders.id, quote.orderId));
    if (order)
      return {
        price: order.subtotal,
        tax: order.tax,
        total: order.total,
        tax_place: order.place,
        exemption,
        estimated: false,
      };
  }
  const taxing = await taxingFor(db, { fulfilment: { method: "pickup" }, now, exemption: quote.exemption });
  const { tax } = taxLines(taxing, [{ unitPrice: price, quantity: 1, clothing: false }], 0);
  return {
    price,
    tax,
    total: (cents(price) + cents(tax)) / 100,
    tax_place: taxing.place?.name ?? null,
    exemption,
    estimated: true,
  };
}
