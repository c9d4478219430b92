import { type Database, orderItems, orders } from "@store/db";
import { asc, eq } from "drizzle-orm";
import { getOrder } from "../../orders/orders";
import type { TeamOrderDto } from "../family-schemas";

/** An order with its team facts: the player, the batch, and each line's item, name, number and shares. */
export async function getTeamOrder(db: Database, orderId: string): Promise<TeamOrderDto> {
  const [order, [team], lines] = await Promise.all([
    getOrder(db, orderId),
    db
      .select({ playerName: orders.playerName, teamBatch: orders.teamBatch })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({
        id: orderItems.id,
        teamStoreItemId: orderItems.teamStoreItemId,
        printName: orderItems.printName,
        printNumber: orderItems.printNumber,
        personalisationFee: orderItems.personalisationFee,
        fundraising: orderItems.fundraising,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
  ]);
  const byId = new Map(lines.map((line) => [line.id, line]));
  return {
    ...order,
    player_name: team?.playerName ?? null,
    team_batch: team?.teamBatch ?? null,
    items: order.items.map((item) => {
      const line = byId.get(item.id);
      return {
        ...item,
        team_store_item_id: line?.teamStoreItemId ?? null,
        print_name: line?.printName ?? null,
        print_number: line?.printNumber ?? null,
        personalisation_fee: line?.personalisationFee ?? 0,
        fundraising: line?.fundraising ?? 0,
      };
    }),
  };
}
