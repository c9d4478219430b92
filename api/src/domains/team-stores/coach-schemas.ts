import { teamStoreStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { notBlank } from "../../common/fields";
import { orderPaymentStates } from "../../common/order-filter-facts";

// What the coach's private link shows. Players and what they ordered, never a family's contact
// details: no buyer's name, e-mail, phone or address travels in these answers (a test reads them).

export const coachTokenInput = z
  .object({ token: z.string().trim().min(1, "The link's token is missing.").max(200).meta(notBlank) })
  .strict();

const coachLineSchema = z.object({
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  print_name: z.string().nullable(),
  print_number: z.string().nullable(),
});

export const coachOrderSchema = z.object({
  order_number: z.number().int(),
  /** 1: ordered before close; 2: a late order staff added. */
  batch: z.number().int(),
  player_name: z.string(),
  placed_at: z.string(),
  pieces: z.number().int(),
  payment_state: z.enum(orderPaymentStates),
  items: z.array(coachLineSchema),
});
export type CoachOrder = z.infer<typeof coachOrderSchema>;

export const coachRosterPlayerSchema = z.object({
  name: z.string(),
  number: z.string().nullable(),
  /** Whether a reminder can reach the family (the address itself is never shown). */
  can_be_reminded: z.boolean(),
});

export const coachReminderStateSchema = z.object({
  last_sent_at: z.string().nullable(),
  /** When the next reminder may go (null: now). */
  next_allowed_at: z.string().nullable(),
  next_allowed_in_words: z.string().nullable(),
  /** Roster members with an address and no order: who a reminder would reach now. */
  would_reach: z.number().int(),
  /** Reminders go out only while the store is open. */
  store_open: z.boolean(),
});

export const coachPageSchema = z.object({
  team_name: z.string(),
  sport: z.string(),
  coach_name: z.string(),
  /** The store's picture, as families see it (null: none of its own). */
  picture_url: z.string().nullable(),
  status: z.enum(teamStoreStatuses),
  status_label: z.string(),
  /** The families' link, as a path on the site (`/team/{slug}`). */
  store_path: z.string(),
  payment_mode: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** "Fri Mar 6, 8:00 PM CT" */
  opens_in_words: z.string(),
  closes_in_words: z.string(),
  /** The server's clock when answering, for the countdown (the store's rules read this clock). */
  now: z.string(),
  orders: z.number().int(),
  pieces: z.number().int(),
  /** The team's share of every live order so far, in dollars. */
  fundraising: z.number(),
  ordered: z.array(coachOrderSchema),
  /** What on the roster families would be refused for (a number twice, out of range), in words. */
  roster_flags: z.array(z.string()),
  not_ordered: z.array(coachRosterPlayerSchema),
  reminder: coachReminderStateSchema,
});
export type CoachPage = z.infer<typeof coachPageSchema>;

export const coachReminderResultSchema = z.object({
  sent: z.number().int(),
  /** "Reminders sent to 3 families." */
  message: z.string(),
  next_allowed_at: z.string(),
});
export type CoachReminderResult = z.infer<typeof coachReminderResultSchema>;
