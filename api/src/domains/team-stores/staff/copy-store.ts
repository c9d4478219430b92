import type { ChangeArgs } from "../../service-args";
import { itemFieldsOf, type TeamStoreDto, type TeamStoreItemDto, type TeamStoreItemFields } from "../schemas";
import type { CopyTeamStoreInput } from "../staff-schemas";
import { checkItems } from "./check-items";
import { insertDraftStore } from "./create-store";
import { getTeamStore } from "./get-store";

/**
 * An item carried into a copy: the same rules, its price raised to today's catalogue price if the
 * catalogue went up since (a store never sells below it), sizes the product no longer has dropped.
 */
function carriedItem(
  item: TeamStoreItemDto,
  productSizes: Map<string, readonly string[]>,
): TeamStoreItemFields {
  const price = Math.max(item.price, item.catalogue_price);
  const sizes = productSizes.get(item.product_id) ?? [];
  return {
    ...itemFieldsOf(item),
    price,
    fundraising: Math.min(item.fundraising, price),
    sizes: item.sizes.filter((s) => sizes.includes(s)),
  };
}

/**
 * A new draft store like an earlier one: items, prices, rules, coach, roster and settings, under a
 * new link and new dates. Orders, batches and coach links stay with the original.
 */
export async function copyTeamStore({
  db,
  actor,
  input,
}: ChangeArgs<CopyTeamStoreInput>): Promise<TeamStoreDto> {
  const original = await getTeamStore({ db, id: input.id });
  // checkItems knows each product's sizes today; a first pass with every size learns them.
  const today = await checkItems(
    db,
    original.items.map((i) => ({ ...carriedItem(i, new Map()), sizes: [] })),
  );
  const productSizes = new Map(today.map((i) => [i.product_id, i.sizes]));
  const items = await checkItems(
    db,
    original.items.map((i) => carriedItem(i, productSizes)),
  );
  const teamName = input.team_name ?? original.team_name;
  return insertDraftStore(db, actor, {
    row: {
      slug: input.slug,
      teamName,
      sport: original.sport,
      accessCode: original.access_code,
      coachName: original.coach_name,
      coachEmail: original.coach_email,
      opensAt: new Date(input.opens_at),
      closesAt: new Date(input.closes_at),
      distribution: original.distribution,
      paymentMode: original.payment_mode,
      numberMin: original.number_min,
      numberMax: original.number_max,
      numbersUnique: original.numbers_unique,
      allowUnknownNumber: original.allow_unknown_number,
      message: original.message,
      handoutPlace: original.handout_place,
      handoutWhen: original.handout_when,
      handoutBy: original.handout_by,
      quoteId: original.quote_id,
    },
    items,
    players: original.players.map(({ name, number, email }) => ({ name, number, email })),
    verb: "copy",
    summary: `Copied the team store /team/${original.slug} into ${teamName} (/team/${input.slug}).`,
    origin: { copied_from: { id: original.id, slug: original.slug } },
  });
}
