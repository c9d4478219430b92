import { z } from "zod";
import { orderSchema, orderStatsSchema, orderStatus, orderStatuses } from "../schemas/orders";
import { deleted, idParam, pageOf, pagingParams, withoutPaging } from "./operation-parts";
import type { Operation } from "./operations";

const orderFilterParams = [
  ...pagingParams(
    ["created_at", "customer", "status"],
    "the customer's name or email, the order id or a product name",
  ),
  {
    name: "status",
    description: "Only orders with this status.",
    schema: { type: "string", enum: [...orderStatuses] },
  },
];

/** The admin orders screen. */
export const orderOperations: Operation[] = [
  {
    method: "get",
    path: "/api/orders",
    operationId: "listOrders",
    summary: "Orders, a page at a time, newest first unless sorted, with customer, items and total",
    tag: "Orders",
    access: "admin",
    query: orderFilterParams,
    status: 200,
    answer: pageOf(orderSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/orders/stats",
    operationId: "getOrderStats",
    summary: "Figures for the orders screen's tiles: revenue, total orders, pending, delivered",
    tag: "Orders",
    access: "admin",
    status: 200,
    answer: orderStatsSchema,
  },
  {
    method: "get",
    path: "/api/orders/export",
    operationId: "exportOrders",
    summary: "Every order matching the search and status, as a CSV download",
    tag: "Orders",
    access: "admin",
    query: withoutPaging(orderFilterParams),
    status: 200,
    csv: true,
  },
  {
    method: "put",
    path: "/api/orders/{id}",
    operationId: "setOrderStatus",
    summary: "Set an order's status (any to any)",
    tag: "Orders",
    access: "admin",
    pathParams: idParam,
    json: z.object({ status: orderStatus }).strict(),
    status: 200,
    answer: orderSchema,
  },
  {
    method: "delete",
    path: "/api/orders/{id}",
    operationId: "deleteOrder",
    summary: "Delete an order",
    tag: "Orders",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: deleted,
  },
];
