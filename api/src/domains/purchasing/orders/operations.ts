import { type Documented, defineOperation } from "../../define";
import { idParam, pageOf, pageParams, pagingParams } from "../../parts";
import { listArriving } from "../receiving/arriving";
import { loadReceiving, receiveGoods } from "../receiving/receive";
import {
  arrivingListInput,
  arrivingRowSchema,
  receiptAnswerSchema,
  receiptInput,
  receivingSchema,
} from "../receiving/schemas";
import { cancelPurchaseOrder, editPurchaseOrder, sendPurchaseOrder } from "./changes";
import { createPurchaseOrders } from "./create";
import { purchaseOrderDownload, purchaseOrderPdfFile } from "./downloads";
import { listPurchaseOrders } from "./list";
import { loadPurchaseOrder } from "./load";
import {
  createdPurchaseOrdersSchema,
  purchaseOrderEditInput,
  purchaseOrderFileInput,
  purchaseOrderIdInput,
  purchaseOrderListInput,
  purchaseOrderRowSchema,
  purchaseOrderSchema,
  purchaseOrderSourcesInput,
  sentPurchaseOrderSchema,
} from "./schemas";

const tag = "Purchasing";
const base = "/api/purchase-orders";
const illegalMove = {
  status: 409,
  description:
    "The purchase order's status does not allow it (only a draft is edited or sent; a received one is not cancelled).",
};

/** Purchase orders for blank garments (purchasing.manage) and counting them in (production.receive). */
export const purchaseOrderOperations = {
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "purchasing.manage",
    input: purchaseOrderSourcesInput,
    handler: ({ ctx, input }) => createPurchaseOrders({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: base,
      operationId: "createPurchaseOrders",
      summary:
        "Draft one purchase order per supplier for what frozen batches and orders still need (their pieces less reserved shelf stock and open purchase orders), reserving that stock; nothing is made when nothing is needed",
      tag,
      status: 201,
      json: "input",
      errors: [
        { status: 404, description: "A batch is not frozen, or an order does not exist." },
        {
          status: 409,
          description:
            "A product and size has no supplier blank: the message names each; map them in Blanks first.",
        },
      ],
      answer: createdPurchaseOrdersSchema,
    },
  }),
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "purchasing.manage",
    input: purchaseOrderListInput,
    handler: ({ ctx, input }) => listPurchaseOrders({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: base,
      operationId: "listPurchaseOrders",
      summary:
        "Purchase orders a page at a time, filtered by status and supplier, searched by number, with pieces, received and total",
      tag,
      query: [
        ...pagingParams("the purchase order's number (1001 or PO-1001)").map((p) =>
          p.name === "sort"
            ? {
                ...p,
                description: "Sort column: number, created_at, status or supplier (default created_at).",
              }
            : p,
        ),
        { name: "status", description: "Only purchase orders in this status." },
        { name: "supplier_id", description: "Only this supplier's purchase orders." },
      ],
      answer: pageOf(purchaseOrderRowSchema),
      paged: true,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "purchasing.manage",
    input: purchaseOrderIdInput,
    handler: ({ ctx, input }) => loadPurchaseOrder(ctx.db, input.id),
    rest: {
      method: "get",
      path: `${base}/{id}`,
      operationId: "getPurchaseOrder",
      summary:
        "One purchase order: lines with costs and totals, the batches and orders it serves, and every count at the door",
      tag,
      pathParams: idParam,
      answer: purchaseOrderSchema,
    },
  }),
  edit: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "purchasing.manage",
    input: purchaseOrderEditInput,
    handler: ({ ctx, input }) => editPurchaseOrder({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "patch",
      path: `${base}/{id}`,
      operationId: "updatePurchaseOrder",
      summary: "Change a draft's quantities (0 takes a line off) and note",
      tag,
      pathParams: idParam,
      json: "input",
      errors: [illegalMove],
      answer: purchaseOrderSchema,
    },
  }),
  send: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "purchasing.manage",
    input: purchaseOrderIdInput,
    handler: async ({ ctx, input }) => {
      const sent = await sendPurchaseOrder({ db: ctx.db, actor: ctx.user, input, now: ctx.now() });
      ctx.mail.wake?.();
      return sent;
    },
    rest: {
      method: "post",
      path: `${base}/{id}/send`,
      operationId: "sendPurchaseOrder",
      summary:
        "Send a draft to the supplier's rep: one e-mail through the outbox with the whole order in its body; the purchase order becomes sent",
      tag,
      pathParams: idParam,
      optionalJson: true,
      json: "input",
      errors: [
        {
          status: 409,
          description: "Not a draft, the supplier has no rep e-mail, or its file cannot be written.",
        },
      ],
      answer: sentPurchaseOrderSchema,
    },
  }),
  cancel: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "purchasing.manage",
    input: purchaseOrderIdInput,
    handler: ({ ctx, input }) => cancelPurchaseOrder({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: `${base}/{id}/cancel`,
      operationId: "cancelPurchaseOrder",
      summary: "Cancel a draft or a sent purchase order (nothing received yet)",
      tag,
      pathParams: idParam,
      optionalJson: true,
      json: "input",
      errors: [illegalMove],
      answer: purchaseOrderSchema,
    },
  }),
  arriving: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.receive",
    input: arrivingListInput,
    handler: ({ ctx, input }) => listArriving({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/receiving",
      operationId: "listPurchaseOrdersToReceive",
      summary:
        "The purchase orders the door is waiting for (sent or partly received), oldest sent first, without costs",
      tag,
      query: pageParams,
      answer: pageOf(arrivingRowSchema),
      paged: true,
    },
  }),
  receiving: defineOperation({
    kind: "query",
    access: "admin",
    permission: "production.receive",
    input: purchaseOrderIdInput,
    handler: ({ ctx, input }) => loadReceiving({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: `${base}/{id}/receiving`,
      operationId: "getPurchaseOrderReceiving",
      summary:
        "The count sheet at the door: each line's style, colour, size and SKU with ordered and received so far (no costs)",
      tag,
      pathParams: idParam,
      answer: receivingSchema,
    },
  }),
  receive: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "production.receive",
    input: receiptInput,
    handler: ({ ctx, input }) => receiveGoods({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: `${base}/{id}/receipts`,
      operationId: "receivePurchaseOrderGoods",
      summary:
        "Count goods in: whole counts per line, a reason for more than ordered, substitutes; the goods go to stock and the batches and orders waiting, and the status moves to partly received or received",
      tag,
      status: 201,
      pathParams: idParam,
      json: "input",
      errors: [{ status: 409, description: "The purchase order is a draft, cancelled or already received." }],
      answer: receiptAnswerSchema,
    },
  }),
};

