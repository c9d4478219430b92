import { type Database, orderItems, orders } from "@store/db";
import { asc, eq } from "drizzle-orm";
import { taxLines } from "./order-tax";
import { placeFor, storeDayOf, taxBasisFor } from "./tax-basis";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Figures an existing order's subtotal, tax and total again from its lines as they now are, in the
 * caller's transaction, with the rates and holiday the order was placed under (never today's: a
 * later rate change does not alter a placed order) and its exemption. Every edit of lines or
 * delivery calls this after writing them. Answers the new total.
 */
export async function refigureOrderTotals(
  tx: Database,
  orderId: string,
  deliveryFee?: number,
): Promise<number> {
  const [order] = await tx
    .select({
      deliveryFee: orders.deliveryFee,
      basis: orders.taxBasis,
      exemption: orders.exemption,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is missing`);
  const lines = await tx
    .select({
      id: orderItems.id,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      clothing: orderItems.clothing,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const fee = deliveryFee ?? order.deliveryFee;
  // An order from before tax was set up has no basis: it stays tax-free as it was placed.
  const basis = order.basis ?? { day: "", rates: [], holiday: null };
  const taxed = taxLines({ basis, exemption: order.exemption }, lines, fee);
  for (const [i, line] of lines.entries()) {
    await tx
      .update(orderItems)
      .set({ tax: taxed.lineTax[i] ?? 0 })
      .where(eq(orderItems.id, line.id));
  }
  const subtotalCents = lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
  const total = (subtotalCents + cents(fee) + cents(taxed.tax)) / 100;
  await tx
    .update(orders)
    .set({
      subtotal: subtotalCents / 100,
      deliveryFee: fee,
      tax: taxed.tax,
      deliveryTax: taxed.deliveryTax,
      taxLines: taxed.taxLines,
      total,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  return total;
}

/**
 * When an edit changes how an order is received, its tax place follows (the store's for a pickup,
 * the named place for a delivery), with that place's rates of the day the order was placed.
 * Answers the change in words, or nothing when the place stays.
 */
export async function movedTaxPlace(
  tx: Database,
  orderId: string,
  fulfilment: { method: "pickup" | "delivery"; place?: string | undefined },
): Promise<string | undefined> {
  const [order] = await tx
    .select({
      placeId: orders.taxPlaceId,
      placeName: orders.taxPlaceName,
      basis: orders.taxBasis,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is missing`);
  const place = await placeFor(tx, fulfilment);
  if ((place?.id ?? null) === order.placeId) return undefined;
  const basis = await taxBasisFor(tx, place, order.basis?.day ?? storeDayOf(order.createdAt));
  await tx
    .update(orders)
    .set({ taxPlaceId: place?.id ?? null, taxPlaceName: place?.name ?? null, taxBasis: basis })
    .where(eq(orders.id, orderId));
  return `Taxed at ${order.placeName ?? "no place"} → ${place?.name ?? "no place"}`;
}
