import { type Database, type TeamStore, teamStores } from "@store/db";
import { statusInWords, teamStoreMoves } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { isUuid } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import type { PaymentProviders } from "../../../payments/providers";
import { moveOrdersWithProduction } from "../../orders/follow-production";
import type { OrderStatusValue } from "../../orders/schemas";
import type { StaffChange } from "../../service-args";
import { type Actor, recordAudit } from "../../staff/audit-records";
import { freezeBatch } from "../batches/batch-lines";
import { moveDueStores } from "../clock/clock-job";
import {
  enqueueClosedSummary,
  enqueueCoachReadyMail,
  enqueueOpeningMail,
  enqueueReadyMails,
} from "../emails/store-mails";
import type { TeamStoreDto } from "../schemas";
import { guardingSlug } from "../staff/check-slug";
import { getTeamStore, lockTeamStore } from "../staff/get-store";
import type { TeamStoreTransitionInput } from "../staff-schemas";
import { storeMomentInWords } from "../store/store-time";
import { refundLoweredTeamOrders } from "./close-refunds";
import { checkUnpaidAcknowledged } from "./handout-money";
import {
  checkBatchTwoToFreeze,
  checkCancellable,
  checkClosesAhead,
  checkHasItems,
  checkMoveAllowed,
  checkProof,
  type Move,
  marksForNewClose,
  newCloseFrom,
  type StoreChange,
} from "./move-checks";

// A store's life, moved by staff: draft → scheduled → open → closed → in production → ready →
// completed, or cancelled before production. Every move locks the store's row, checks where it
// stands by the server's clock, writes the change, its e-mails and its audit entry in one unit.

interface Planned {
  set: StoreChange;
  summary: string;
  /** Work after the row is written (e-mails, the batch's copy), in the same transaction. */
  after?: (tx: Database, updated: TeamStore) => Promise<string | undefined>;
}

interface MoveContext {
  tx: Database;
  row: TeamStore;
  input: TeamStoreTransitionInput;
  actor: Actor;
  mail: MailSettings;
  now: Date;
}

/** Opening now: the coach's e-mail goes once, whichever of staff and the clock opens the store. */
const opening = (mail: MailSettings, row: TeamStore, now: Date): Pick<Planned, "set" | "after"> => ({
  set: { status: "open", ...(row.openedMailAt ? {} : { openedMailAt: now }) },
  after: async (tx, updated) => {
    if (row.openedMailAt) return undefined;
    await enqueueOpeningMail(tx, updated, mail);
    return `The coach ${updated.coachEmail} was e-mailed the store's link and a coach link.`;
  },
});

async function plan(move: Move, c: MoveContext): Promise<Planned> {
  const { tx, row, input, actor, mail, now } = c;
  const name = row.teamName;
  /** The store's orders follow the step (their history and timeline); answers it in words. */
  const follow = async (t: Database, to: OrderStatusValue, because: string, from?: OrderStatusValue[]) => {
    const n = await moveOrdersWithProduction(t, { where: { teamStoreId: row.id }, to, from, actor, because });
    return `${n} ${n === 1 ? "order" : "orders"} now read ${statusInWords(to, "pickup")}.`;
  };
  switch (move) {
    case "schedule": {
      await checkHasItems(tx, row);
      checkClosesAhead(row.closesAt, now);
      if (row.opensAt.getTime() <= now.getTime()) {
        return {
          ...opening(mail, row, now),
          summary: `Scheduled ${name}; its opening has passed, so it opened now.`,
        };
      }
      return {
        set: { status: "scheduled" },
        summary: `Scheduled ${name} to open ${storeMomentInWords(row.opensAt)}.`,
      };
    }
    case "open": {
      await checkHasItems(tx, row);
      checkClosesAhead(row.closesAt, now);
      const opensAt = row.opensAt.getTime() > now.getTime() ? now : row.opensAt;
      const { set, after } = opening(mail, row, now);
      return { set: { ...set, opensAt }, after, summary: `Opened ${name} now.` };
    }
    case "extend":
    case "reopen": {
      const closesAt = newCloseFrom(input.closes_at, now);
      const words = storeMomentInWords(closesAt);
      const reopened = row.status === "closed";
      return {
        set: { status: "open", closesAt, ...marksForNewClose(closesAt, now) },
        summary: reopened ? `Reopened ${name} until ${words}.` : `Extended ${name} to close ${words}.`,
      };
    }
    case "close": {
      // The check keeps close after open; a store opened this very instant closes a moment later.
      const closesAt = new Date(Math.max(now.getTime(), row.opensAt.getTime() + 1000));
      return {
        set: { status: "closed", closesAt, ...(row.closedSummaryAt ? {} : { closedSummaryAt: now }) },
        summary: `Closed ${name} early, at ${storeMomentInWords(closesAt)}.`,
        after: async (t, updated) => {
          if (row.closedSummaryAt) return undefined;
          await enqueueClosedSummary(t, updated, mail);
          return undefined;
        },
      };
    }
    case "start_production":
      return {
        set: { status: "in_production", batchOneFrozenAt: now },
        summary: `Started production of ${name}: batch 1 is frozen.`,
        after: async (t) => {
          const { lines } = await freezeBatch(t, row.id, 1, actor.id, now);
          const moved = await follow(t, "processing", `${name} went into production.`);
          return `Batch 1 holds ${lines.length} lines. ${moved}`;
        },
      };
    case "freeze_batch_two":
      await checkBatchTwoToFreeze(tx, row.id);
      return {
        set: {},
        summary: `Froze batch 2 (late orders) of ${name}.`,
        after: async (t) => {
          const { lines } = await freezeBatch(t, row.id, 2, actor.id, now);
          return `Batch 2 holds ${lines.length} lines.`;
        },
      };
    case "mark_ready":
      return {
        set: { status: "ready" },
        summary: `Marked ${name} ready.`,
        after: async (t, updated) => {
          const moved = await follow(t, "shipped", `${name} was marked ready.`);
          const buyers = await enqueueReadyMails(t, updated, mail);
          await enqueueCoachReadyMail(t, updated, mail);
          return `${moved} ${buyers} buyers and the coach were e-mailed.`;
        },
      };
    case "complete": {
      const owed = await checkUnpaidAcknowledged(tx, row, input.acknowledge_unpaid);
      return {
        set: { status: "completed" },
        summary: owed ? `Completed ${name}; ${owed} (acknowledged).` : `Completed ${name}.`,
        // Only the orders handed out move: a late order still being made stays as it is.
        after: async (t) => follow(t, "delivered", `${name} was completed.`, ["shipped"]),
      };
    }
    case "cancel":
      await checkCancellable(tx, row.id);
      return { set: { status: "cancelled" }, summary: `Cancelled ${name}.` };
  }
}

