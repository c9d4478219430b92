import { statusByClock, teamStorePhase, teamStoreStatusLabels } from "@store/db/catalogue";
import type { TokenRead } from "../../service-args";
import type { CoachPage } from "../coach-schemas";
import { rowNumberRule } from "../staff/check-roster";
import { storePicture } from "../store/store-picture";
import { storeMomentInWords } from "../store/store-time";
import { liveTeamOrders, rosterWithOrders, storeRow } from "./coach-data";
import { storeIdForCoachToken } from "./coach-links";
import { coachRosterFlags } from "./coach-roster-flags";

const DAY = 24 * 60 * 60 * 1000;

/** The coach's reminder goes at most once a day (send-reminders.ts keeps the rule). */
const nextReminderAt = (last: Date | null) => (last ? new Date(last.getTime() + DAY) : null);

/**
 * What the coach's link shows: the store's state and clock, who has ordered (player, pieces,
 * sizes, names, numbers, paid or not) and who on the roster has not. Read only; no buyer's
 * contact details.
 */
export async function coachPage({ db, input: { token }, now }: TokenRead): Promise<CoachPage> {
  const store = await storeRow(db, await storeIdForCoachToken(db, token));
  const ordered = await liveTeamOrders(db, store.id);
  const roster = await rosterWithOrders(db, store.id, ordered);
  const waiting = roster.filter((p) => !p.hasOrdered);
  const next = nextReminderAt(store.coachReminderAt);
  const picture = await storePicture(db, store);
  const nextLater = next && next > now ? next : null;
  // Where the store stands by the clock, as the family's page says it (the clock's pass may be due).
  const status = statusByClock(store, now);
  return {
    team_name: store.teamName,
    sport: store.sport,
    coach_name: store.coachName,
    picture_url: picture,
    status,
    status_label: teamStoreStatusLabels[status],
    store_path: `/team/${store.slug}`,
    payment_mode: store.paymentMode,
    opens_at: store.opensAt.toISOString(),
    closes_at: store.closesAt.toISOString(),
    opens_in_words: storeMomentInWords(store.opensAt),
    closes_in_words: storeMomentInWords(store.closesAt),
    now: now.toISOString(),
    orders: ordered.length,
    pieces: ordered.reduce((n, o) => n + o.pieces, 0),
    fundraising: ordered.reduce((n, o) => n + Math.round(o.fundraising * 100), 0) / 100,
    ordered: ordered.map(({ fundraising: _, ...order }) => order),
    roster_flags: coachRosterFlags(roster, rowNumberRule(store)),
    not_ordered: waiting.map((p) => ({ name: p.name, number: p.number, can_be_reminded: Boolean(p.email) })),
    reminder: {
      last_sent_at: store.coachReminderAt?.toISOString() ?? null,
      next_allowed_at: nextLater?.toISOString() ?? null,
      next_allowed_in_words: nextLater ? storeMomentInWords(nextLater) : null,
      would_reach: waiting.filter((p) => p.email).length,
      store_open: teamStorePhase(store, now) === "open",
    },
  };
}
