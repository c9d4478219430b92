import { customerPlayers, type Database, orderItems, orders, productSizeOptions, products } from "@store/db";
import { type ApparelSize, sizedCategories } from "@store/db/catalogue";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { ClockArgs, CustomerArgs } from "../../service-args";
import type { TeamReorderDto } from "../schemas";
import { isUuid, ownOrder } from "./own-records";
import { teamReorderLines } from "./team-reorder";

export interface ReorderLine {
  product_id: string;
  product_name: string;
  size: string | null;
  quantity: number;
  unit_price: number;
  resized_from: string | null;
}

/**
 * An earlier order's lines as cart lines at today's prices (checkout prices them again anyway).
 * Named with a saved player, each worn item takes the player's newer size for its kind when the
 * product is sold in it. What can no longer be bought is named, not silently dropped. A team
 * order goes back only into its own store, open, with its names and numbers (team-reorder.ts):
 * never into the shop's cart at catalogue prices.
 */
export async function reorderLines(
  options: CustomerArgs<{ id: string; player_id?: string | null }> & ClockArgs,
): Promise<{ lines: ReorderLine[]; unavailable: string[]; team: TeamReorderDto | null }> {
  const { db, customer, input, now } = options;
  const [profileId, orderId, playerId] = [customer.id, input.id, input.player_id];
  await ownOrder(db, profileId, orderId);
  const player = playerId ? await ownPlayer(db, profileId, playerId) : null;
  const [order] = await db
    .select({ teamStoreId: orders.teamStoreId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.teamStoreId) {
    const team = await teamReorderLines(db, orderId, order.teamStoreId, player?.sizes ?? null, now);
    return { lines: [], unavailable: [], team };
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const ids = items.flatMap((i) => (i.productId ? [i.productId] : []));
  const [current, sizeOptions] = ids.length
    ? await Promise.all([
        db.select().from(products).where(inArray(products.id, ids)),
        db.select().from(productSizeOptions).where(inArray(productSizeOptions.productId, ids)),
      ])
    : [[], []];
  const lines: ReorderLine[] = [];
  const unavailable: string[] = [];
  for (const item of items) {
    const product = current.find((p) => p.id === item.productId);
    if (!product || product.inStock === false) {
      unavailable.push(`${item.productName} is no longer sold.`);
      continue;
    }
    const kind = (sizedCategories as readonly string[]).includes(product.category)
      ? (product.category as (typeof sizedCategories)[number])
      : null;
    const wanted = kind && player ? player.sizes[kind] : undefined;
    const size = wanted && product.sizes.includes(wanted) ? wanted : item.size;
    if (size && !product.sizes.includes(size as ApparelSize)) {
      unavailable.push(`${product.name} is no longer sold in ${size}.`);
      continue;
    }
    const upcharge = sizeOptions.find((o) => o.productId === product.id && o.size === size)?.upcharge ?? 0;
    lines.push({
      product_id: product.id,
      product_name: product.name,
      size,
      quantity: item.quantity,
      unit_price: Math.round((product.price + upcharge) * 100) / 100,
      resized_from: size !== item.size ? item.size : null,
    });
  }
  return { lines, unavailable, team: null };
}

async function ownPlayer(db: Database, profileId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(customerPlayers)
        .where(and(eq(customerPlayers.id, id), eq(customerPlayers.profileId, profileId)))
    : [];
  if (!row) throw AppError.notFound("There is no such player in your account.");
  return { sizes: row.sizes as Partial<Record<(typeof sizedCategories)[number], ApparelSize>> };
}
