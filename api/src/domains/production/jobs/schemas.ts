import { decorationProcesses, jobStages } from "@store/db/catalogue";
import { z } from "zod";
import { pageNumber } from "../../../common/admin-list";
import { optionalText, recordId } from "../../../common/fields";

// The production jobs' inputs and answers, shared by the API and the admin screens. Nothing here
// carries money or a contact detail: the production role reads every answer (decision 090).

/** A calendar day as the floor writes it. */
export const productionDay = (label: string) =>
  z.iso.date({ error: `${label} must be a date written YYYY-MM-DD (a real day of the calendar).` });

export const decorationProcess = z.enum(decorationProcesses, {
  error: `process must be one of: ${decorationProcesses.join(", ")}.`,
});
export const jobStage = z.enum(jobStages, { error: `stage must be one of: ${jobStages.join(", ")}.` });

/** A reason staff give for going past a rule (goods short at ready, a day over capacity). */
export const overrideReason = z
  .string({ error: "reason must be text." })
  .trim()
  .min(3, "Say why in a few words (at least 3 characters).")
  .max(500, "Keep the reason under 500 characters.");

/** A job for a frozen batch (store + batch) or for an order; what is left out takes its default. */
export const createJobInput = z
  .object({
    store_id: recordId.optional(),
    batch: z.number().int().min(1, "batch is 1 or 2.").max(2, "batch is 1 or 2.").optional(),
    order_id: recordId.optional(),
    process: decorationProcess,
    pieces: z
      .number()
      .int("pieces must be a whole number.")
      .min(1, "pieces must be at least 1.")
      .max(100_000)
      .optional(),
    stitches_per_piece: z
      .number()
      .int("stitches_per_piece must be a whole number.")
      .min(1, "stitches_per_piece must be at least 1.")
      .max(200_000, "stitches_per_piece must be at most 200,000.")
      .optional(),
    due_on: productionDay("due_on").optional(),
    title: optionalText("Title", 120),
  })
  .strict()
  .superRefine((v, ctx) => {
    const batch = v.store_id !== undefined || v.batch !== undefined;
    if (batch === (v.order_id !== undefined))
      ctx.addIssue({
        code: "custom",
        message:
          "Give either store_id with batch (a team store's frozen batch) or order_id (an order), not both.",
      });
    if (batch && (v.store_id === undefined || v.batch === undefined))
      ctx.addIssue({ code: "custom", message: "A batch's job needs both store_id and batch (1 or 2)." });
    if (v.stitches_per_piece !== undefined && v.process !== "embroidery")
      ctx.addIssue({
        code: "custom",
        path: ["stitches_per_piece"],
        message: "Stitches per piece are for embroidery jobs only.",
      });
  });
export type CreateJobInput = z.infer<typeof createJobInput>;

export const jobIdInput = z.object({ id: recordId }).strict();

/** The board's list: open jobs (and those ready in the last week), by due day. */
export const jobListInput = z
  .object({
    page: pageNumber,
    page_size: z.coerce
      .number({ error: "page_size must be a number." })
      .int()
      .min(1, "page_size must be at least 1.")
      .max(200, "page_size must be at most 200.")
      .default(200),
    stage: jobStage.optional(),
    process: decorationProcess.optional(),
  })
  .strict();
export type JobListInput = z.infer<typeof jobListInput>;

export const moveStageInput = z
  .object({
    id: recordId,
    stage: jobStage,
    /** Ready while goods are short: why staff go on (stored on the job and audited). */
    short_reason: overrideReason.optional(),
  })
  .strict();
export type MoveStageInput = z.infer<typeof moveStageInput>;

export const scheduleJobInput = z
  .object({
    id: recordId,
    day: productionDay("day"),
    /** Place it on a day off or past the day's capacity anyway; needs a reason. */
    override: z.boolean().default(false),
    reason: overrideReason.optional(),
  })
  .strict()
  .refine((v) => !v.override || v.reason !== undefined, {
    path: ["reason"],
    message: "An override needs a reason: say why this job goes on that day anyway.",
  });
export type ScheduleJobInput = z.infer<typeof scheduleJobInput>;

const sizeCount = z.object({
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
});

/** What a job's card says on the board: work, no money, no people. */
export const jobCardSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** "J-512". */
  label: z.string(),
  title: z.string(),
  process: decorationProcess,
  stage: jobStage,
  pieces: z.number().int(),
  stitches_per_piece: z.number().int().nullable(),
  /** pieces, or pieces × stitches for embroidery: what the job takes of a day's capacity. */
  load: z.number().int(),
  unit: z.enum(["pieces", "stitches"]),
  /** The size run in a line: "Youth M 3 · Adult S 1". */
  sizes: z.string(),
  due_on: z.string(),
  scheduled_days: z.array(z.string()),
  /** Not ready and its last day (or today, when unscheduled) is after its due day. */
  late: z.boolean(),
  goods_short: z.boolean(),
  short_reason: z.string().nullable(),
  source: z.union([
    z.object({ kind: z.literal("batch"), store_id: z.string(), batch: z.number().int() }),
    z.object({ kind: z.literal("order"), order_id: z.string(), order_number: z.number().int() }),
  ]),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobDetailSchema = jobCardSchema.extend({
  size_run: z.array(sizeCount),
  /** The orders the job covers: their numbers and players only. */
  orders: z.array(z.object({ number: z.number().int(), player_name: z.string().nullable() })),
  days: z.array(
    z.object({ day: z.string(), load: z.number().int(), override_reason: z.string().nullable() }),
  ),
  /** What the goods still lack, per product and size (empty when nothing is short). */
  short: z.array(sizeCount),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
