import { type Database, teamStores } from "@store/db";
import type { ChangeArgs } from "../../service-args";
import { type Actor, recordAudit } from "../../staff/audit-records";
import type { TeamStoreDto, TeamStorePlayerFields } from "../schemas";
import type { CreateTeamStoreInput } from "../staff-schemas";
import { type CheckedItem, checkItems } from "./check-items";
import { checkRoster, rowNumberRule } from "./check-roster";
import { checkSlugFree, guardingSlug } from "./check-slug";
import { getTeamStore, storeSettings } from "./get-store";
import { checkMoments, checkNumberRange } from "./store-rules";
import { itemsForAudit, writeStoreItems, writeStorePlayers } from "./write-store-contents";

type NewStore = typeof teamStores.$inferInsert;

/** The store's row from the settings as staff enter them. */
export function settingsRow(input: Omit<CreateTeamStoreInput, "items" | "players">) {
  return {
    slug: input.slug,
    teamName: input.team_name,
    sport: input.sport,
    accessCode: input.access_code,
    coachName: input.coach_name,
    coachEmail: input.coach_email.toLowerCase(),
    opensAt: new Date(input.opens_at),
    closesAt: new Date(input.closes_at),
    distribution: input.distribution,
    paymentMode: input.payment_mode,
    numberMin: input.number_min,
    numberMax: input.number_max,
    numbersUnique: input.numbers_unique,
    allowUnknownNumber: input.allow_unknown_number,
    message: input.message,
    logoUrl: input.logo_url,
    handoutPlace: input.handout_place,
    handoutWhen: input.handout_when,
    handoutBy: input.handout_by,
  } satisfies Partial<NewStore>;
}

export interface NewStoreParts {
  row: Omit<NewStore, "status">;
  items: CheckedItem[];
  players: TeamStorePlayerFields[];
  /** The audit entry's verb and sentence (create, copy, from_quote). */
  verb: string;
  summary: string;
  /** More for the audit entry's "after" (the store copied, the quote). */
  origin?: Record<string, unknown>;
}

/** Checks and writes a new draft store, its items and roster, and the audit entry, in one unit. */
export async function insertDraftStore(
  db: Database,
  actor: Actor,
  parts: NewStoreParts,
): Promise<TeamStoreDto> {
  const { row } = parts;
  checkMoments(row.opensAt, row.closesAt);
  checkNumberRange(row.numberMin ?? 0, row.numberMax ?? 99);
  // A roster typed or pasted by staff must fit the store; one copied from a store or a quote
  // comes as it was and is flagged on the store's page until fixed.
  if (parts.verb === "create") checkRoster(parts.players, rowNumberRule(row));
  const id = await guardingSlug(
    () => row.slug,
    () =>
      db.transaction(async (tx) => {
        await checkSlugFree(tx, row.slug);
        const [store] = await tx
          .insert(teamStores)
          .values({ ...row, status: "draft" })
          .returning();
        if (!store) throw new Error("team store insert returned no row");
        await writeStoreItems(tx, store.id, parts.items);
        await writeStorePlayers(tx, store.id, parts.players);
        await recordAudit(tx, actor, {
          action: `team_store.${parts.verb}`,
          entity: "team_store",
          entityId: store.id,
          summary: parts.summary,
          before: null,
          after: {
            ...storeSettings(store),
            ...parts.origin,
            items: itemsForAudit(parts.items),
            players: parts.players.length,
          },
        });
        return store.id;
      }),
  );
  return getTeamStore({ db, id });
}

/** A new store from scratch (a draft: staff schedule it when it is ready). */
export async function createTeamStore({
  db,
  actor,
  input,
}: ChangeArgs<CreateTeamStoreInput>): Promise<TeamStoreDto> {
  const { items, players, ...settings } = input;
  return insertDraftStore(db, actor, {
    row: settingsRow(settings),
    items: await checkItems(db, items),
    players,
    verb: "create",
    summary: `Created the team store ${input.team_name} (/team/${input.slug}).`,
  });
}
