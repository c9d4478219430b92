import { products, teamStoreItems } from "@store/db";
import { asc, eq } from "drizzle-orm";
import type { ChangeArgs } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import type { TeamStoreDto, TeamStoreItemFields } from "../schemas";
import { checkItems, checkSoldItemsKept, soldPieces } from "./check-items";
import { getTeamStore, lockTeamStore } from "./get-store";
import { isClosedOrLater } from "./store-rules";
import { itemsForAudit, writeStoreItems } from "./write-store-contents";

// Staff replace a store's items as a whole list; after close, what families bought stays as it was.

/**
 * The store's items become the list sent. Once the store has closed, an item families ordered
 * keeps its price, fee, fundraising, personalisation and sizes, and cannot be removed.
 */
export async function replaceTeamStoreItems({
  db,
  actor,
  input: { id, items },
}: ChangeArgs<{ id: string; items: TeamStoreItemFields[] }>): Promise<TeamStoreDto> {
  const checked = await checkItems(db, items);
  await db.transaction(async (tx) => {
    const row = await lockTeamStore(tx, id);
    const existing = await tx
      .select({ item: teamStoreItems, productName: products.name })
      .from(teamStoreItems)
      .innerJoin(products, eq(products.id, teamStoreItems.productId))
      .where(eq(teamStoreItems.storeId, id))
      .orderBy(asc(teamStoreItems.position));
    if (isClosedOrLater(row.status)) {
      const withNames = existing.map(({ item, productName }) => ({ ...item, productName }));
      checkSoldItemsKept(withNames, checked, await soldPieces(tx, id));
    }
    await writeStoreItems(tx, id, checked);
    await recordAudit(tx, actor, {
      action: "team_store.items",
      entity: "team_store",
      entityId: id,
      summary: `Set the ${checked.length} items of the team store ${row.teamName}.`,
      before: existing.map(({ item, productName }) => ({ product: productName, price: item.price })),
      after: itemsForAudit(checked),
    });
  });
  return getTeamStore({ db, id });
}
