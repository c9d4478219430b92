// One roster rule set for every roster: the coach's quote form, the team store's roster (staff's
// editor, its import preview and the server) and the coach's page. No zod and no papaparse here:
// the quote page shows these flags on a page that loads no validator until the coach starts on the
// form (decision 029).

export const MAX_ROSTER_ROWS = 150;
export const MAX_PLAYER_NAME = 80;

/** What a roster's numbers must be: the store's range, worn once or not, "##" allowed or not. */
export interface NumberRule {
  min: number;
  max: number;
  unique: boolean;
  /** "07" as written (a quote's roster); a store prints 7, so its roster writes 7. */
  leadingZero: boolean;
  /** "##": the number is not known yet. */
  unknown: boolean;
}

/** A quote's roster: one or two digits, "07" as the coach writes it, each number once. */
export const quoteNumberRule: NumberRule = {
  min: 0,
  max: 99,
  unique: true,
  leadingZero: true,
  unknown: false,
};

/** A team store's roster follows the store's own number settings. */
export const storeNumberRule = (store: {
  number_min: number;
  number_max: number;
  numbers_unique: boolean;
  allow_unknown_number: boolean;
}): NumberRule => ({
  min: store.number_min,
  max: store.number_max,
  unique: store.numbers_unique,
  leadingZero: false,
  unknown: store.allow_unknown_number,
});

/**
 * The shape of an address mail can reach: zod's own e-mail pattern (a test keeps them agreeing), so a
 * roster flags exactly what the server's e-mail field refuses.
 */
export const EMAIL_SHAPE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Jersey numbers used by more than one player, with the rows (1-based) that use them. */
export function duplicateNumbers(
  rows: readonly { number: string | null }[],
): { number: string; rows: number[] }[] {
  const seen = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const number = (row.number ?? "").trim();
    if (number === "" || number === "##") return;
    seen.set(number, [...(seen.get(number) ?? []), i + 1]);
  });
  return [...seen].filter(([, at]) => at.length > 1).map(([number, at]) => ({ number, rows: at }));
}

/** Why a number cannot be worn under the rule, in words staff and coaches can act on. */
export function numberProblem(raw: string | null, rule: NumberRule): string | undefined {
  const number = (raw ?? "").trim().replace(/^#(?=\d)/, "");
  if (number === "") return undefined;
  const range = `${rule.min}-${rule.max}`;
  if (number === "##") {
    return rule.unknown ? undefined : `Every number is needed now: replace ## with a number from ${range}.`;
  }
  if (!/^\d+$/.test(number)) return `"${number}" is not a number: digits only, from ${range}.`;
  if (!rule.leadingZero && /^0\d$/.test(number) && number !== "00") {
    return `Write ${number} as ${Number(number)}: numbers print without a leading zero (0 and 00 are fine).`;
  }
  const value = Number(number);
  if (number.length > String(rule.max).length || value < rule.min || value > rule.max) {
    return `Number ${number} is outside the numbers ${range}.`;
  }
  return undefined;
}

/** Why an address will not reach the family; empty is fine (reminders just skip the player). */
export function emailProblem(raw: string | null | undefined): string | undefined {
  const email = (raw ?? "").trim();
  if (email === "" || EMAIL_SHAPE.test(email)) return undefined;
  return `"${email}" is not a complete e-mail address (like name@example.com): fix it or leave it empty.`;
}

/** An address-looking word inside a name: what a paste with a missing column leaves there. */
export const emailInName = (name: string): string | undefined =>
  name.split(/\s+/).find((w) => w.includes("@"));

export function nameProblem(raw: string): string | undefined {
  const name = raw.trim();
  if (name === "") return "The player's name is missing.";
  if (name.length > MAX_PLAYER_NAME) return `The name is longer than ${MAX_PLAYER_NAME} characters.`;
  const glued = emailInName(name);
  if (glued) return `The name holds an e-mail address (${glued}): move it to the e-mail column.`;
  return undefined;
}

export interface RosterPlayer {
  name: string;
  number: string | null;
  email?: string | null;
}

export type RosterField = "name" | "number" | "email";

/** One thing to fix on one row (`row` counts from 0). */
export interface RosterFlag {
  row: number;
  field: RosterField;
  kind: "name" | "email-in-name" | "email" | "number" | "duplicate";
  message: string;
}

/**
 * Everything on a roster that the store would refuse later: names missing or holding an address,
 * addresses mail cannot reach, numbers outside the rule and, where numbers are the player's own,
 * a number on two rows. Each flag names the row and the field, so a form can show it beside it.
 */
export function rosterFlags(players: readonly RosterPlayer[], rule: NumberRule): RosterFlag[] {
  const flags: RosterFlag[] = [];
  players.forEach((player, row) => {
    const name = nameProblem(player.name);
    if (name) {
      const kind = emailInName(player.name) ? "email-in-name" : "name";
      flags.push({ row, field: "name", kind, message: name });
    }
    const number = numberProblem(player.number, rule);
    if (number) flags.push({ row, field: "number", kind: "number", message: number });
    const email = emailProblem(player.email);
    if (email) flags.push({ row, field: "email", kind: "email", message: email });
  });
  if (rule.unique) {
    for (const { number, rows } of duplicateNumbers(players)) {
      for (const at of rows) {
        const others = rows
          .filter((r) => r !== at)
          .map((r) => `${players[r - 1]?.name.trim() || "?"} (row ${r})`);
        flags.push({
          row: at - 1,
          field: "number",
          kind: "duplicate",
          message: `Number ${number} is also on ${others.join(" and ")}: each player needs their own number.`,
        });
      }
    }
  }
  return flags.sort((a, b) => a.row - b.row);
}

/** A flag as one line of a list: "Row 3 (Ava Brown): …". */
export function flagLine(players: readonly RosterPlayer[], flag: RosterFlag): string {
  const name = players[flag.row]?.name.trim();
  return `Row ${flag.row + 1}${name ? ` (${name})` : ""}: ${flag.message}`;
}