/** The purchase order's PDF and supplier file: REST only (bytes), beside the other printables. */
export const purchaseOrderPrintables: Documented[] = [
  {
    ...defineOperation({
      kind: "query",
      access: "admin",
      permission: "purchasing.manage",
      input: purchaseOrderIdInput,
      handler: ({ ctx, input }) => purchaseOrderPdfFile(ctx.db, input.id),
      rest: {
        method: "get",
        path: `${base}/{id}/pdf`,
        operationId: "getPurchaseOrderPdf",
        summary:
          "The purchase order as a PDF: shop, supplier and account, number and date, lines by style, colour and size with SKU, quantity and cost, totals, ship-to",
        tag,
        pathParams: idParam,
        pdf: true,
      },
    }),
    name: "purchaseOrders.pdf",
  },
  {
    ...defineOperation({
      kind: "query",
      access: "admin",
      permission: "purchasing.manage",
      input: purchaseOrderFileInput,
      handler: ({ ctx, input }) => purchaseOrderDownload(ctx.db, input),
      rest: {
        method: "get",
        path: `${base}/{id}/file`,
        operationId: "getPurchaseOrderSupplierFile",
        summary:
          "The purchase order in its supplier's file format (or the one asked for): a CSV, S&S Activewear's order JSON, or SanMar's three order text files in a zip",
        description:
          "The S&S and SanMar layouts follow the suppliers' public guides (2018-2021); a person confirms them with the rep before the first real order.",
        tag,
        pathParams: idParam,
        query: [{ name: "format", description: "csv, ss_json or sanmar_txt (default: the supplier's own)." }],
        file: "supplier-file",
        errors: [
          {
            status: 409,
            description: "A line cannot be written in that format (a SanMar SKU without its keys).",
          },
        ],
      },
    }),
    name: "purchaseOrders.file",
  },
];
