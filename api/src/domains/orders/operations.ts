import { z } from "zod";
import { defineOperation } from "../define";
import { deleted, idParam, pageOf, pagingParams, withoutPaging } from "../parts";
import { bulkOrderOperations } from "./bulk-operations";
import { orderEditOperations } from "./edit-operations";
import { orderFilterParams as moreFilterParams } from "./order-filters";
import { exportOrdersCsv, listOrderPage, orderStats } from "./order-list";
import { deleteOrder, updateOrderStatus } from "./orders";
import { ORDERS_EXPORT_PATH } from "./paths";
import { orderPageOperations } from "./payment-operations";
import {
  orderExportInput,
  orderIdInput,
  orderListInput,
  orderSchema,
  orderStatsSchema,
  orderStatus,
  orderStatusInput,
} from "./schemas";

const tag = "Orders";
const orderFilterParams = [
  ...pagingParams("the customer's name or email, the order id or a product name"),
  {
    name: "status",
    description: "Only orders with this status.",
  },
  ...moreFilterParams,
];
const selectionParam = {
  name: "ids",
  description: "Only these orders (a selection): their ids, separated by commas, at most 200.",
};

/** The admin orders screen. */
export const orderOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "orders.view",
    input: orderListInput,
    handler: ({ ctx, input }) => listOrderPage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/orders",
      operationId: "listOrders",
      summary: "Orders, a page at a time, newest first unless sorted, with customer, items and total",
      tag,
      query: orderFilterParams,
      answer: pageOf(orderSchema),
      paged: true,
    },
  }),
  stats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "reports.view",
    handler: ({ ctx }) => orderStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/orders/stats",
      operationId: "getOrderStats",
      summary: "Figures for the orders screen's tiles: revenue, total orders, pending, delivered",
      tag,
      answer: orderStatsSchema,
    },
  }),
  exportCsv: defineOperation({
    kind: "query",
    access: "admin",
    permission: "reports.view",
    input: orderExportInput,
    handler: ({ ctx, input }) => exportOrdersCsv({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: ORDERS_EXPORT_PATH,
      operationId: "exportOrders",
      summary: "Every order matching the search and filters (or the selected ids), as a CSV download",
      tag,
      query: [...withoutPaging(orderFilterParams), selectionParam],
      csv: true,
    },
  }),
  updateStatus: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.status",
    input: orderStatusInput,
    handler: ({ ctx, input }) => updateOrderStatus({ db: ctx.db, actor: ctx.user, input, mail: ctx.mail }),
    rest: {
      method: "put",
      path: "/api/orders/{id}",
      operationId: "setOrderStatus",
      summary: "Set an order's status (any to any)",
      errors: [
        {
          status: 409,
          description:
            "Taking a cancelled order back needs its counted sizes again: refused, naming them, when they were sold meanwhile.",
        },
      ],
      tag,
      pathParams: idParam,
      json: z.object({ status: orderStatus }).strict(),
      answer: orderSchema,
    },
  }),
  delete: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.delete",
    input: orderIdInput,
    handler: ({ ctx, input }) => deleteOrder({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/orders/{id}",
      operationId: "deleteOrder",
      summary: "Delete an order (refused with 409 once it has payments on record, even reversed)",
      tag,
      pathParams: idParam,
      errors: [{ status: 409, description: "The order has payments on record: it is kept for the books." }],
      answer: deleted,
    },
  }),
  ...orderEditOperations,
  ...orderPageOperations,
  ...bulkOrderOperations,
};
