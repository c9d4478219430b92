import {
  type Database,
  products,
  quotes,
  type TeamStore,
  teamStoreItems,
  teamStorePlayers,
  teamStores,
} from "@store/db";
import { asc, eq, sql } from "drizzle-orm";
import { isUuid, notFound } from "../../../common/not-found";
import { storeUnpaid, unpaidWords } from "../lifecycle/handout-money";
import type { TeamStoreDto, TeamStoreItemDto, TeamStorePlayerDto } from "../schemas";

// One store as staff see it (the teamStoreSchema DTO), and the row lock every staff change takes.

/** The store's row, locked for the rest of the transaction; 404 when there is none. */
export async function lockTeamStore(tx: Database, id: string): Promise<TeamStore> {
  if (!isUuid(id)) throw notFound("team store", id);
  const [row] = await tx.select().from(teamStores).where(eq(teamStores.id, id)).for("update");
  if (!row) throw notFound("team store", id);
  return row;
}

/** The store's items with their products, in the store's order. */
export async function storeItems(db: Database, storeId: string): Promise<TeamStoreItemDto[]> {
  const rows = await db
    .select({ item: teamStoreItems, name: products.name, image: products.imageUrl, price: products.price })
    .from(teamStoreItems)
    .innerJoin(products, eq(products.id, teamStoreItems.productId))
    .where(eq(teamStoreItems.storeId, storeId))
    .orderBy(asc(teamStoreItems.position), asc(teamStoreItems.id));
  return rows.map(({ item, name, image, price }) => ({
    id: item.id,
    product_id: item.productId,
    product_name: name,
    product_image: image,
    catalogue_price: price,
    price: item.price,
    fundraising: item.fundraising,
    sizes: item.sizes,
    personalisation: item.personalisation,
    personalisation_required: item.personalisationRequired,
    max_name_length: item.maxNameLength,
    personalisation_fee: item.personalisationFee,
    required: item.required,
    in_bundle: item.inBundle,
    position: item.position,
  }));
}

/** The roster, in the order staff gave it. */
export async function storePlayers(db: Database, storeId: string): Promise<TeamStorePlayerDto[]> {
  const rows = await db
    .select()
    .from(teamStorePlayers)
    .where(eq(teamStorePlayers.storeId, storeId))
    .orderBy(asc(teamStorePlayers.position), asc(teamStorePlayers.id));
  return rows.map((p) => ({ id: p.id, name: p.name, number: p.number, email: p.email }));
}

/** The settings part of the DTO (the audit log keeps these as a store's before and after). */
export function storeSettings(row: TeamStore) {
  return {
    slug: row.slug,
    team_name: row.teamName,
    sport: row.sport,
    access_code: row.accessCode,
    coach_name: row.coachName,
    coach_email: row.coachEmail,
    status: row.status,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    distribution: row.distribution,
    payment_mode: row.paymentMode,
    number_min: row.numberMin,
    number_max: row.numberMax,
    numbers_unique: row.numbersUnique,
    allow_unknown_number: row.allowUnknownNumber,
    message: row.message,
    logo_url: row.logoUrl,
    handout_place: row.handoutPlace,
    handout_when: row.handoutWhen,
    handout_by: row.handoutBy,
  };
}

/** One store: settings, items, roster and where its life stands; 404 when there is none. */
export async function getTeamStore({ db, id }: { db: Database; id: string }): Promise<TeamStoreDto> {
  if (!isUuid(id)) throw notFound("team store", id);
  const [found] = await db
    .select({ store: teamStores, quoteNumber: sql<number | null>`${quotes.number}` })
    .from(teamStores)
    .leftJoin(quotes, eq(quotes.id, teamStores.quoteId))
    .where(eq(teamStores.id, id));
  if (!found) throw notFound("team store", id);
  const { store, quoteNumber } = found;
  const [items, players, unpaid] = await Promise.all([
    storeItems(db, id),
    storePlayers(db, id),
    storeUnpaid(db, id),
  ]);
  return {
    id: store.id,
    ...storeSettings(store),
    quote_id: store.quoteId,
    quote_number: quoteNumber,
    batch_one_frozen_at: store.batchOneFrozenAt?.toISOString() ?? null,
    unpaid: { orders: unpaid.orders.length, owed: unpaid.owed, words: unpaidWords(unpaid) },
    items,
    players,
    created_at: store.createdAt.toISOString(),
    updated_at: store.updatedAt.toISOString(),
  };
}
