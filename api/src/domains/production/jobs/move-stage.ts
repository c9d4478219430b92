import { type Database, type ProductionJob, productionJobs, teamStoreBatches, teamStores } from "@store/db";
import { decorationProcessLabels, jobStageLabels, jobStages, orderStatusForStage } from "@store/db/catalogue";
import { asc, eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { moveOrdersWithProduction } from "../../orders/follow-production";
import type { StaffChange } from "../../service-args";
import { type Actor, recordAudit } from "../../staff/audit-records";
import { transitionTeamStore } from "../../team-stores/lifecycle/transition-store";
import { goodsShort, type Short, takeReservedStock } from "./goods";
import { findJob, getJob, jobLabel, needOf, stageIndex } from "./job-cards";
import { liveOrderIds } from "./job-sources";
import type { JobDetail, MoveStageInput } from "./schemas";

// A job's stage, moved on the board. Its orders follow the least advanced job of their source, so a
// team's bags read "Ready for pickup" only when every process's work for them is ready (decision
// 090). A team store's batch 1 going ready moves the store itself through staff's own "mark ready"
// (its one e-mail to the families and the coach); a batch 2 or an order moves just its orders.

const shortInWords = (short: Short[]) =>
  short.map((s) => `${s.quantity} × ${s.productName}${s.size ? ` ${s.size}` : ""}`).join(", ");

/** The jobs of the same source, locked in id order (so two moves of one team's jobs take turns). */
async function lockSiblings(tx: Database, job: ProductionJob): Promise<ProductionJob[]> {
  const same = job.batchId
    ? eq(productionJobs.batchId, job.batchId)
    : eq(productionJobs.orderId, job.orderId as string);
  return tx.select().from(productionJobs).where(same).orderBy(asc(productionJobs.id)).for("update");
}

/** The orders follow the job's source: the store's ready move for a team's batch 1, else the orders themselves. */
async function follow(
  change: StaffChange<MoveStageInput> & { tx: Database; job: ProductionJob; siblings: ProductionJob[] },
): Promise<string> {
  const { tx, job, siblings, actor, mail, now } = change;
  const least =
    jobStages[Math.min(...siblings.map((s) => stageIndex(s.id === job.id ? change.input.stage : s.stage)))];
  const to = least ? orderStatusForStage[least] : null;
  if (!to) return "";
  if (job.batchId && to === "shipped") {
    const [batch] = await tx
      .select({ batch: teamStoreBatches.batch, storeId: teamStores.id, status: teamStores.status })
      .from(teamStoreBatches)
      .innerJoin(teamStores, eq(teamStores.id, teamStoreBatches.storeId))
      .where(eq(teamStoreBatches.id, job.batchId));
    if (batch?.batch === 1 && batch.status === "in_production") {
      await transitionTeamStore({
        db: tx,
        actor: actor as Actor,
        input: { id: batch.storeId, action: "mark_ready", override_proof: false, acknowledge_unpaid: false },
        mail,
        now,
      });
      return " Every job of the batch is ready, so the team store was marked ready (the families were e-mailed).";
    }
  }
  const ids = await liveOrderIds(tx, await orderIdsOf(tx, job));
  const moved = await moveOrdersWithProduction(tx, {
    where: { orderIds: ids },
    to,
    actor: actor as Actor,
    because: `${jobStageLabels[change.input.stage]}: ${jobLabel(job.number)} ${decorationProcessLabels[job.process]}`,
  });
  return moved ? ` ${moved} of its ${ids.length} orders moved on.` : "";
}

/** The ids of the orders a job covers (its batch's frozen lines, or its order). */
async function orderIdsOf(tx: Database, job: ProductionJob): Promise<string[]> {
  if (job.orderId) return [job.orderId];
  const [batch] = await tx
    .select()
    .from(teamStoreBatches)
    .where(eq(teamStoreBatches.id, job.batchId as string));
  const lines = ((batch?.snapshot as { lines?: { order_id: string }[] })?.lines ?? []).map((l) => l.order_id);
  return [...new Set(lines)];
}

export async function moveJobStage(change: StaffChange<MoveStageInput>): Promise<JobDetail> {
  const { db, actor, input, now } = change;
  await db.transaction(async (tx) => {
    const found = await findJob(tx, input.id);
    const siblings = await lockSiblings(tx, found);
    const job = siblings.find((s) => s.id === found.id) ?? found;
    if (job.stage === input.stage) return;
    let shortReason = job.shortReason;
    if (input.stage === "ready") {
      const short = (await goodsShort(tx, [needOf(job)])).get(job.batchId ?? (job.orderId as string)) ?? [];
      if (short.length > 0 && !input.short_reason)
        throw AppError.conflict(
          `${jobLabel(job.number)} cannot be ready: its goods are short (${shortInWords(short)}). Receive them first, or give a reason to mark it ready anyway.`,
        );
      if (short.length > 0) shortReason = input.short_reason ?? null;
    }
    await tx
      .update(productionJobs)
      .set({ stage: input.stage, stageChangedAt: now, shortReason })
      .where(eq(productionJobs.id, job.id));
    if (input.stage === "in_production") await takeReservedStock(tx, needOf(job));
    const followed = await follow({ ...change, tx, job, siblings });
    const words = `Moved ${jobLabel(job.number)} ${job.title} from ${jobStageLabels[job.stage]} to ${jobStageLabels[input.stage]}.`;
    await recordAudit(tx, actor, {
      action: "production.job_stage",
      entity: "production",
      entityId: job.id,
      summary:
        shortReason !== job.shortReason
          ? `${words} Goods short, marked ready anyway: ${shortReason}.${followed}`
          : `${words}${followed}`,
      before: { stage: job.stage, short_reason: job.shortReason },
      after: { stage: input.stage, short_reason: shortReason },
    });
  });
  change.mail.wake?.();
  return getJob({ db, id: input.id, now });
}
