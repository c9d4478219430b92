import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { customerSortColumns, orderStatuses } from "../../common/admin-list-facts";
import { recordId } from "../../common/fields";
import { requestSummarySchema } from "../designs/design-schemas";
import { paymentMethods } from "../orders/payment-schemas";

export { customerSortColumns };

/** A page of customer records (never one merged away): search over name and e-mail. */
export const customerListInput = pagedListInput(customerSortColumns, "created_at").strict().prefault({});
export type CustomerListInput = z.infer<typeof customerListInput>;

/** One customer record as the admin list shows it. Money in dollars; cancelled orders spend nothing. */
export const customerListItemSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The address has signed in with an e-mailed link at least once. */
  has_account: z.boolean(),
  orders: z.number().int(),
  total_spent: z.number(),
  amount_paid: z.number(),
  last_order_at: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerPageSchema = pagedAnswer(customerListItemSchema);

const customerOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  status: z.enum(orderStatuses),
  /** Pickup or delivery: the status reads in its words. */
  fulfilment: z.enum(["pickup", "delivery"]),
  total: z.number(),
  amount_paid: z.number(),
  balance: z.number(),
  team_store: z.object({ id: z.string(), team_name: z.string() }).nullable(),
  player_name: z.string().nullable(),
});

/** Everything the store holds about one customer, for the admin's record page. */
export const customerSchema = customerListItemSchema.extend({
  first_signed_in_at: z.string().nullable(),
  /** Staff merged this record into another: the one to open instead. */
  merged_into: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** Addresses of records merged into this one: signing in with any of them reaches this record. */
  merged_emails: z.array(z.object({ id: z.string(), email: z.string() })),
  balance: z.number(),
  saved_players: z.number().int(),
  saved_addresses: z.number().int(),
  /** Every order, newest first; team-store orders among them and again under `team_store_orders`. */
  orders_list: z.array(customerOrderSchema),
  team_store_orders: z.array(customerOrderSchema),
  requests: z.array(requestSummarySchema),
  payments: z.array(
    z.object({
      id: z.string(),
      order_id: z.string(),
      order_number: z.number().int(),
      amount: z.number(),
      method: z.enum(paymentMethods),
      reference: z.string().nullable(),
      created_at: z.string(),
      reversed_at: z.string().nullable(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerSchema>;
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerIdInput = z.object({ id: recordId }).strict();

/** A customer record's id in a body: a UUID, or the field is refused (400) rather than looked up. */
const customerId = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      `${field} must be a customer record's id.`,
    )
    .meta({ format: "uuid" });

/** Folds `merge_id` (the duplicate) into `keep_id`. */
export const mergeCustomersInput = z
  .object({
    keep_id: customerId("keep_id").describe("The record that stays."),
    merge_id: customerId("merge_id").describe(
      "The record whose orders, requests, players and addresses move; it is merged away.",
    ),
  })
  .strict();
export type MergeCustomersInput = z.infer<typeof mergeCustomersInput>;
