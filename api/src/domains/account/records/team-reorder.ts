import { type Database, orderItems, products, type TeamStore, teamStores } from "@store/db";
import { type ApparelSize, sizedCategories, teamStorePhase } from "@store/db/catalogue";
import { eq, inArray } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { itemsOf } from "../../team-stores/store/store-items";
import { storeMomentInWords } from "../../team-stores/store/store-time";
import { priceTeamLine } from "../../team-stores/team-orders/price-team-lines";
import type { TeamReorderDto } from "../schemas";

type PlayerSizes = Partial<Record<(typeof sizedCategories)[number], ApparelSize>>;

/**
 * Why a team order cannot be ordered again, in one sentence; null while its store is open. Its
 * items, names, numbers, team prices and fundraising belong to that store alone, so a closed store
 * is never swapped for the shop's catalogue.
 */
export function teamReorderRefusal(store: TeamStore, now: Date): string | null {
  const phase = teamStorePhase(store, now);
  if (phase === "open") return null;
  const team = `The ${store.teamName} team store`;
  const ask =
    "Its names, numbers and team prices can only be ordered there: ask your coach whether a new store is planned, or call the store for a late order.";
  if (store.status === "cancelled") return `${team} was cancelled. ${ask}`;
  if (phase === "upcoming") return `${team} opens ${storeMomentInWords(store.opensAt)}: reorder then.`;
  // Closed early by staff: before its planned close there is no moment to name.
  const when = now < store.closesAt ? "is closed" : `closed on ${storeMomentInWords(store.closesAt)}`;
  return `${team} ${when}. ${ask}`;
}

/**
 * A team order's lines again, for the same store's team cart: each item still sold there, in its
 * size (or a saved player's newer one the item is sold in), with its name and number checked by the
 * store's rules and priced at the store's price. What no longer fits is named, not dropped. Refused
 * (409, in words) unless the store is open.
 */
export async function teamReorderLines(
  db: Database,
  orderId: string,
  storeId: string,
  playerSizes: PlayerSizes | null,
  now: Date,
): Promise<TeamReorderDto> {
  const [store] = await db.select().from(teamStores).where(eq(teamStores.id, storeId));
  if (!store) throw AppError.notFound("This order's team store no longer exists.");
  const refusal = teamReorderRefusal(store, now);
  if (refusal) throw AppError.conflict(refusal);

  const [rows, ordered] = await Promise.all([
    itemsOf(db, store.id),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
  ]);
  const productIds = rows.map((r) => r.item.productId);
  const kinds = productIds.length
    ? await db
        .select({ id: products.id, category: products.category })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const lines: TeamReorderDto["lines"] = [];
  const unavailable: string[] = [];
  for (const item of ordered) {
    const row = rows.find((r) => r.item.id === item.teamStoreItemId);
    if (!row) {
      unavailable.push(`${item.productName} is no longer sold in this store.`);
      continue;
    }
    const category = kinds.find((k) => k.id === row.item.productId)?.category;
    const kind = (sizedCategories as readonly string[]).includes(category ?? "")
      ? (category as (typeof sizedCategories)[number])
      : null;
    const wanted = kind && playerSizes ? playerSizes[kind] : undefined;
    const size = wanted && row.item.sizes.includes(wanted) ? wanted : item.size;
    try {
      const priced = priceTeamLine(
        store,
        row,
        { size, quantity: item.quantity, name: item.printName, number: item.printNumber },
        "line",
      );
      lines.push({
        item_id: priced.teamStoreItemId,
        product_name: priced.productName,
        size: priced.size,
        quantity: priced.quantity,
        name: priced.printName,
        number: priced.printNumber,
        unit_price: priced.unitPrice,
        resized_from: priced.size !== item.size ? item.size : null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      unavailable.push(`${item.productName}: ${error.message}`);
    }
  }
  return {
    store: { slug: store.slug, team_name: store.teamName, access_code: store.accessCode },
    lines,
    unavailable,
  };
}
