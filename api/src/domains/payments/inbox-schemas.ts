import { paymentInboxKinds, paymentProviders } from "@store/db/catalogue";
import { z } from "zod";
import { pagedAnswer, pageNumber, pageSize } from "../../common/admin-list";
import { recordId, requiredText } from "../../common/fields";

// Shared by the server and the payments inbox screen: nothing here may import server-only code.

/** A provider's payment waiting for staff (or handled), as the inbox screen shows it. */
export const inboxItemSchema = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  /** Why it waits: amount_mismatch (not what the page asked), unmatched (no order named), over_balance. */
  kind: z.enum(paymentInboxKinds),
  /** The reason in words: "No order #1042.", "Only $20.00 was left to pay on order #1042." */
  reason: z.string(),
  amount: z.number(),
  /** The terminal's note or the page's description, as it came. */
  note: z.string().nullable(),
  provider_payment_ref: z.string(),
  /** The order it seemed to be for, when it named one. */
  order_number: z.number().int().nullable(),
  created_at: z.string(),
  /** Null while it waits; then when staff assigned or dismissed it. */
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  /** "Assigned to order #1042." or the reason it was dismissed. */
  resolution: z.string().nullable(),
});
export type InboxItemDto = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = pagedAnswer(inboxItemSchema).extend({
  /** How many wait for staff in all (the sidebar's badge). */
  open: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** A page of the inbox: waiting items first (oldest first, so nothing is forgotten), then handled ones, newest first. */
export const inboxListInput = z
  .object({
    page: pageNumber,
    page_size: pageSize,
    open: z
      .enum(["true", "false"], { error: "open must be true or false." })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  })
  .prefault({});
export type InboxListInput = z.infer<typeof inboxListInput>;

export const assignInboxBody = z
  .object({
    order_number: z.coerce
      .number({ error: "order_number must be the order's number, e.g. 1042." })
      .int("order_number must be a whole number, e.g. 1042.")
      .positive("order_number must be the order's number, e.g. 1042.")
      .max(999_999_999, "order_number is longer than any order's number: check it on the order's page."),
  })
  .strict();
export const assignInboxInput = assignInboxBody.extend({ id: recordId }).strict();
export type AssignInboxInput = z.infer<typeof assignInboxInput>;

export const dismissInboxBody = z
  .object({ reason: requiredText("The reason (e.g. refunded to the customer at the terminal)", 500) })
  .strict();
export const dismissInboxInput = dismissInboxBody.extend({ id: recordId }).strict();
export type DismissInboxInput = z.infer<typeof dismissInboxInput>;
