import { type Database, teamStores } from "@store/db";
import { statusByClock, teamStorePhase, teamStoreStatusLabels } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import type { CsvFile } from "../../../common/admin-list";
import { csvFile } from "../../../common/csv";
import type { CoachPage } from "../coach-schemas";
import { rowNumberRule } from "../staff/check-roster";
import { storePicture } from "../store/store-picture";
import { storeMomentInWords } from "../store/store-time";
import { liveTeamOrders, rosterWithOrders, storeRow } from "./coach-data";
import { storeIdForCoachToken } from "./coach-links";
import { coachRosterFlags } from "./coach-roster-flags";

const DAY = 24 * 60 * 60 * 1000;
/** The coach's reminder goes at most once a day (coach-reminders.ts keeps the rule). */
const nextReminderAt = (last: Date | null) => (last ? new Date(last.getTime() + DAY) : null);

/**
 * What the coach's link shows: the store's state and clock, who has ordered (player, pieces,
 * sizes, names, numbers, paid or not) and who on the roster has not. Read only; no buyer's
 * contact details.
 */
export async function coachPage(db: Database, token: string, now: Date): Promise<CoachPage> {
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

const paymentWords = {
  unpaid: "Not paid",
  deposit: "Part paid",
  paid: "Paid",
  refunded: "Refunded",
} as const;

/** The coach's list as a spreadsheet: a row per ordered item, then a row per player not ordered yet. */
export async function coachCsv(db: Database, token: string, now: Date): Promise<CsvFile> {
  const page = await coachPage(db, token, now);
  const [store] = await db
    .select({ slug: teamStores.slug })
    .from(teamStores)
    .where(eq(teamStores.id, await storeIdForCoachToken(db, token)));
  const header = [
    "Player",
    "Status",
    "Order",
    "Batch",
    "Item",
    "Size",
    "Quantity",
    "Name",
    "Number",
    "Payment",
  ];
  const rows = [
    ...page.ordered.flatMap((o) =>
      o.items.map((i) => [
        o.player_name,
        "Ordered",
        String(o.order_number),
        String(o.batch),
        i.product_name,
        i.size ?? "One size",
        String(i.quantity),
        i.print_name ?? "",
        i.print_number ?? "",
        paymentWords[o.payment_state],
      ]),
    ),
    ...page.not_ordered.map((p) => [p.name, "Not ordered yet", "", "", "", "", "", "", p.number ?? "", ""]),
  ];
  return csvFile(`${store?.slug ?? "team"}-orders`, header, rows, now);
}
