import { type Database, orderItems, orders, profiles, teamStorePlayers, teamStores } from "@store/db";
import { playerKey } from "@store/db/catalogue";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { paidAmountSql, paymentStateOf, reversedAmountSql } from "../../orders/payment-state";
import type { CoachOrder } from "../coach-schemas";

/** A store's row, or a 404 (a link whose store is gone opens nothing). */
export async function storeRow(db: Database, storeId: string) {
  const [store] = await db.select().from(teamStores).where(eq(teamStores.id, storeId));
  if (!store) throw AppError.notFound("This team store no longer exists. Contact the store.");
  return store;
}

/**
 * The store's live orders (every batch, not cancelled) as the coach reads them: the player, the
 * pieces and whether it is paid; nothing of the buyer. By the player's name, then order number.
 */
export async function liveTeamOrders(
  db: Database,
  storeId: string,
): Promise<(CoachOrder & { fundraising: number })[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      batch: orders.teamBatch,
      player: orders.playerName,
      createdAt: orders.createdAt,
      total: orders.total,
      paid: paidAmountSql,
      reversed: reversedAmountSql,
    })
    .from(orders)
    // Joined so drizzle names the orders table in the payment subqueries (alone, it leaves "id" bare).
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(and(eq(orders.teamStoreId, storeId), ne(orders.status, "cancelled")))
    .orderBy(asc(orders.number));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      product_name: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      print_name: orderItems.printName,
      print_number: orderItems.printNumber,
      fundraising: orderItems.fundraising,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows
    .map((r) => {
      const own = lines.filter((l) => l.orderId === r.id);
      return {
        order_number: r.number,
        batch: r.batch ?? 1,
        player_name: r.player ?? "Player",
        placed_at: r.createdAt.toISOString(),
        pieces: own.reduce((n, l) => n + l.quantity, 0),
        payment_state: paymentStateOf(r.total, r.paid, r.reversed),
        items: own
          .map(({ orderId: _, fundraising: __, ...line }) => line)
          .sort((a, b) => a.product_name.localeCompare(b.product_name)),
        fundraising: own.reduce((n, l) => n + Math.round(l.fundraising * 100) * l.quantity, 0) / 100,
      };
    })
    .sort(
      (a, b) =>
        playerKey(a.player_name).localeCompare(playerKey(b.player_name), "en", { numeric: true }) ||
        a.order_number - b.order_number,
    );
}

/** The roster in its order, with whether each player has a live order (names compared as playerKey does). */
export async function rosterWithOrders(db: Database, storeId: string, ordered: { player_name: string }[]) {
  const players = await db
    .select()
    .from(teamStorePlayers)
    .where(eq(teamStorePlayers.storeId, storeId))
    .orderBy(asc(teamStorePlayers.position), asc(teamStorePlayers.name));
  const keys = new Set(ordered.map((o) => playerKey(o.player_name)));
  return players.map((p) => ({ ...p, hasOrdered: keys.has(playerKey(p.name)) }));
}
