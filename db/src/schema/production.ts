import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { decorationProcesses, defaultProductionWeekdays, jobStages } from "../catalogue/production";
import { createdAt, id, moment, updatedAt } from "./columns";
import { orders } from "./orders";
import { teamStoreBatches } from "./team-stores";
import { users } from "./users";

export const decorationProcess = pgEnum("decoration_process", decorationProcesses);
export const jobStage = pgEnum("job_stage", jobStages);

/** Job numbers the floor reads off the board: J-501, J-502, ... */
export const productionJobNumbers = pgSequence("production_job_numbers", { startWith: 501 });

/** One decoration process's work for a frozen batch or an order: its pieces, due day and stage. */
export const productionJobs = pgTable(
  "production_jobs",
  {
    id: id(),
    number: integer("number").notNull().unique().default(sql`nextval('production_job_numbers')`),
    batchId: uuid("batch_id").references((): AnyPgColumn => teamStoreBatches.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    process: decorationProcess("process").notNull(),
    title: text("title").notNull(),
    pieces: integer("pieces").notNull(),
    /** Embroidery only: the design's stitches per piece; the day's load is pieces × stitches. */
    stitchesPerPiece: integer("stitches_per_piece"),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    stage: jobStage("stage").notNull().default("art_approved"),
    /** Why a job moved to "ready" with goods short, as staff gave it. */
    shortReason: text("short_reason"),
    stageChangedAt: moment("stage_changed_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("production_jobs_one_source", sql`num_nonnulls(${t.batchId}, ${t.orderId}) = 1`),
    check("production_jobs_pieces_positive", sql`${t.pieces} > 0`),
    uniqueIndex("production_jobs_batch_process")
      .on(t.batchId, t.process)
      .where(sql`${t.batchId} is not null`),
    uniqueIndex("production_jobs_order_process")
      .on(t.orderId, t.process)
      .where(sql`${t.orderId} is not null`),
    index("production_jobs_stage_idx").on(t.stage, t.dueOn),
  ],
);

/** A job's work on one calendar day (a big job spreads over several); `load` in the process's unit. */
export const productionJobDays = pgTable(
  "production_job_days",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => productionJobs.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    load: integer("load").notNull(),
    /** Placed over capacity or on a day off because staff said so: who, and why (audited too). */
    overrideBy: uuid("override_by").references(() => users.id, { onDelete: "set null" }),
    overrideReason: text("override_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.day] }),
    index("production_job_days_day_idx").on(t.day),
    check("production_job_days_load_positive", sql`${t.load} > 0`),
  ],
);

/** How much each process can do in a production day (pieces; stitches for embroidery). */
export const productionCapacity = pgTable(
  "production_capacity",
  {
    process: decorationProcess("process").primaryKey(),
    dailyCapacity: integer("daily_capacity").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("production_capacity_positive", sql`${t.dailyCapacity} > 0`)],
);

/** The shop's production week: one row (id true), the weekdays it decorates (0 Sunday … 6 Saturday). */
export const productionCalendar = pgTable("production_calendar", {
  id: boolean("id").primaryKey().default(true),
  weekdays: integer("weekdays")
    .array()
    .notNull()
    .default(sql.raw(`'{${defaultProductionWeekdays.join(",")}}'::integer[]`)),
  updatedAt: updatedAt(),
});

/** A day the shop does not decorate (a holiday, a trade show), with why. */
export const productionBlackouts = pgTable("production_blackouts", {
  day: date("day", { mode: "string" }).primaryKey(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

export type ProductionJob = typeof productionJobs.$inferSelect;
export type ProductionJobDay = typeof productionJobDays.$inferSelect;
