import { type Database, type TeamStore, teamStores } from "@store/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import type { PaymentProviders } from "../../../payments/providers";
import type { StaffChange } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import { revokeCoachLinks } from "../coach/coach-links";
import { enqueueOpeningMail } from "../emails/store-mails";
import type { TeamStoreDto } from "../schemas";
import type { UpdateTeamStoreInput } from "../staff-schemas";
import { checkStoreLogo } from "../store/store-picture";
import { checkSlugFree, guardingSlug } from "./check-slug";
import { getTeamStore, lockTeamStore, storeSettings } from "./get-store";
import {
  checkMoments,
  checkNumberRange,
  checkPaymentModeOffered,
  isClosedOrLater,
  statusSentence,
} from "./store-rules";

const NUMBER_RULES = ["number_min", "number_max", "numbers_unique", "allow_unknown_number"] as const;

const MOMENTS = ["opens_at", "closes_at"] as const;

const LIVE = ["draft", "scheduled", "open"];

/** Which of the sent settings differ from the stored ones (moments compared as instants). */
function changedFields(row: TeamStore, input: UpdateTeamStoreInput): string[] {
  const stored = storeSettings(row) as Record<string, unknown>;
  return Object.entries(input).flatMap(([key, value]) => {
    if (key === "id" || value === undefined) return [];
    const before = stored[key];
    if ((MOMENTS as readonly string[]).includes(key)) {
      return new Date(value as string).getTime() === new Date(before as string).getTime() ? [] : [key];
    }
    if (key === "coach_email") return String(value).toLowerCase() === before ? [] : [key];
    return value === before ? [] : [key];
  });
}

/**
 * Changes a store's settings. Dates move here only before the store opens (after: extend, close
 * early, reopen); number rules stay as families ordered once the store has closed. The coach,
 * message, access code and the like stay editable.
 */
export async function updateTeamStore({
  db,
  actor,
  input,
  mail,
  now,
  payments,
}: StaffChange<UpdateTeamStoreInput> & { payments: PaymentProviders }): Promise<TeamStoreDto> {
  let slug = input.slug ?? "";
  await guardingSlug(
    () => slug,
    () =>
      db.transaction(async (tx) => {
        const row = await lockTeamStore(tx, input.id);
        slug = input.slug ?? row.slug;
        const changed = changedFields(row, input);
        if (changed.length === 0) return;
        if (
          isClosedOrLater(row.status) &&
          changed.some((f) => (NUMBER_RULES as readonly string[]).includes(f))
        ) {
          throw AppError.conflict(
            `${statusSentence(row.status)} Its number rules cannot change: families ordered under them.`,
          );
        }
        if (
          !["draft", "scheduled"].includes(row.status) &&
          changed.some((f) => (MOMENTS as readonly string[]).includes(f))
        ) {
          throw AppError.conflict(
            `${statusSentence(row.status)} Its dates change only through extend, close early or reopen.`,
          );
        }
        if (!["draft", "scheduled"].includes(row.status) && changed.includes("slug")) {
          throw AppError.conflict(
            `${statusSentence(row.status)} Its link went to the coach when it opened, so it cannot change.`,
          );
        }
        const next = {
          ...storeSettings(row),
          ...Object.fromEntries(changed.map((f) => [f, input[f as keyof UpdateTeamStoreInput]])),
        };
        checkMoments(new Date(next.opens_at), new Date(next.closes_at));
        checkNumberRange(next.number_min, next.number_max);
        // A store already collecting at order keeps its mode if the keys go; choosing it needs them.
        if (changed.includes("payment_mode")) checkPaymentModeOffered(next.payment_mode, payments);
        if (changed.includes("logo_url")) await checkStoreLogo(tx, next.logo_url);
        if (changed.includes("slug") && LIVE.includes(row.status)) await checkSlugFree(tx, next.slug, row.id);
        const [updated] = await tx
          .update(teamStores)
          .set({
            slug: next.slug,
            teamName: next.team_name,
            sport: next.sport,
            accessCode: next.access_code,
            coachName: next.coach_name,
            coachEmail: next.coach_email.toLowerCase(),
            opensAt: new Date(next.opens_at),
            closesAt: new Date(next.closes_at),
            distribution: next.distribution,
            paymentMode: next.payment_mode,
            numberMin: next.number_min,
            numberMax: next.number_max,
            numbersUnique: next.numbers_unique,
            allowUnknownNumber: next.allow_unknown_number,
            message: next.message,
            logoUrl: next.logo_url,
            handoutPlace: next.handout_place,
            handoutWhen: next.handout_when,
            handoutBy: next.handout_by,
          })
          .where(eq(teamStores.id, row.id))
          .returning();
        if (!updated) throw new Error("locked team store is missing");
        const before = storeSettings(row) as Record<string, unknown>;
        const after = storeSettings(updated) as Record<string, unknown>;
        const handedOver = changed.includes("coach_email")
          ? await handOverCoachPage(tx, updated, mail, now)
          : "";
        await recordAudit(tx, actor, {
          action: "team_store.update",
          entity: "team_store",
          entityId: row.id,
          summary: `Changed ${changed.join(", ").replace(/_/g, " ")} of the team store ${updated.teamName}.${handedOver}`,
          before: Object.fromEntries(changed.map((f) => [f, before[f]])),
          after: Object.fromEntries(changed.map((f) => [f, after[f]])),
        });
      }),
  );
  mail.wake?.();
  return getTeamStore({ db, id: input.id });
}

/**
 * A new coach's address: the earlier coach's links stop working, and while the store is open the
 * new coach is e-mailed the store's link and a coach link of their own. Answers what happened.
 */
async function handOverCoachPage(
  tx: Database,
  store: TeamStore,
  mail: MailSettings,
  now: Date,
): Promise<string> {
  if (store.status === "draft" || store.status === "scheduled") return "";
  await revokeCoachLinks(tx, store.id, now);
  if (store.status !== "open") return " Earlier coach links no longer work.";
  await enqueueOpeningMail(tx, store, mail);
  return ` Earlier coach links no longer work; ${store.coachEmail} was e-mailed a new one.`;
}
