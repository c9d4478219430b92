import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "./client";
import { orderItems, orders } from "./schema/index";

/**
 * A team store's batch as it stands now: its orders' lines (not cancelled), by order number then
 * line, in the shape a frozen batch keeps. One query for the API's reports and the demo seed.
 */
export async function liveTeamBatchLines(db: Database, storeId: string, batch: number) {
  const rows = await db
    .select({
      order_id: orders.id,
      order_number: orders.number,
      player_name: orders.playerName,
      customer_name: orders.customerName,
      product_id: orderItems.productId,
      product_name: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      print_name: orderItems.printName,
      print_number: orderItems.printNumber,
      unit_price: orderItems.unitPrice,
      personalisation_fee: orderItems.personalisationFee,
      fundraising: orderItems.fundraising,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.teamStoreId, storeId), eq(orders.teamBatch, batch), ne(orders.status, "cancelled")))
    .orderBy(asc(orders.number), asc(orderItems.id));
  return rows.map((row) => ({ ...row, player_name: row.player_name ?? row.customer_name ?? "Player" }));
}
