import type { TeamStoreMove } from "@store/db/catalogue";
import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { teamStoreSortColumns } from "../../common/admin-list-facts";
import { recordId } from "../../common/fields";
import {
  isoMoment,
  teamStoreDistribution,
  teamStoreItemFields,
  teamStorePaymentMode,
  teamStorePlayerFields,
  teamStoreSettingsFields,
  teamStoreSlug,
  teamStoreStatus,
} from "./schemas";

// The staff operations' inputs beyond the shared settings (schemas.ts): create, copy, from a quote,
// replace items and roster, the lifecycle's actions, and the list.

export const teamStoreItemList = z
  .array(teamStoreItemFields)
  .max(60, "A store may sell at most 60 items.")
  .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, {
    error: "Each product may be an item of the store once.",
  });
export const teamStorePlayerList = z
  .array(teamStorePlayerFields)
  .max(300, "A roster may have at most 300 players.");

/** A new store: the settings (the usual ones defaulted), and optionally its items and roster. */
export const createTeamStoreInput = teamStoreSettingsFields
  .extend({
    access_code: teamStoreSettingsFields.shape.access_code,
    distribution: teamStoreDistribution.default("team_pickup"),
    payment_mode: teamStorePaymentMode.default("pay_at_pickup"),
    number_min: teamStoreSettingsFields.shape.number_min.default(0),
    number_max: teamStoreSettingsFields.shape.number_max.default(99),
    numbers_unique: z.boolean().default(true),
    allow_unknown_number: z.boolean().default(true),
    items: teamStoreItemList.default([]),
    players: teamStorePlayerList.default([]),
  })
  .strict();
export type CreateTeamStoreInput = z.infer<typeof createTeamStoreInput>;

/** Settings to change; what is left out stays. */
export const updateTeamStoreInput = teamStoreSettingsFields.partial().extend({ id: recordId }).strict();
export type UpdateTeamStoreInput = z.infer<typeof updateTeamStoreInput>;

/** A copy of an earlier store: a new link and new dates; the rest is taken from the original. */
export const copyTeamStoreInput = z
  .object({
    id: recordId,
    slug: teamStoreSlug,
    opens_at: isoMoment("Opens at"),
    closes_at: isoMoment("Closes at"),
    team_name: teamStoreSettingsFields.shape.team_name.optional(),
  })
  .strict();
export type CopyTeamStoreInput = z.infer<typeof copyTeamStoreInput>;

/** A store from an approved quote: the link (made from the team's name when left out) and dates. */
export const teamStoreFromQuoteInput = z
  .object({
    id: recordId,
    slug: teamStoreSlug.optional(),
    opens_at: isoMoment("Opens at"),
    closes_at: isoMoment("Closes at"),
    distribution: teamStoreDistribution.default("team_pickup"),
    payment_mode: teamStorePaymentMode.default("pay_at_pickup"),
  })
  .strict();
export type TeamStoreFromQuoteInput = z.infer<typeof teamStoreFromQuoteInput>;

export const replaceItemsInput = z.object({ id: recordId, items: teamStoreItemList }).strict();
export const replacePlayersInput = z.object({ id: recordId, players: teamStorePlayerList }).strict();

export const teamStoreActions = [
  "schedule",
  "open",
  "extend",
  "close",
  "reopen",
  "start_production",
  "freeze_batch_two",
  "mark_ready",
  "complete",
  "cancel",
] as const satisfies readonly TeamStoreMove[];
export type TeamStoreAction = (typeof teamStoreActions)[number];

/** One move of the store's life; `closes_at` for extend and reopen, `override_proof` for opening, `acknowledge_unpaid` for complete. */
export const teamStoreTransitionInput = z
  .object({
    id: recordId,
    action: z.enum(teamStoreActions, { error: `action must be one of: ${teamStoreActions.join(", ")}.` }),
    closes_at: isoMoment("Closes at").optional(),
    override_proof: z.boolean().default(false),
    /** Complete while families still owe money: staff saw the sum and go on (decision 070). */
    acknowledge_unpaid: z.boolean().default(false),
  })
  .strict();
export type TeamStoreTransitionInput = z.infer<typeof teamStoreTransitionInput>;

export const teamStoreListInput = pagedListInput(teamStoreSortColumns, "created_at")
  .extend({ status: teamStoreStatus.optional() })
  .strict();
export type TeamStoreListInput = z.infer<typeof teamStoreListInput>;
export const teamStoreExportInput = teamStoreListInput.omit({ page: true, page_size: true });
export type TeamStoreExportInput = z.infer<typeof teamStoreExportInput>;

/** One row of the stores table: batch 1's figures, batch 2's apart, and what is still owed. */
export const teamStoreListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  team_name: z.string(),
  sport: z.string(),
  coach_name: z.string(),
  status: teamStoreStatus,
  opens_at: z.string(),
  closes_at: z.string(),
  created_at: z.string(),
  orders: z.number().int(),
  pieces: z.number().int(),
  revenue: z.number(),
  fundraising: z.number(),
  /** What the store's orders (both batches, not cancelled) still owe. */
  unpaid: z.number(),
  batch_two_orders: z.number().int(),
  batch_two_pieces: z.number().int(),
  batch_two_revenue: z.number(),
});
export type TeamStoreListItem = z.infer<typeof teamStoreListItemSchema>;
export const teamStorePageSchema = pagedAnswer(teamStoreListItemSchema);

/** The coach's reminder button's answer. */
export const remindersSentSchema = z.object({ sent: z.number().int(), next_allowed_at: z.string() });
