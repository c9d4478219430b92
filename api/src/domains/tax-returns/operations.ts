import { type Documented, defineOperation } from "../define";
import { monthlyReturn } from "./monthly-return";
import { TAX_RETURN_CSV_PATH, TAX_RETURN_PATH, TAX_RETURN_PDF_PATH } from "./paths";
import { taxReturnCsv } from "./return-csv";
import { taxReturnPdf } from "./return-pdf";
import { taxReturnInput, taxReturnSchema } from "./schemas";

const tag = "Sales tax returns";
const monthParam = [
  {
    name: "month",
    required: true as const,
    description:
      "The calendar month, YYYY-MM: the orders placed in it, store time (America/Chicago), not cancelled.",
  },
];

/** The monthly sales-tax return (decision 085): staff's screen, its CSV and its PDF. */
export const taxReturnOperations = {
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "reports.view",
    input: taxReturnInput,
    handler: ({ ctx, input }) => monthlyReturn(ctx.db, input.month),
    rest: {
      method: "get",
      path: TAX_RETURN_PATH,
      operationId: "getTaxReturn",
      summary:
        "A month's sales-tax return per place: gross, exempt and taxable sales, tax collected, tax per jurisdiction, and the exempt orders; figures in whole cents",
      tag,
      query: monthParam,
      answer: taxReturnSchema,
    },
  }),
  exportCsv: defineOperation({
    kind: "query",
    access: "admin",
    permission: "reports.view",
    input: taxReturnInput,
    handler: async ({ ctx, input }) => taxReturnCsv(await monthlyReturn(ctx.db, input.month), ctx.now()),
    rest: {
      method: "get",
      path: TAX_RETURN_CSV_PATH,
      operationId: "exportTaxReturn",
      summary:
        "A month's sales-tax return as a CSV download: places, jurisdictions, the total and the exempt orders",
      tag,
      query: monthParam,
      csv: true,
    },
  }),
};

// A PDF is bytes, which tRPC's JSON cannot carry: REST only, still declared once here.
const pdf = defineOperation({
  kind: "query",
  access: "admin",
  permission: "reports.view",
  input: taxReturnInput,
  handler: async ({ ctx, input }) => taxReturnPdf(await monthlyReturn(ctx.db, input.month)),
  rest: {
    method: "get",
    path: TAX_RETURN_PDF_PATH,
    operationId: "getTaxReturnPdf",
    summary: "A month's sales-tax return as a PDF, to keep with the filed form",
    tag,
    query: monthParam,
    pdf: true,
  },
});

export const taxReturnPrintables: Documented[] = [{ ...pdf, name: "taxReturns.pdf" }];
