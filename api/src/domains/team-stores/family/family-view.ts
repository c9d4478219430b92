import {
  type Database,
  products,
  type TeamStore,
  type TeamStoreItem,
  teamStoreItems,
  teamStorePlayers,
  teamStores,
} from "@store/db";
import { handoutFacts, inSizeOrder, sizedCategories, teamStorePhase } from "@store/db/catalogue";
import { asc, desc, eq, sql } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { FamilyItemDto, FamilyStoreDto } from "../family-schemas";
import { handoutOf } from "../store/store-handout";
import { storePicture } from "../store/store-picture";
import { closesInWords, storeMomentInWords } from "../store/store-time";

/** Said for an unknown link, a draft, a cancelled store and a wrong access code alike. */
export const STORE_NOT_FOUND =
  "We could not find a team store at this link. Check the link your coach sent, or call the store.";

/** The sports that have a sizing guide on the site (web/src/data/site-pages.ts lists the same). */
const SIZING_GUIDE_SPORTS = ["baseball", "fastpitch", "basketball", "football"];

export const PAYMENT_WORDS = {
  pay_at_pickup: "Pay at pickup: cash, check or card in store",
  team_invoice: "Your team pays one invoice: nothing to pay now",
} as const;

export const DISTRIBUTION_WORDS = {
  team_pickup: "Team pickup: each player's items come to the team in a bag with their name",
  team_delivery: "Delivered to the team: each player's items in a bag with their name",
  buyer_chooses: "You choose at checkout: pick up at our store in Clanton, or delivery to your address",
} as const;

/**
 * The store a slug names for families: the live one (draft, scheduled or open) if any, else the
 * latest that used the slug. A cancelled store, and a draft for anyone but staff, is not found.
 */
export async function storeBySlug(db: Database, slug: string, staff: boolean): Promise<TeamStore> {
  const [store] = await db
    .select()
    .from(teamStores)
    .where(eq(teamStores.slug, slug))
    .orderBy(desc(sql`${teamStores.status} in ('draft', 'scheduled', 'open')`), desc(teamStores.createdAt))
    .limit(1);
  if (!store || store.status === "cancelled" || (store.status === "draft" && !staff))
    throw AppError.notFound(STORE_NOT_FOUND);
  return store;
}

/** Why the store takes no order now, in words; null when it does. */
export function orderingNotice(store: TeamStore, now: Date): string | null {
  const phase = teamStorePhase(store, now);
  if (phase === "open") return null;
  if (phase === "preview") return "This is a preview of a draft store: families cannot order yet.";
  if (phase === "upcoming") return `This store opens ${storeMomentInWords(store.opensAt)}.`;
  // Closed early by staff: before its planned close, there is no moment to name.
  const when = now < store.closesAt ? "" : ` ${storeMomentInWords(store.closesAt)}`;
  return `This store closed${when}: orders can no longer be placed or changed. For a late order, call the store.`;
}

/** Refuses an order or a change unless the store is open by the server's clock (409 saying when). */
export function refuseUnlessOpen(store: TeamStore, now: Date): void {
  const notice = orderingNotice(store, now);
  if (notice) throw AppError.conflict(notice);
}

/** A store's items with their products, in the store's order. */
export async function itemsOf(db: Database, storeId: string) {
  return db
    .select({
      item: teamStoreItems,
      productName: products.name,
      productImage: products.imageUrl,
      productCategory: products.category,
    })
    .from(teamStoreItems)
    .innerJoin(products, eq(products.id, teamStoreItems.productId))
    .where(eq(teamStoreItems.storeId, storeId))
    .orderBy(asc(teamStoreItems.position), asc(teamStoreItems.id));
}
export type StoreItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

const sizeKindOf = (category: string) =>
  (sizedCategories as readonly string[]).includes(category)
    ? (category as (typeof sizedCategories)[number])
    : null;

function familyItem(
  store: TeamStore,
  row: { item: TeamStoreItem; productName: string; productImage: string | null; productCategory: string },
): FamilyItemDto {
  const sport = store.sport.trim().toLowerCase();
  const { item } = row;
  return {
    id: item.id,
    product_id: item.productId,
    product_name: row.productName,
    product_image: row.productImage,
    price: item.price,
    personalisation_fee: item.personalisationFee,
    fundraising: item.fundraising,
    sizes: inSizeOrder(item.sizes),
    size_kind: item.sizes.length > 0 ? sizeKindOf(row.productCategory) : null,
    size_guide_path:
      item.sizes.length > 0 && SIZING_GUIDE_SPORTS.includes(sport) ? `/sizing-info/${sport}` : null,
    product_category: row.productCategory,
    personalisation: item.personalisation,
    personalisation_required: item.personalisationRequired,
    max_name_length: item.maxNameLength,
    required: item.required,
    in_bundle: item.inBundle,
  };
}

/** Everything a family reads about the store (never the roster's e-mail addresses). */
export async function familyView(db: Database, store: TeamStore, now: Date): Promise<FamilyStoreDto> {
  const [items, players, picture] = await Promise.all([
    itemsOf(db, store.id),
    db
      .select({ name: teamStorePlayers.name })
      .from(teamStorePlayers)
      .where(eq(teamStorePlayers.storeId, store.id))
      .orderBy(asc(teamStorePlayers.name)),
    storePicture(db, store),
  ]);
  const phase = teamStorePhase(store, now);
  const notice = orderingNotice(store, now);
  return {
    locked: false,
    slug: store.slug,
    team_name: store.teamName,
    sport: store.sport,
    message: store.message,
    picture_url: picture,
    status: store.status,
    phase,
    can_order: notice === null,
    notice,
    opens_at: store.opensAt.toISOString(),
    opens_in_words: phase === "upcoming" ? `opens ${storeMomentInWords(store.opensAt)}` : null,
    closes_at: store.closesAt.toISOString(),
    closes_in_words: closesInWords(store.closesAt),
    distribution: store.distribution,
    distribution_words: DISTRIBUTION_WORDS[store.distribution],
    payment_mode: store.paymentMode,
    payment_words: PAYMENT_WORDS[store.paymentMode],
    handout: handoutFacts(handoutOf(store)),
    number_rules: {
      min: store.numberMin,
      max: store.numberMax,
      unique: store.numbersUnique,
      allow_unknown: store.allowUnknownNumber,
    },
    players: [...new Set(players.map((p) => p.name))],
    items: items.map((row) => familyItem(store, row)),
  };
}
