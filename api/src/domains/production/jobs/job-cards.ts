import {
  type Database,
  orderItems,
  orders,
  type ProductionJob,
  productionJobDays,
  productionJobs,
  teamStoreBatches,
} from "@store/db";
import { capacityUnitOf, jobStages } from "@store/db/catalogue";
import { and, asc, count, eq, gt, inArray, ne, or, type SQL } from "drizzle-orm";
import type { Paged } from "../../../common/admin-list";
import { isUuid } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { ReadArgs } from "../../service-args";
import { batchSnapshotSchema } from "../../team-stores/batches/batch-lines";
import { storeDayOf } from "../schedule/days";
import { goodsShort, type NeedSource, type Short } from "./goods";
import { type SizeCount, sizeRunOf, sizesInWords } from "./job-sources";
import type { JobCard, JobDetail, JobListInput } from "./schemas";

// The board's cards and a job's page, read a page of jobs at a time: the jobs, their days, their
// sources' size runs and what their goods lack in a handful of queries, whatever the page's size.

/** How long a ready job stays on the board's last column. */
const READY_SHOWN_DAYS = 7;

export const jobLabel = (number: number) => `J-${number}`;

/** What a job takes of a day: pieces, or pieces × stitches for embroidery. */
export const loadOf = (job: Pick<ProductionJob, "process" | "pieces" | "stitchesPerPiece">) =>
  capacityUnitOf(job.process) === "stitches" ? job.pieces * (job.stitchesPerPiece ?? 0) : job.pieces;

export const needOf = (job: Pick<ProductionJob, "batchId" | "orderId">): NeedSource =>
  job.batchId ? { batchId: job.batchId } : { orderId: job.orderId as string };
const needKey = (job: Pick<ProductionJob, "batchId" | "orderId">) => (job.batchId ?? job.orderId) as string;

interface Loaded {
  days: Map<string, { day: string; load: number; overrideReason: string | null }[]>;
  runs: Map<string, SizeCount[]>;
  batches: Map<
    string,
    { storeId: string; batch: number; orders: Map<string, { number: number; player_name: string }> }
  >;
  orders: Map<string, { number: number; player_name: string | null }>;
  short: Map<string, Short[]>;
}

async function loadFor(db: Database, jobs: ProductionJob[]): Promise<Loaded> {
  const ids = jobs.map((j) => j.id);
  const batchIds = [...new Set(jobs.flatMap((j) => (j.batchId ? [j.batchId] : [])))];
  const orderIds = [...new Set(jobs.flatMap((j) => (j.orderId ? [j.orderId] : [])))];
  const [dayRows, batchRows, orderRows, lineRows, short] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(productionJobDays)
          .where(inArray(productionJobDays.jobId, ids))
          .orderBy(asc(productionJobDays.day))
      : [],
    batchIds.length ? db.select().from(teamStoreBatches).where(inArray(teamStoreBatches.id, batchIds)) : [],
    orderIds.length
      ? db
          .select({ id: orders.id, number: orders.number, playerName: orders.playerName })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [],
    orderIds.length
      ? db
          .select({
            orderId: orderItems.orderId,
            product_name: orderItems.productName,
            size: orderItems.size,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.id))
      : [],
    goodsShort(db, jobs.map(needOf)),
  ]);
  const days: Loaded["days"] = new Map();
  for (const d of dayRows) {
    const list = days.get(d.jobId) ?? [];
    list.push({ day: d.day, load: d.load, overrideReason: d.overrideReason });
    days.set(d.jobId, list);
  }
  const runs: Loaded["runs"] = new Map();
  const batches: Loaded["batches"] = new Map();
  for (const b of batchRows) {
    const lines = batchSnapshotSchema.parse(b.snapshot).lines;
    runs.set(b.id, sizeRunOf(lines));
    const covered = new Map<string, { number: number; player_name: string }>();
    for (const l of lines) covered.set(l.order_id, { number: l.order_number, player_name: l.player_name });
    batches.set(b.id, { storeId: b.storeId, batch: b.batch, orders: covered });
  }
  for (const id of orderIds) runs.set(id, sizeRunOf(lineRows.filter((l) => l.orderId === id)));
  const orderFacts: Loaded["orders"] = new Map(
    orderRows.map((o) => [o.id, { number: o.number, player_name: o.playerName }]),
  );
  return { days, runs, batches, orders: orderFacts, short };
}

