import { checkPrintName, checkPrintNumber, type PrintRules } from "@store/db/catalogue";
import type { TeamCartLine } from "./team-cart";
import type { FamilyItem, FamilyStore } from "./team-store-types";

/** What to fix on a line, by its box: the server's own rules, checked before the line goes in. */
export type LineProblems = Partial<Record<"size" | "name" | "number", string>>;

export const CHOOSE_SIZE = "Choose a size first.";

const printRulesOf = (item: FamilyItem): PrintRules => ({
  productName: item.product_name,
  personalisation: item.personalisation,
  personalisationRequired: item.personalisation_required,
  maxNameLength: item.max_name_length,
});

/** Every problem of one line at once: its size, its name and its number. */
export function lineProblems(
  item: FamilyItem,
  numbers: FamilyStore["number_rules"],
  line: Pick<TeamCartLine, "size" | "name" | "number">,
): LineProblems {
  const rules = printRulesOf(item);
  const name = checkPrintName(rules, line.name);
  const number = checkPrintNumber(
    rules,
    { numberMin: numbers.min, numberMax: numbers.max, allowUnknownNumber: numbers.allow_unknown },
    line.number,
  );
  return {
    ...(item.sizes.length > 0 && !line.size ? { size: CHOOSE_SIZE } : {}),
    ...(name.ok ? {} : { name: name.message }),
    ...(number.ok ? {} : { number: number.message }),
  };
}

export const hasProblems = (problems: LineProblems) => Object.keys(problems).length > 0;

/**
 * The cart's problems by the server's field names ("lines.0.name"), so a cart kept from an earlier
 * visit, or changed rules, are caught before Place Team Order as the server would catch them.
 */
export function cartProblems(
  lines: readonly TeamCartLine[],
  store: Pick<FamilyStore, "items" | "number_rules">,
): Record<string, string> {
  return Object.fromEntries(
    lines.flatMap((line, index) => {
      const item = store.items.find((i) => i.id === line.item_id);
      if (!item) return [[`lines.${index}.item_id`, "This item is no longer sold here: remove it."]];
      return Object.entries(lineProblems(item, store.number_rules, line)).map(([field, message]) => [
        `lines.${index}.${field}`,
        message,
      ]);
    }),
  );
}
