import { defineOperation } from "../../define";
import { idParam, pageOf } from "../../parts";
import { staffChange } from "../../service-args";
import { scheduleJob } from "../schedule/place-job";
import { createJob } from "./create-job";
import { getJob, listJobs } from "./job-cards";
import { moveJobStage } from "./move-stage";
import {
  createJobInput,
  jobCardSchema,
  jobDetailSchema,
  jobIdInput,
  jobListInput,
  moveStageInput,
  scheduleJobInput,
} from "./schemas";

const tag = "Production";

/** Production jobs: one per source and process, moved through stages on the board, put on days. */
export const productionJobOperations = {
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: createJobInput,
    handler: ({ ctx, input }) => createJob({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/production/jobs",
      operationId: "createProductionJob",
      summary:
        "Add a production job for a frozen team-store batch (store_id + batch) or an order (order_id), for one decoration process",
      description:
        "Pieces default to the source's pieces, the title to the team's batch or the order's number, stitches per piece (embroidery) to 8,000, and the due day to the quote's needed-by day, else the store's close day + 14 days for a batch, else the order's day + 10 days.",
      tag,
      status: 201,
      json: "input",
      errors: [
        { status: 404, description: "No such team store batch (frozen) or order." },
        {
          status: 409,
          description: "The source already has a job for this process, or the order is cancelled.",
        },
      ],
      answer: jobDetailSchema,
    },
  }),
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.view",
    input: jobListInput,
    handler: ({ ctx, input }) => listJobs({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/production/jobs",
      operationId: "listProductionJobs",
      summary:
        "The board: every open job (and those ready in the last 7 days) by due day, with stage, pieces, sizes, days, late and goods-short flags",
      tag,
      query: [
        { name: "page", description: "Page number, from 1 (default 1)." },
        { name: "page_size", description: "Rows per page, 1-200 (default 200)." },
        { name: "stage", description: "Only jobs at this stage." },
        { name: "process", description: "Only jobs of this decoration process." },
      ],
      answer: pageOf(jobCardSchema),
      paged: true,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.view",
    input: jobIdInput,
    handler: ({ ctx, input }) => getJob({ db: ctx.db, id: input.id, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/production/jobs/{id}",
      operationId: "getProductionJob",
      summary:
        "One job with its size run, the orders it covers (numbers and players only), its days and what is short",
      tag,
      pathParams: idParam,
      answer: jobDetailSchema,
    },
  }),
  move: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: moveStageInput,
    handler: ({ ctx, input }) => moveJobStage(staffChange(ctx, input)),
    rest: {
      method: "post",
      path: "/api/production/jobs/{id}/stage",
      operationId: "moveProductionJob",
      summary:
        "Move a job to a stage; its orders follow (their status and timeline), and a team store's batch 1 goes ready when all its jobs are",
      tag,
      pathParams: idParam,
      json: "input",
      errors: [{ status: 409, description: "Ready while its goods are short, without a short_reason." }],
      answer: jobDetailSchema,
    },
  }),
  schedule: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.schedule",
    input: scheduleJobInput,
    handler: ({ ctx, input }) => scheduleJob({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/production/jobs/{id}/schedule",
      operationId: "scheduleProductionJob",
      summary: "Put the whole job on one day (its earlier days are replaced)",
      description:
        "Refused on a blackout day, a day the shop does not decorate, or when the job would take the day past its process's capacity, unless `override` is true with a `reason` (kept on the job's day and in the audit log).",
      tag,
      pathParams: idParam,
      json: "input",
      errors: [
        { status: 409, description: "A blackout day, a day off, or over capacity, without an override." },
      ],
      answer: jobDetailSchema,
    },
  }),
};
