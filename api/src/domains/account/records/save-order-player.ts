import { orderItems, orders, products, teamStoreItems } from "@store/db";
import { type ApparelSize, apparelSizes, sizedCategories } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { ClockArgs, CustomerArgs } from "../../service-args";
import { savePlayers } from "../saved/players-and-addresses";
import type { PlayerDto } from "../schemas";
import { ownOrder } from "./own-records";

type Kind = (typeof sizedCategories)[number];

/**
 * "Save this player" after a team order: the player it is for, with the number printed and each
 * worn item's size kept for its kind (a jersey's for apparel, a hoodie's for hoodies), saved to
 * the account that owns the order for this season. The server reads the order; the client sends
 * only its id, so what is saved is what was ordered.
 */
export async function saveOrderPlayer(options: CustomerArgs<{ id: string }> & ClockArgs): Promise<PlayerDto> {
  const { db, customer, input, now } = options;
  const [profileId, orderId] = [customer.id, input.id];
  await ownOrder(db, profileId, orderId);
  const [order] = await db
    .select({ player: orders.playerName, store: orders.teamStoreId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.store || !order.player?.trim())
    throw AppError.conflict("Only a team store order names a player to save.");
  const lines = await db
    .select({ size: orderItems.size, number: orderItems.printNumber, category: products.category })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(teamStoreItems, eq(teamStoreItems.id, orderItems.teamStoreItemId))
    .where(eq(orderItems.orderId, orderId))
    // The store's first item (its jersey, as stores are built) gives the size kept for its kind.
    .orderBy(teamStoreItems.position);
  const sizes: Partial<Record<Kind, ApparelSize>> = {};
  for (const line of lines) {
    const kind = (sizedCategories as readonly string[]).includes(line.category ?? "")
      ? (line.category as Kind)
      : null;
    const size = (apparelSizes as readonly string[]).includes(line.size ?? "")
      ? (line.size as ApparelSize)
      : null;
    if (kind && size && !sizes[kind]) sizes[kind] = size;
  }
  // "##" (not known yet) and anything else that is not a number stay unsaved.
  const number = lines.map((l) => l.number).find((n) => n && /^\d{1,3}$/.test(n)) ?? null;
  const [saved] = await savePlayers({
    db,
    customer,
    input: {
      players: [{ name: order.player.trim().slice(0, 60), number, sizes, season: String(now.getFullYear()) }],
    },
  });
  if (!saved) throw new Error("saving the player returned nothing");
  return saved;
}