function cardOf(job: ProductionJob, loaded: Loaded, today: string): JobCard {
  const days = loaded.days.get(job.id) ?? [];
  const last = days.at(-1)?.day ?? today;
  const batch = job.batchId ? loaded.batches.get(job.batchId) : undefined;
  const order = job.orderId ? loaded.orders.get(job.orderId) : undefined;
  return {
    id: job.id,
    number: job.number,
    label: jobLabel(job.number),
    title: job.title,
    process: job.process,
    stage: job.stage,
    pieces: job.pieces,
    stitches_per_piece: job.stitchesPerPiece,
    load: loadOf(job),
    unit: capacityUnitOf(job.process),
    sizes: sizesInWords(loaded.runs.get(needKey(job)) ?? []),
    due_on: job.dueOn,
    scheduled_days: days.map((d) => d.day),
    late: job.stage !== "ready" && (last > job.dueOn || today > job.dueOn),
    goods_short: (loaded.short.get(needKey(job)) ?? []).length > 0,
    short_reason: job.shortReason,
    source: batch
      ? { kind: "batch", store_id: batch.storeId, batch: batch.batch }
      : { kind: "order", order_id: job.orderId as string, order_number: order?.number ?? 0 },
  };
}

/** The board: open jobs and those ready in the last week, by due day then number, a page at a time. */
export async function listJobs({
  db,
  input,
  now,
}: ReadArgs<JobListInput> & { now: Date }): Promise<Paged<JobCard>> {
  const recent = new Date(now.getTime() - READY_SHOWN_DAYS * 86_400_000);
  const where: SQL[] = [
    or(ne(productionJobs.stage, "ready"), gt(productionJobs.stageChangedAt, recent)) as SQL,
  ];
  if (input.stage) where.push(eq(productionJobs.stage, input.stage));
  if (input.process) where.push(eq(productionJobs.process, input.process));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productionJobs)
      .where(and(...where))
      .orderBy(asc(productionJobs.dueOn), asc(productionJobs.number))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db
      .select({ n: count() })
      .from(productionJobs)
      .where(and(...where)),
  ]);
  const loaded = await loadFor(db, rows);
  const today = storeDayOf(now);
  return {
    items: rows.map((r) => cardOf(r, loaded, today)),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** A job's row; 404 in words when there is none. */
export async function findJob(db: Database, id: string, lock = false): Promise<ProductionJob> {
  if (!isUuid(id)) throw AppError.notFound(`There is no production job ${id}.`);
  const query = db.select().from(productionJobs).where(eq(productionJobs.id, id));
  const [job] = lock ? await query.for("update") : await query;
  if (!job)
    throw AppError.notFound(`There is no production job ${id}. It may have been removed; reload the board.`);
  return job;
}

/** One job with its size run, the orders it covers (numbers and players) and its days. */
export async function getJob({ db, id, now }: { db: Database; id: string; now: Date }): Promise<JobDetail> {
  const job = await findJob(db, id);
  const loaded = await loadFor(db, [job]);
  const batch = job.batchId ? loaded.batches.get(job.batchId) : undefined;
  const covered = batch
    ? [...batch.orders.values()].sort((a, b) => a.number - b.number)
    : [...loaded.orders.values()];
  return {
    ...cardOf(job, loaded, storeDayOf(now)),
    size_run: loaded.runs.get(needKey(job)) ?? [],
    orders: covered,
    days: (loaded.days.get(job.id) ?? []).map((d) => ({
      day: d.day,
      load: d.load,
      override_reason: d.overrideReason,
    })),
    short: (loaded.short.get(needKey(job)) ?? []).map((s) => ({
      product_name: s.productName,
      size: s.size,
      quantity: s.quantity,
    })),
  };
}

/** Stages in order, for "every job of the batch is at least …". */
export const stageIndex = (stage: ProductionJob["stage"]) => jobStages.indexOf(stage);
