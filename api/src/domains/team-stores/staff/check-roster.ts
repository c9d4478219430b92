import { flagLine, type NumberRule, type RosterPlayer, rosterFlags } from "@store/db/catalogue";
import { AppError } from "../../../errors/app-error";

/** The store's number settings as its row holds them, read as the roster's number rule. */
export const rowNumberRule = (row: {
  numberMin?: number | null;
  numberMax?: number | null;
  numbersUnique?: boolean | null;
  allowUnknownNumber?: boolean | null;
}): NumberRule => ({
  min: row.numberMin ?? 0,
  max: row.numberMax ?? 99,
  unique: row.numbersUnique ?? true,
  leadingZero: false,
  unknown: row.allowUnknownNumber ?? true,
});

const rowKey = (p: RosterPlayer) =>
  [p.name.trim().toLowerCase(), p.number?.trim() ?? "", p.email?.trim().toLowerCase() ?? ""].join("|");

/**
 * A roster staff send is saved only when the store would take each row they typed, pasted or
 * changed: the same flags the editor shows (roster-rules.ts in @store/db/catalogue), each named by
 * row and field, and nothing written until they are fixed. A row kept as it was saved is not held
 * against the rest: when the store's rules change under a roster it stays flagged, and staff fix it
 * one row at a time.
 */
export function checkRoster(
  players: readonly RosterPlayer[],
  rule: NumberRule,
  saved: readonly RosterPlayer[] = [],
): void {
  const kept = new Set(saved.map(rowKey));
  const flags = rosterFlags(players, rule).filter((f) => {
    const player = players[f.row];
    return !player || !kept.has(rowKey(player));
  });
  if (flags.length === 0) return;
  const fields = Object.fromEntries(flags.map((f) => [`players.${f.row}.${f.field}`, f.message]));
  const things = flags.length === 1 ? "one thing" : `${flags.length} things`;
  throw AppError.badRequest(
    `The roster has ${things} to fix; nothing was saved. ${flags.map((f) => flagLine(players, f)).join(" ")}`,
    fields,
  );
}
