import { flagLine, type NumberRule, type RosterPlayer, rosterFlags } from "@store/db/catalogue";
import { AppError } from "../../errors/app-error";

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

/**
 * A roster staff send is saved only when the store would take every row of it: the same flags the
 * editor shows (roster-rules.ts), each named by row and field, and nothing written until all are fixed.
 */
export function checkRoster(players: readonly RosterPlayer[], rule: NumberRule): void {
  const flags = rosterFlags(players, rule);
  if (flags.length === 0) return;
  const fields = Object.fromEntries(flags.map((f) => [`players.${f.row}.${f.field}`, f.message]));
  const things = flags.length === 1 ? "one thing" : `${flags.length} things`;
  throw AppError.badRequest(
    `The roster has ${things} to fix; nothing was saved. ${flags.map((f) => flagLine(players, f)).join(" ")}`,
    fields,
  );
}
