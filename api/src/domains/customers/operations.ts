import { defineOperation } from "../define";
import { idParam, pageOf, pagingParams } from "../parts";
import { getCustomer, listCustomerPage } from "./customer-records";
import { mergeCustomers } from "./merge-customers";
import {
  customerIdInput,
  customerListInput,
  customerListItemSchema,
  customerSchema,
  mergeCustomersInput,
} from "./schemas";

const tag = "Customers";

/** Customer records (one per e-mail address, decision 052): the list, one record, and merging two. */
export const customerOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "customers.view",
    input: customerListInput,
    handler: ({ ctx, input }) => listCustomerPage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/customers",
      operationId: "listCustomers",
      summary:
        "Customer records (not merged away), a page at a time, newest first unless sorted (name, email, orders, total_spent, last_order_at, created_at), with order counts and money",
      tag,
      query: pagingParams("the customer's name or e-mail"),
      answer: pageOf(customerListItemSchema),
      paged: true,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "customers.view",
    input: customerIdInput,
    handler: ({ ctx, input }) => getCustomer({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/customers/{id}",
      operationId: "getCustomer",
      summary:
        "One customer record: contact, account, orders, team-store orders, quotes and artwork requests, payments, totals and the addresses merged into it",
      tag,
      pathParams: idParam,
      answer: customerSchema,
    },
  }),
  merge: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "customers.manage",
    input: mergeCustomersInput,
    handler: ({ ctx, input }) => mergeCustomers({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/customers/merge",
      operationId: "mergeCustomers",
      summary:
        "Merge a duplicate record (`merge_id`) into the one kept (`keep_id`): its orders, quotes, artwork requests, players and addresses move, its sessions end, and its address signs in to the kept record",
      tag,
      errors: [
        { status: 404, description: "No customer record has one of the ids." },
        {
          status: 409,
          description: "The two ids are the same record, or one of them was already merged into another.",
        },
      ],
      json: mergeCustomersInput,
      answer: customerSchema,
    },
  }),
};
