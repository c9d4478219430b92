import { checkoutInput, placedOrderSchema } from "../schemas/checkout";
import { trackedOrderSchema } from "../schemas/orders";
import type { Operation } from "./operations";

/** Placing an order without an account, and its private page. */
export const checkoutOperations: Operation[] = [
  {
    method: "post",
    path: "/api/checkout",
    operationId: "placeOrder",
    rateLimited: true,
    errors: [{ status: 409, description: "The Idempotency-Key was already used with a different body." }],
    summary:
      "Place an order (paid in store at pickup or by invoice): every price comes from the catalogue; answers the order, its number and its private tracking link",
    tag: "Checkout",
    access: "anyone",
    headers: [
      {
        name: "Idempotency-Key",
        description:
          "Any unique text (8-200 printable characters, e.g. a UUID) per order attempt. Repeating the request with the same key and body answers with the same order (and `Idempotent-Replayed: true`) instead of placing another; the same key with a different body is refused with 409. A key is its caller's own (the signed-in account, else the client's address): another caller's use of it is a new order.",
      },
    ],
    json: checkoutInput,
    status: 201,
    answer: placedOrderSchema,
  },
  {
    method: "get",
    path: "/api/order-tracking/{token}",
    operationId: "getTrackedOrder",
    rateLimited: true,
    summary: "The order behind a private tracking link, with every status it has had (no account needed)",
    tag: "Checkout",
    access: "anyone",
    pathParams: [{ name: "token", description: "The token at the end of the order's tracking link." }],
    status: 200,
    answer: trackedOrderSchema,
  },
];
