import { orders, profiles, teamStores } from "@store/db";
import { desc, eq, inArray } from "drizzle-orm";
import { orderColumns, withItems } from "../../orders/orders";
import type { OrderDto } from "../../orders/schemas";
import type { AccountArgs, ClockArgs } from "../../service-args";
import { canChange } from "../../team-stores/team-orders/team-order-link";

/**
 * The customer's orders, newest first, team-store orders among them (with their store and batch,
 * and until when the family may still change one: while its store is open).
 */
export async function accountOrders(
  options: AccountArgs & ClockArgs,
): Promise<(OrderDto & { change_until: string | null })[]> {
  const { db, customer, now } = options;
  const profileId = customer.id;
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(eq(orders.profileId, profileId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  const list = await withItems(db, rows);
  const storeIds = [...new Set(list.flatMap((o) => (o.team_store ? [o.team_store.id] : [])))];
  const stores = storeIds.length
    ? await db.select().from(teamStores).where(inArray(teamStores.id, storeIds))
    : [];
  return list.map((order) => {
    const store = stores.find((s) => s.id === order.team_store?.id);
    const open =
      store && canChange({ status: order.status, team_batch: order.team_store?.batch ?? null }, store, now);
    return { ...order, change_until: open ? store.closesAt.toISOString() : null };
  });
}
