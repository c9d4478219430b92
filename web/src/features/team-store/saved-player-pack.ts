import type { PlayerDto } from "@store/api/contracts";
import { type PrintRules, takesName, takesNumber } from "./PrintFields";
import type { FamilyItem } from "./team-store-types";

/** What a saved player fills in the player pack: the name and number to print, a size per item. */
export interface PackFill {
  name: string;
  number: string;
  sizes: Record<string, string>;
}

/**
 * A saved player as the pack's boxes take them. A jersey prints the family name, so the name's last
 * word is offered (cut to the pack's limit; the family may change it); each item takes the size
 * the player keeps for its kind when the store sells it, and is left to choose otherwise.
 */
export function packFromPlayer(
  player: Pick<PlayerDto, "name" | "number" | "sizes">,
  items: readonly FamilyItem[],
  rules: PrintRules,
): PackFill {
  const last = player.name.trim().split(/\s+/).pop() ?? "";
  const sizes: Record<string, string> = {};
  for (const item of items) {
    const kept = item.size_kind ? player.sizes[item.size_kind] : undefined;
    if (kept && item.sizes.includes(kept)) sizes[item.id] = kept;
  }
  return {
    name: takesName(rules) ? last.slice(0, rules.max_name_length) : "",
    number: takesNumber(rules) ? (player.number ?? "") : "",
    sizes,
  };
}

/** "Sam Lee #12 (2026)": a saved player as the list names them. */
export const savedPlayerLabel = (player: Pick<PlayerDto, "name" | "number" | "season">) =>
  `${player.name}${player.number ? ` #${player.number}` : ""} (${player.season})`;