const OPENING: Move[] = ["schedule", "open"];

/** One move of the store's life (the action names it); illegal moves are 409s naming the status. */
export async function transitionTeamStore({
  db,
  actor,
  input,
  mail,
  now,
  payments,
}: StaffChange<TeamStoreTransitionInput> & { payments?: PaymentProviders }): Promise<TeamStoreDto> {
  let slug = "";
  // The clock's own moves first: a store past its close is closed before staff move it on.
  if (isUuid(input.id)) await moveDueStores(db, mail, now, input.id);
  await guardingSlug(
    () => slug,
    () =>
      db.transaction(async (tx) => {
        const row = await lockTeamStore(tx, input.id);
        slug = row.slug;
        if ("beforeProduction" in teamStoreMoves[input.action] && row.batchOneFrozenAt) {
          throw AppError.conflict(
            `Batch 1 went into production ${storeMomentInWords(row.batchOneFrozenAt)}, so the store cannot open again. Add a late order to batch 2 instead.`,
          );
        }
        checkMoveAllowed(row, input.action);
        const overridden = OPENING.includes(input.action)
          ? await checkProof(tx, row, input.override_proof)
          : null;
        const planned = await plan(input.action, { tx, row, input, actor, mail, now });
        const set: StoreChange = { ...planned.set, ...(overridden && { proofOverrideBy: actor.id }) };
        const [updated] = Object.keys(set).length
          ? await tx.update(teamStores).set(set).where(eq(teamStores.id, row.id)).returning()
          : [row];
        if (!updated) throw new Error("locked team store is missing");
        const more = await planned.after?.(tx, updated);
        if (overridden) {
          await recordAudit(tx, actor, {
            action: "team_store.proof_override",
            entity: "team_store",
            entityId: row.id,
            summary: `Opened ${row.teamName} without an approved proof of ${overridden}'s artwork (override).`,
            before: { proof_override_by: row.proofOverrideBy },
            after: { proof_override_by: actor.id },
          });
        }
        await recordAudit(tx, actor, {
          action: `team_store.${input.action}`,
          entity: "team_store",
          entityId: row.id,
          summary: more ? `${planned.summary} ${more}` : planned.summary,
          before: { status: row.status, opens_at: row.opensAt, closes_at: row.closesAt },
          after: { status: updated.status, opens_at: updated.opensAt, closes_at: updated.closesAt },
        });
      }),
  );
  mail.wake?.();
  // Closed (by staff or by its clock just now): lowered orders paid online get their difference back.
  // After the move is saved: the provider is asked outside the store's transaction.
  if (payments) await refundLoweredTeamOrders({ db, payments, storeId: input.id });
  return getTeamStore({ db, id: input.id });
}
