import { z } from "zod";
import { isUuid } from "../../common/not-found";

/** The most orders one batch may name: a printed batch, a bulk status change, an export of a selection. */
export const MAX_ORDER_IDS = 200;

/** Checks a list of order ids: each a UUID, at most MAX_ORDER_IDS; the same id twice counts once. */
function checkIds(ids: string[], ctx: z.RefinementCtx): string[] {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const bad = unique.find((id) => !isUuid(id));
  if (bad !== undefined)
    ctx.addIssue({ code: "custom", message: `"${bad.slice(0, 40)}" is not an order id (a UUID).` });
  if (unique.length === 0) ctx.addIssue({ code: "custom", message: "Name at least one order." });
  if (unique.length > MAX_ORDER_IDS)
    ctx.addIssue({
      code: "custom",
      message: `At most ${MAX_ORDER_IDS} orders at a time; ${unique.length} were named. Split the selection.`,
    });
  return unique;
}

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const ID_LIST = new RegExp(`^${UUID}(,${UUID})*$`);

/** `ids=<uuid>,<uuid>,...` in a query string: a list of distinct order ids. */
export const orderIdsParam = z
  .string({ error: "ids must be order ids separated by commas." })
  // 37 characters an id with its comma: more than 200 ids cannot be sent.
  .max(MAX_ORDER_IDS * 37 - 1, `At most ${MAX_ORDER_IDS} orders at a time. Split the selection.`)
  .regex(ID_LIST, "ids must be order ids (UUIDs) separated by commas, with no spaces: ids=<id>,<id>.")
  .transform((text, ctx) => checkIds(text.split(","), ctx));

/** The same list as a JSON array (a bulk change's body). */
export const orderIdsArray = z
  .array(z.string({ error: "Each id must be text." }), { error: "ids must be a list of order ids." })
  .transform((ids, ctx) => checkIds(ids, ctx));
