import { type Database, orderItems, orders, profiles, type TeamStore, teamStorePlayers } from "@store/db";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { enqueueEmail } from "../../../mail/outbox";
import type { MailSettings } from "../../../mail/settings";
import { absoluteUrl } from "../../../mail/templates/format";
import {
  teamStoreClosedSummary,
  teamStoreOpenedForCoach,
  teamStoreOrderReady,
  teamStoreReadyForCoach,
  teamStoreReminder,
} from "../../../mail/templates/team-stores";
import { storeOrdersMoney } from "../batches/load-batch";
import { coachPath, issueCoachLink } from "../coach/coach-links";
import { storeUnpaid } from "../lifecycle/handout-money";
import { handoutOf } from "../store/store-handout";
import { storeMomentInWords } from "../store/store-time";

// The e-mails of a store's life, written into the outbox with the change that sends them. Callers
// claim the store's mark first (an atomic UPDATE), so each goes once however many processes run.

/** The families' page of the store. */
export const storePath = (slug: string) => `/team/${slug}`;

/** The coach's "store is open" e-mail, with a fresh private coach link. */
export async function enqueueOpeningMail(tx: Database, store: TeamStore, mail: MailSettings): Promise<void> {
  const token = await issueCoachLink(tx, store.id);
  await enqueueEmail(tx, {
    kind: "team_store.opened",
    to: store.coachEmail,
    replyTo: mail.storeEmail,
    ...teamStoreOpenedForCoach({
      teamName: store.teamName,
      coachName: store.coachName,
      storeUrl: absoluteUrl(mail.publicUrl, storePath(store.slug)),
      accessCode: store.accessCode,
      closesWords: storeMomentInWords(store.closesAt),
      coachUrl: absoluteUrl(mail.publicUrl, coachPath(token)),
      qrUrl: absoluteUrl(mail.publicUrl, `/api${coachPath(token)}/qr.png`),
      flyerUrl: absoluteUrl(mail.publicUrl, `/api${coachPath(token)}/flyer.pdf`),
    }),
  });
}

// playerKey's rule in SQL (inner spaces collapsed, trimmed, lower case), so the reminders skip
// exactly the players the coach page shows as having ordered.
const keyOf = (name: unknown) => sql`lower(btrim(regexp_replace(${name}, '\\s+', ' ', 'g')))`;
const sameName = (a: unknown, b: unknown) => sql`${keyOf(a)} = ${keyOf(b)}`;

/** Roster players with no order (not cancelled) under their name in the store. */
export async function playersWithoutOrder(db: Database, storeId: string) {
  return db
    .select({ name: teamStorePlayers.name, email: teamStorePlayers.email })
    .from(teamStorePlayers)
    .where(
      and(
        eq(teamStorePlayers.storeId, storeId),
        sql`not exists (select 1 from ${orders} where ${orders.teamStoreId} = ${storeId}
          and ${orders.status} <> 'cancelled' and ${sameName(orders.playerName, teamStorePlayers.name)})`,
      ),
    )
    .orderBy(asc(teamStorePlayers.position), asc(teamStorePlayers.id));
}

/**
 * One reminder per roster player with an address and no order; answers how many went. An address
 * whose account turned reminders off gets none (the coach's page still lists the player).
 */
export async function enqueueReminders(
  tx: Database,
  store: TeamStore,
  mail: MailSettings,
  from: "store" | "coach",
): Promise<number> {
  const withAddress = (await playersWithoutOrder(tx, store.id)).filter((p) => p.email);
  const addresses = withAddress.map((p) => (p.email as string).trim().toLowerCase());
  const optedOut = new Set(
    addresses.length
      ? (
          await tx
            .select({ email: profiles.email })
            .from(profiles)
            .where(and(eq(profiles.remindersOptIn, false), inArray(profiles.email, addresses)))
        ).map((p) => p.email)
      : [],
  );
  const due = withAddress.filter((p) => !optedOut.has((p.email as string).trim().toLowerCase()));
  for (const player of due) {
    await enqueueEmail(tx, {
      kind: from === "coach" ? "team_store.coach_reminder" : "team_store.reminder",
      to: player.email as string,
      replyTo: mail.storeEmail,
      ...teamStoreReminder({
        playerName: player.name,
        teamName: store.teamName,
        storeUrl: absoluteUrl(mail.publicUrl, storePath(store.slug)),
        accessCode: store.accessCode,
        closesWords: storeMomentInWords(store.closesAt),
        from,
        coachName: store.coachName,
      }),
    });
  }
  return due.length;
}

