import { defineOperation } from "../../define";
import { pageOf, pageParams } from "../../parts";
import { BATCH_CSV_PATH, BATCH_REPORT_PATH } from "../batch-paths";
import {
  batchInput,
  batchReportSchema,
  productionBatchRowSchema,
  productionBatchSchema,
  productionListInput,
} from "../batch-schemas";
import { batchCsv } from "./batch-csv";
import { loadBatch } from "./load-batch";
import { listProductionBatches, withoutMoney } from "./production-batches";

export const tag = "Team stores";
export const batchPathParams = [
  { name: "id", description: "The team store's id (a UUID)." },
  { name: "batch", description: "1: the orders placed before close; 2: late orders staff added after." },
];

/** The production batch as data: the report (JSON) and its lines (CSV). Staff only. */
export const teamStoreBatchOperations = {
  report: defineOperation({
    kind: "query",
    access: "admin",
    permission: "teamStores.view",
    input: batchInput,
    handler: async ({ ctx, input }) => (await loadBatch({ db: ctx.db, input })).report,
    rest: {
      method: "get",
      path: BATCH_REPORT_PATH,
      operationId: "getTeamStoreBatch",
      summary:
        "A team store's production batch: header, size run, names and numbers, lettering counts, bags per player, unpaid orders and fundraising (the frozen copy once production started)",
      tag,
      pathParams: batchPathParams,
      answer: batchReportSchema,
    },
  }),
  linesCsv: defineOperation({
    kind: "query",
    access: "admin",
    // Each line carries its order's payment state.
    permission: "teamStores.view",
    input: batchInput,
    handler: async ({ ctx, input }) => batchCsv(await loadBatch({ db: ctx.db, input }), ctx.now()),
    rest: {
      method: "get",
      path: BATCH_CSV_PATH,
      operationId: "exportTeamStoreBatch",
      summary:
        "A production batch's lines as a CSV download: one row per line, with its order's payment state",
      tag,
      pathParams: batchPathParams,
      csv: true,
    },
  }),
  production: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.view",
    input: batchInput,
    handler: async ({ ctx, input }) => withoutMoney((await loadBatch({ db: ctx.db, input })).report),
    rest: {
      method: "get",
      path: `${BATCH_REPORT_PATH}/production`,
      operationId: "getTeamStoreBatchForProduction",
      summary:
        "A production batch as the shop floor sees it: size run, names and numbers, lettering and bags, without money",
      tag,
      pathParams: batchPathParams,
      answer: productionBatchSchema,
    },
  }),
  productionList: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.view",
    input: productionListInput,
    handler: ({ ctx, input }) => listProductionBatches({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/production/batches",
      operationId: "listProductionBatches",
      summary: "The frozen team-store batches, newest first, a page at a time, with their pieces and handout",
      tag,
      query: pageParams,
      answer: pageOf(productionBatchRowSchema),
      paged: true,
    },
  }),
};
