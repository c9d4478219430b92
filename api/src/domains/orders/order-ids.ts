import { z } from "zod";

/** The most orders one batch may name: a printed batch, a bulk status change, an export of a selection. */
export const MAX_ORDER_IDS = 200;
const TOO_MANY = `At most ${MAX_ORDER_IDS} orders at a time. Split the selection.`;

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const ID_LIST = new RegExp(`^${UUID}(,${UUID})*$`);

/** The same id twice counts once (ids are stored in lower case). */
const distinct = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** `ids=<uuid>,<uuid>,...` in a query string: a list of distinct order ids. */
export const orderIdsParam = z
  .string({ error: "ids must be order ids separated by commas." })
  // 37 characters an id with its comma: more than 200 ids cannot be sent.
  .max(MAX_ORDER_IDS * 37 - 1, TOO_MANY)
  .regex(ID_LIST, "ids must be order ids (UUIDs) separated by commas, with no spaces: ids=<id>,<id>.")
  .transform((text) => distinct(text.split(",")));

/** The same list as a JSON array (a bulk change's body). */
export const orderIdsArray = z
  .array(z.string().regex(new RegExp(`^${UUID}$`), "Each id must be an order id (a UUID)."), {
    error: "ids must be a list of order ids.",
  })
  .min(1, "Name at least one order.")
  .max(MAX_ORDER_IDS, TOO_MANY)
  .transform(distinct);
