import type { TeamStoreDto, TeamStorePlayerFields } from "@store/api/contracts";
import { type RosterField, type RosterFlag, rosterFlags, storeNumberRule } from "@store/db/catalogue";

/** A row of the roster as staff edit it: text in each box, empty for none. */
export interface PlayerDraft {
  name: string;
  number: string;
  email: string;
}

export const draftOf = (p: TeamStorePlayerFields): PlayerDraft => ({
  name: p.name,
  number: p.number ?? "",
  email: p.email ?? "",
});

export const fieldsOf = (d: PlayerDraft): TeamStorePlayerFields => ({
  name: d.name.trim(),
  number: d.number.trim() || null,
  email: d.email.trim() || null,
});

/** The roster's flags under the store's number settings: the rules the server and coach page use. */
export const storeRosterFlags = (store: TeamStoreDto, players: readonly TeamStorePlayerFields[]) =>
  rosterFlags(players, storeNumberRule(store));

/** The first flag of each row and field, for the box it belongs beside. */
export function flagsByRow(flags: readonly RosterFlag[]): Map<number, Partial<Record<RosterField, string>>> {
  const byRow = new Map<number, Partial<Record<RosterField, string>>>();
  for (const flag of flags) {
    const row = byRow.get(flag.row) ?? {};
    row[flag.field] ??= flag.message;
    byRow.set(flag.row, row);
  }
  return byRow;
}

/** The id of a row's box, to move focus to the first one with something to fix. */
export const boxId = (prefix: string, row: number, field: RosterField) => `${prefix}-${row}-${field}`;

/** What a dialog that adds to the roster is given: the store, its players, and how to save `T`. */
export interface RosterDialogProps<T> {
  opened: boolean;
  store: TeamStoreDto;
  current: TeamStorePlayerFields[];
  onClose: () => void;
  onSave: (players: T) => Promise<unknown>;
}
