import { contactSubmissions } from "@store/db";
import { storeClock, teamSportLabels } from "@store/db/catalogue";
import { type IdempotencyCaller, idempotencyClaim, oncePerKey } from "../../common/idempotency";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import { absoluteUrl } from "../../mail/templates/format";
import { teamStoreRequestedForStore } from "../../mail/templates/team-store-request";
import type { ClockArgs, MailArgs, ReadArgs } from "../service-args";
import {
  TEAM_STORE_LEAD_DAYS,
  type TeamStoreRequest,
  type TeamStoreRequestFields,
} from "./team-store-request-schema";

const DAY = 24 * 60 * 60 * 1000;
const dayWords = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const noonOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/** Refuses a wanted-by day sooner than a store can run (ordering, then one print batch), by the store's calendar. */
function refuseTooSoon(wantedBy: string, now: Date): void {
  const { year, month, day } = storeClock(now).day;
  const earliest = new Date(Date.UTC(year, month - 1, day, 12) + TEAM_STORE_LEAD_DAYS * DAY);
  if (noonOf(wantedBy) < earliest) {
    const message = `Choose a date on or after ${dayWords.format(earliest)}: families need about a week to order and we print in one batch after the store closes. For anything sooner, call the store.`;
    throw AppError.badRequest(message, { wanted_by: message });
  }
}

/** The request as the messages screen shows it: one message, its facts first. */
function messageOf(f: TeamStoreRequestFields): string {
  return [
    `Team store request: ${f.team_name} (${teamSportLabels[f.sport]})`,
    `Players: ${f.players}`,
    `Wanted by: ${dayWords.format(noonOf(f.wanted_by))}`,
    ...(f.message ? ["", f.message] : []),
  ].join("\n");
}

/**
 * A coach's request from the public "Team stores" page: kept as a contact message (staff Home's
 * "Unread messages" queue and the messages screen) with the store's e-mail about it, in one
 * transaction. A retry with the same idempotency key stores nothing new.
 */
export async function requestTeamStore(
  options: ReadArgs<TeamStoreRequest> & MailArgs & ClockArgs & { caller: IdempotencyCaller },
): Promise<{ value: { id: string }; replayed: boolean }> {
  const { db, caller, mail, now } = options;
  const { idempotency_key, ...input } = options.input;
  refuseTooSoon(input.wanted_by, now);
  const claim = idempotencyClaim("team-store-request", caller, idempotency_key, input);
  const made = await oncePerKey(
    db,
    claim,
    "message",
    (remember) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactSubmissions)
          .values({
            name: input.coach_name,
            email: input.email,
            phone: input.phone,
            message: messageOf(input),
          })
          .returning({ id: contactSubmissions.id });
        if (!row) throw new Error("team store request insert returned no row");
        await remember(tx, row.id);
        const search = new URLSearchParams({ search: input.email, unread: "true" });
        await enqueueEmail(tx, {
          kind: "team_store.requested",
          to: mail.storeEmail,
          replyTo: input.email,
          ...teamStoreRequestedForStore({
            teamName: input.team_name,
            sport: teamSportLabels[input.sport],
            coachName: input.coach_name,
            email: input.email,
            phone: input.phone,
            players: input.players,
            wantedBy: dayWords.format(noonOf(input.wanted_by)),
            message: input.message,
            adminUrl: absoluteUrl(mail.publicUrl, `/admin/contact-messages?${search}`),
          }),
        });
        return { id: row.id };
      }),
    async (id) => ({ id }),
  );
  if (!made.replayed) mail.wake?.();
  return made;
}
