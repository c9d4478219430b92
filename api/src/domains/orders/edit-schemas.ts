import { z } from "zod";
import { recordId } from "../../common/fields";
import {
  checkoutInput,
  checkoutLineInput,
  fulfilmentInput,
  MAX_CHECKOUT_LINES,
  MAX_LINE_QUANTITY,
  noClientTax,
} from "../ordering/line-schemas";
import { orderSchema } from "./schemas";

// Shared by the server and the order edit form: nothing here may import server-only code.

const BOTH = "A line is either removed ({ id, remove: true }) or changed ({ id, size, quantity }), not both.";

/** A line taken off the order. */
const removedLine = z.object({ id: recordId, remove: z.literal(true, { error: BOTH }) }).strict();

/** A new size and/or quantity for a line; sizes are checked against the product's own by the server. */
const changedLine = z
  .object({
    id: recordId,
    /** The new size; null for a one-size product. Left out: the size stays. */
    size: z
      .string({ error: "size must be text." })
      .trim()
      .max(40, "size must be at most 40 characters.")
      .nullish()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    quantity: checkoutLineInput.shape.quantity.optional(),
  })
  .strict();

/** A change to one line already on the order: a new size and/or quantity, or its removal. */
export const orderLineChangeInput = z.union([removedLine, changedLine], {
  // The message of the shape the line was meant to have (one with `remove` is a removal).
  error: (issue) => {
    const input = issue.input;
    const removal = typeof input === "object" && input !== null && "remove" in input;
    if (removal && ("size" in input || "quantity" in input)) return BOTH;
    const errors = (issue as { errors?: { message: string }[][] }).errors;
    return errors?.[removal ? 0 : 1]?.[0]?.message ?? BOTH;
  },
});

/** The contact on the order; each field left out stays as it is. */
export const orderContactInput = checkoutInput.shape.customer.partial().strict();

/**
 * Everything staff change on an order in one go: existing lines (by id), new lines, the contact
 * and the fulfilment. Whatever is left out stays as it is.
 */
export const orderEditInput = z
  .object({
    ...noClientTax,
    id: recordId,
    lines: z
      .array(orderLineChangeInput, { error: "lines must be a list of line changes." })
      .max(MAX_CHECKOUT_LINES, `An order can have at most ${MAX_CHECKOUT_LINES} lines.`)
      .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, {
        message: "Each line can be changed only once per edit.",
      })
      .optional(),
    add: z
      .array(checkoutLineInput.strict(), { error: "add must be a list of new lines." })
      .max(MAX_CHECKOUT_LINES, `An order can have at most ${MAX_CHECKOUT_LINES} lines.`)
      .optional(),
    customer: orderContactInput.optional(),
    fulfilment: fulfilmentInput.optional(),
  })
  .strict();
export type OrderEditInput = z.infer<typeof orderEditInput>;

/** The answer to an edit: the order as it is now, and what changed in people's words (none: nothing). */
export const orderEditResultSchema = z.object({
  order: orderSchema,
  /** One line per change, e.g. "Adult M → Adult L on Home Jersey"; empty when nothing changed. */
  changes: z.array(z.string()),
});
export type OrderEditResult = z.infer<typeof orderEditResultSchema>;

/** Statuses in which an order may still be changed. */
export const editableStatuses = ["pending", "processing"] as const;

export { MAX_LINE_QUANTITY };