/** Batch 1's orders, pieces and fundraising (orders not cancelled). */
export async function batchOneFigures(db: Database, storeId: string) {
  const live = and(eq(orders.teamStoreId, storeId), eq(orders.teamBatch, 1), ne(orders.status, "cancelled"));
  const [row] = await db
    .select({
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
      fundraising: sql<number>`coalesce(sum(${orderItems.quantity} * ${orderItems.fundraising}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(live);
  return { orders: row?.orders ?? 0, pieces: row?.pieces ?? 0, fundraising: row?.fundraising ?? 0 };
}

/** The coach's summary at close. */
export async function enqueueClosedSummary(
  tx: Database,
  store: TeamStore,
  mail: MailSettings,
): Promise<void> {
  const figures = await batchOneFigures(tx, store.id);
  const missing = await playersWithoutOrder(tx, store.id);
  await enqueueEmail(tx, {
    kind: "team_store.closed",
    to: store.coachEmail,
    replyTo: mail.storeEmail,
    ...teamStoreClosedSummary({
      teamName: store.teamName,
      coachName: store.coachName,
      closedWords: storeMomentInWords(store.closesAt),
      ...figures,
      notOrdered: missing.map((p) => p.name),
    }),
  });
}

/** The coach's "ready" e-mail: the handout and who still owes what (the unpaid list's rows). */
export async function enqueueCoachReadyMail(
  tx: Database,
  store: TeamStore,
  mail: MailSettings,
): Promise<void> {
  const [all, unpaid] = await Promise.all([storeOrdersMoney(tx, store.id), storeUnpaid(tx, store.id)]);
  await enqueueEmail(tx, {
    kind: "team_store.ready_coach",
    to: store.coachEmail,
    replyTo: mail.storeEmail,
    ...teamStoreReadyForCoach({
      teamName: store.teamName,
      coachName: store.coachName,
      orders: all.length,
      handout: handoutOf(store),
      unpaid: unpaid.orders.map((o) => ({
        orderNumber: o.order_number,
        playerName: o.player_name,
        customerName: o.customer_name,
        balance: o.balance,
      })),
      owed: unpaid.owed,
    }),
  });
}

/** "Your order is ready" to every order of the store (both batches, not cancelled); answers how many. */
export async function enqueueReadyMails(tx: Database, store: TeamStore, mail: MailSettings): Promise<number> {
  const buyers = await tx
    .select({
      id: orders.id,
      number: orders.number,
      email: sql<string>`coalesce(${orders.customerEmail}, ${profiles.email})`,
      name: sql<string | null>`coalesce(${orders.customerName}, ${profiles.fullName})`,
      player: orders.playerName,
      fulfilment: orders.fulfilment,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(and(eq(orders.teamStoreId, store.id), ne(orders.status, "cancelled")))
    .orderBy(asc(orders.number));
  const money = new Map((await storeOrdersMoney(tx, store.id)).map((m) => [m.order_id, m]));
  const handout = handoutOf(store);
  let sent = 0;
  for (const order of buyers) {
    const owed = money.get(order.id);
    await enqueueEmail(tx, {
      kind: "team_store.ready",
      to: order.email,
      replyTo: mail.storeEmail,
      orderId: order.id,
      ...teamStoreOrderReady({
        customerName: order.name ?? "there",
        playerName: order.player ?? order.name ?? "your player",
        teamName: store.teamName,
        orderNumber: order.number,
        distribution: store.distribution,
        fulfilment: order.fulfilment,
        handout,
        ...(owed && { money: { total: owed.total, amountPaid: owed.amount_paid, balance: owed.balance } }),
      }),
    });
    sent += 1;
  }
  return sent;
}
