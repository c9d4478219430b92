import { productionJobs } from "@store/db";
import { decorationProcessLabels, defaultStitchesPerPiece } from "@store/db/catalogue";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../../common/idempotency";
import { isUuid } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs, ClockArgs } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import { getJob, jobLabel } from "./job-cards";
import { batchSource, orderSource } from "./job-sources";
import type { CreateJobInput, JobDetail } from "./schemas";

// A job is one process's work for one source: a frozen batch or an order. What staff leave out is
// taken from the source: its pieces, its title, its due day (decision 090), and 8,000 stitches a
// piece for embroidery until someone counts the design's own.

export async function createJob(args: ChangeArgs<CreateJobInput> & ClockArgs): Promise<JobDetail> {
  try {
    return await create(args);
  } catch (error) {
    // Two staff adding the same job at once: the database's unique index keeps one.
    if (isUniqueViolation(error))
      throw AppError.conflict(
        "That source already has a job for this process (just added). Reload the board.",
      );
    throw error;
  }
}

async function create({ db, actor, input, now }: ChangeArgs<CreateJobInput> & ClockArgs): Promise<JobDetail> {
  const id = await db.transaction(async (tx) => {
    let source: Awaited<ReturnType<typeof orderSource>>;
    let batchId: string | null = null;
    if (input.order_id !== undefined) {
      if (!isUuid(input.order_id)) throw AppError.notFound(`There is no order ${input.order_id}.`);
      source = await orderSource(tx, input.order_id);
    } else {
      const storeId = input.store_id as string;
      if (!isUuid(storeId)) throw AppError.notFound(`There is no team store ${storeId}.`);
      const batch = await batchSource(tx, storeId, input.batch as number);
      source = batch;
      batchId = batch.batchId;
    }
    const pieces = input.pieces ?? source.pieces;
    if (pieces < 1)
      throw AppError.badRequest(
        `${source.title} has no pieces to make. Give the job's pieces (at least 1).`,
        {
          pieces: "Give the job's pieces (at least 1).",
        },
      );
    const where = batchId
      ? eq(productionJobs.batchId, batchId)
      : eq(productionJobs.orderId, input.order_id as string);
    const [existing] = await tx
      .select({ number: productionJobs.number })
      .from(productionJobs)
      .where(and(where, eq(productionJobs.process, input.process)));
    const processWords = decorationProcessLabels[input.process];
    if (existing)
      throw AppError.conflict(
        `${source.title} already has a ${processWords.toLowerCase()} job, ${jobLabel(existing.number)}. Change that job instead of adding another.`,
      );
    const [job] = await tx
      .insert(productionJobs)
      .values({
        batchId,
        orderId: batchId ? null : (input.order_id as string),
        process: input.process,
        title: input.title ?? source.title,
        pieces,
        stitchesPerPiece:
          input.process === "embroidery" ? (input.stitches_per_piece ?? defaultStitchesPerPiece) : null,
        dueOn: input.due_on ?? source.defaultDueOn,
      })
      .returning();
    if (!job) throw new Error("job insert returned no row");
    await recordAudit(tx, actor, {
      action: "production.job_created",
      entity: "production",
      entityId: job.id,
      summary: `Added ${jobLabel(job.number)} ${processWords} for ${job.title}: ${job.pieces} pieces, due ${job.dueOn}.`,
      before: null,
      after: {
        process: job.process,
        pieces: job.pieces,
        stitches_per_piece: job.stitchesPerPiece,
        due_on: job.dueOn,
      },
    });
    return job.id;
  });
  return getJob({ db, id, now });
}
