import { printedWords } from "./PrintFields";
import type { FamilyItem } from "./team-store-types";

/** A line just added, as the toast names it. */
export interface AddedLine {
  item: Pick<FamilyItem, "product_name">;
  size: string | null;
  quantity: number;
  name: string;
  number: string;
}

/**
 * What the toast says after an add: "Added to your team cart: Game Jersey (Youth M, SMITH #7)";
 * several lines (a player pack) are named one after another.
 */
export function addedWords(lines: readonly AddedLine[]): string {
  const named = lines.map((line) => {
    const details = [line.size, printedWords(line.name.trim() || null, line.number.trim() || null)].filter(
      Boolean,
    );
    const what = `${line.quantity > 1 ? `${line.quantity} × ` : ""}${line.item.product_name}`;
    return details.length > 0 ? `${what} (${details.join(", ")})` : what;
  });
  return `Added to your team cart: ${named.join(", ")}.`;
}
