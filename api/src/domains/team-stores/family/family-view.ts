import { type Database, type TeamStore, type TeamStoreItem, teamStorePlayers } from "@store/db";
import { handoutFacts, inSizeOrder, sizedCategories, teamStorePhase } from "@store/db/catalogue";
import { asc, eq } from "drizzle-orm";
import type { FamilyItemDto, FamilyStoreDto } from "../family-schemas";
import { orderingNotice } from "../store/ordering-notice";
import { handoutOf } from "../store/store-handout";
import { itemsOf } from "../store/store-items";
import { storePicture } from "../store/store-picture";
import { closesInWords, storeMomentInWords } from "../store/store-time";
import { DISTRIBUTION_WORDS, PAYMENT_WORDS } from "../store/store-words";

/** The sports that have a sizing guide on the site (web/src/data/site-pages.ts lists the same). */
const SIZING_GUIDE_SPORTS = ["baseball", "fastpitch", "basketball", "football"];

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
export async function familyView({
  db,
  store,
  now,
}: {
  db: Database;
  store: TeamStore;
  now: Date;
}): Promise<FamilyStoreDto> {
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
