import { auditEntries, type Database, teamStores } from "@store/db";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { isUuid, notFound } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import type { Actor } from "../../staff/audit-records";
import { moveDueStores } from "../clock/clock-job";
import { enqueueReminders } from "../emails/store-mails";
import { statusSentence } from "../staff/store-rules";
import { storeMomentInWords } from "../store/store-time";

const DAY = 24 * 60 * 60 * 1000;

/** "You can send the next reminder after Thu Mar 5, 2:10 PM CT." */
export const nextReminderWords = (at: Date) =>
  `You can send the next reminder after ${storeMomentInWords(at)}.`;

/**
 * The coach's "remind those who haven't ordered": one e-mail per roster player with an address and
 * no order, at most once per 24 hours per store. The store's `coach_reminder_at` is claimed with one
 * UPDATE, so two presses at the same moment send once; over the limit is a 429 saying when the next
 * is allowed. `actor` is the staff member pressing it for the coach, or null for the coach's page.
 */
export async function sendCoachReminders({
  db,
  mail,
  storeId,
  now,
  actor,
  onLimited,
}: {
  db: Database;
  mail: MailSettings;
  storeId: string;
  now: Date;
  actor: Actor | null;
  /** Told the seconds until the next is allowed, when refused (the REST answer's Retry-After). */
  onLimited?: (retryAfterSeconds: number) => void;
}): Promise<{ sent: number; next_allowed_at: string }> {
  if (!isUuid(storeId)) throw notFound("team store", storeId);
  // The clock's moves due for this store first: "open" here is the phase the coach's page shows.
  await moveDueStores(db, mail, now, storeId);
  const next = new Date(now.getTime() + DAY);
  const sent = await db.transaction(async (tx) => {
    const [store] = await tx
      .update(teamStores)
      .set({ coachReminderAt: now })
      .where(
        and(
          eq(teamStores.id, storeId),
          eq(teamStores.status, "open"),
          or(
            isNull(teamStores.coachReminderAt),
            lte(teamStores.coachReminderAt, new Date(now.getTime() - DAY)),
          ),
        ),
      )
      .returning();
    if (!store) {
      const [found] = await tx.select().from(teamStores).where(eq(teamStores.id, storeId));
      if (!found) throw notFound("team store", storeId);
      if (found.status !== "open") {
        throw AppError.conflict(`${statusSentence(found.status)} Reminders go only while it is open.`);
      }
      const allowed = new Date((found.coachReminderAt ?? now).getTime() + DAY);
      onLimited?.(Math.max(1, Math.ceil((allowed.getTime() - now.getTime()) / 1000)));
      throw AppError.tooManyRequests(nextReminderWords(allowed));
    }
    const count = await enqueueReminders(tx, store, mail, "coach");
    await tx.insert(auditEntries).values({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? `${store.coachEmail} (coach link)`,
      action: "team_store.coach_reminder",
      entity: "team_store",
      entityId: store.id,
      summary: `Reminded ${count} ${count === 1 ? "family" : "families"} of ${store.teamName} who have not ordered.`,
      before: null,
      after: { sent: count },
    });
    return count;
  });
  mail.wake?.();
  return { sent, next_allowed_at: next.toISOString() };
}
