import { type Database, teamStoreBatches, teamStoreItems } from "@store/db";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { releaseUnwornNumbers } from "../ordering/number-claims";
import type { OrderEditInput } from "./edit-schemas";
import type { OrderDto } from "./schemas";

// Staff edit a team-store order on its order page like any order (a coach calls: "swap YM for YL"),
// within the store's terms: sizes the item allows, no lines from outside the store (a late order
// adds those), and nothing once the order's batch is frozen for production.

/** Refuses an edit of a team-store order's lines that the store's rules do not allow. */
export async function refuseTeamOrderEdit(
  tx: Database,
  order: OrderDto,
  input: OrderEditInput,
): Promise<void> {
  const store = order.team_store;
  const lines = input.lines ?? [];
  if (!store || (lines.length === 0 && (input.add ?? []).length === 0)) return;
  const [frozen] = await tx
    .select({ batch: teamStoreBatches.batch })
    .from(teamStoreBatches)
    .where(and(eq(teamStoreBatches.storeId, store.id), eq(teamStoreBatches.batch, store.batch)));
  if (frozen)
    throw AppError.conflict(
      `Batch ${store.batch} of ${store.team_name} is in production: order #${order.number}'s items can no longer change. Add a late order for anything more.`,
    );
  if ((input.add ?? []).length > 0)
    throw AppError.badRequest(
      `Order #${order.number} is a ${store.team_name} team-store order: add items through the store's "Add a late order", or ask the family to order them.`,
    );
  const sized = lines.flatMap((l) =>
    "size" in l && l.size !== undefined ? [{ id: l.id, size: l.size }] : [],
  );
  if (sized.length === 0) return;
  const itemIds = order.items.flatMap((i) => (i.team_store_item_id ? [i.team_store_item_id] : []));
  const allowed = new Map(
    (
      await tx
        .select({ id: teamStoreItems.id, sizes: teamStoreItems.sizes })
        .from(teamStoreItems)
        .where(
          inArray(teamStoreItems.id, itemIds.length ? itemIds : ["00000000-0000-0000-0000-000000000000"]),
        )
    ).map((row) => [row.id, row.sizes]),
  );
  for (const change of sized) {
    const line = order.items.find((i) => i.id === change.id);
    const sizes = line?.team_store_item_id ? allowed.get(line.team_store_item_id) : undefined;
    if (line && sizes && sizes.length > 0 && !sizes.includes(String(change.size)))
      throw AppError.badRequest(
        `${line.product_name} in ${store.team_name}'s store comes in ${sizes.join(", ")}: choose one of those.`,
      );
  }
}

/** After an edit or a cancellation: numbers the player no longer wears are free for others. */
export async function releaseTeamOrderNumbers(tx: Database, order: OrderDto): Promise<void> {
  if (order.team_store && order.player_name)
    await releaseUnwornNumbers(tx, order.team_store.id, order.player_name);
}
