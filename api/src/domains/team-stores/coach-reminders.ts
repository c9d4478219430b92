import { type Database, teamStores } from "@store/db";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { coachReminderEmail } from "../../mail/templates/coach-reminder";
import { absoluteUrl } from "../../mail/templates/format";
import { liveTeamOrders, rosterWithOrders, storeRow } from "./coach-data";
import type { CoachReminderResult } from "./coach-schemas";
import { closesInWords, storeMomentInWords } from "./store-time";

/** The coach's reminder may go once per this long, per store. */
export const COACH_REMINDER_EVERY_MS = 24 * 60 * 60 * 1000;

export const nextReminderAt = (last: Date | null) =>
  last ? new Date(last.getTime() + COACH_REMINDER_EVERY_MS) : null;

/** A second press within 24 hours: a 429 that says when the next reminder may go. */
export class ReminderTooSoon extends AppError {
  constructor(readonly next: Date) {
    super("TOO_MANY_REQUESTS", `You can send the next reminder after ${storeMomentInWords(next)}.`);
  }
}

/**
 * "Remind those who haven't ordered": one e-mail per roster member with an address and no live
 * order, at most once per 24 hours per store. The claim on coach_reminder_at is one conditional
 * update, so two presses at once (or two processes) send once; the e-mails are stored in the same
 * transaction, so a refused or failed send leaves the claim untaken.
 */
export async function sendCoachReminders(
  db: Database,
  storeId: string,
  now: Date,
  mail: MailSettings,
): Promise<CoachReminderResult> {
  const result = await db.transaction(async (tx) => {
    const store = await storeRow(tx, storeId);
    if (store.status !== "open" || now < store.opensAt || now >= store.closesAt)
      throw AppError.conflict("Reminders go out only while the store is open for orders.");
    const since = new Date(now.getTime() - COACH_REMINDER_EVERY_MS);
    const [claimed] = await tx
      .update(teamStores)
      .set({ coachReminderAt: now })
      .where(
        and(
          eq(teamStores.id, storeId),
          or(isNull(teamStores.coachReminderAt), lte(teamStores.coachReminderAt, since)),
        ),
      )
      .returning({ id: teamStores.id });
    if (!claimed) {
      const next = nextReminderAt(store.coachReminderAt) ?? now;
      throw new ReminderTooSoon(next);
    }
    const roster = await rosterWithOrders(tx, storeId, await liveTeamOrders(tx, storeId));
    const waiting = roster.filter((p) => !p.hasOrdered && p.email);
    if (waiting.length === 0)
      throw AppError.conflict(
        "Everyone on the roster with an e-mail address has ordered: there is no one to remind.",
      );
    const storeUrl = absoluteUrl(mail.publicUrl, `/team/${store.slug}`);
    for (const player of waiting) {
      if (!player.email) continue;
      await enqueueEmail(tx, {
        kind: "team_store.coach_reminder",
        to: player.email,
        ...coachReminderEmail({
          teamName: store.teamName,
          coachName: store.coachName,
          playerName: player.name,
          closesInWords: closesInWords(store.closesAt),
          storeUrl,
          accessCode: store.accessCode,
        }),
      });
    }
    return waiting.length;
  });
  mail.wake?.();
  const next = nextReminderAt(now) ?? now;
  return {
    sent: result,
    message: `Reminder sent to ${result} ${result === 1 ? "family" : "families"}. You can send the next one after ${storeMomentInWords(next)}.`,
    next_allowed_at: next.toISOString(),
  };
}
