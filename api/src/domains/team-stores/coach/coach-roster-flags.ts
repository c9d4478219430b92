import {
  duplicateNumbers,
  emailInName,
  type NumberRule,
  type RosterPlayer,
  rosterFlags,
} from "@store/db/catalogue";

/** A name as the coach may read it: an address pasted into it is left out (no contact details here). */
const shownName = (name: string) => {
  const glued = emailInName(name);
  return (glued ? name.replace(glued, "") : name).replace(/\s+/g, " ").trim() || "A player";
};

/**
 * What on the roster families would run into, in the coach's words and before they do: a number
 * on two players, a number the store does not print, a name holding an address, an address mail
 * cannot reach. Never an address itself: the coach's page shows no family's contact details.
 */
export function coachRosterFlags(players: readonly RosterPlayer[], rule: NumberRule): string[] {
  const flags = rosterFlags(players, rule);
  const lines: string[] = [];
  if (rule.unique) {
    for (const { number, rows } of duplicateNumbers(players)) {
      const names = rows.map((r) => shownName(players[r - 1]?.name ?? ""));
      lines.push(`Number ${number} is on ${names.join(" and ")}: each player needs their own number.`);
    }
  }
  for (const flag of flags) {
    const name = shownName(players[flag.row]?.name ?? "");
    if (flag.kind === "number") lines.push(`${name}: ${flag.message}`);
    else if (flag.kind === "email-in-name")
      lines.push(`${name}: the roster has a parent's e-mail in the name.`);
    else if (flag.kind === "email")
      lines.push(`${name}: the parent's e-mail on the roster is incomplete, so reminders cannot reach them.`);
    else if (flag.kind === "name") lines.push(`A roster row: ${flag.message}`);
  }
  return lines;
}
