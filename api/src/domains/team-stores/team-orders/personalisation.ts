import {
  checkPrintName,
  checkPrintNumber,
  type NumberRules,
  type PrintCheck,
  type PrintRules,
  playerKey,
} from "@store/db/catalogue";
import { AppError } from "../../../errors/app-error";

// The name and number printed on an item, checked against the item's and the store's rules. The
// same checks serve a family's checkout, a change through the order link and a staff late order;
// the rules themselves are the catalogue's, which the family's page checks each added line with.

export type { NumberRules, PrintRules };

/** The checked value, or a refusal naming the field, so the form shows it beside the box. */
function valueOrRefuse(check: PrintCheck, field: string): string | null {
  if (check.ok) return check.value;
  throw AppError.badRequest(check.message, { [field]: check.message });
}

/** The name as it will print: spaces tidied, curly apostrophes straightened, upper-cased; null for none. */
export const printNameFor = (rules: PrintRules, raw: string | null, field: string): string | null =>
  valueOrRefuse(checkPrintName(rules, raw), field);

/** The number as it will print ("7", "00" or "##"); null for none. */
export const printNumberFor = (
  rules: PrintRules,
  store: NumberRules,
  raw: string | null,
  field: string,
): string | null => valueOrRefuse(checkPrintNumber(rules, store, raw), field);

/** Whether a name or number is printed on the line (the personalisation fee applies then). */
export const isPersonalised = (name: string | null, number: string | null) =>
  name !== null || number !== null;

/**
 * The player as the store keys them: the name with its spaces tidied, without case. Two orders for
 * "Sam  Lee" and "sam lee" are one player; the same player may wear their number on each. One rule
 * (`playerKey`) shared with the coach page, the batch and the reminders' SQL.
 */
export const playerKeyOf = playerKey;
