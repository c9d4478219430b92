// Where a team store stands by the clock: the one home of "is the store open?". The family's page,
// the coach's page, the store's clock job and the web all read it here, so a store whose moment
// has come reads the same everywhere, whether or not the clock's next pass has run yet. Like every
// file of the catalogue it imports nothing but its neighbours.
import type { TeamStoreStatus } from "./team-stores";

/** What families see: a staff preview of a draft, not open yet, open, or closed (for good or for now). */
export const teamStorePhases = ["preview", "upcoming", "open", "closed"] as const;
export type TeamStorePhase = (typeof teamStorePhases)[number];

/** A store's status and moments; the database's row and the API's answer (ISO strings) both fit. */
export interface StoreMoments {
  status: TeamStoreStatus;
  opensAt: Date | string;
  closesAt: Date | string;
}

/**
 * The clock's two moves, which the clock job writes into the row (decision 045): a scheduled store
 * opens when its opening comes, an open store closes when its close comes.
 */
export const clockMoves = {
  open: { from: "scheduled", to: "open", at: "opensAt" },
  close: { from: "open", to: "closed", at: "closesAt" },
} as const satisfies Record<
  string,
  { from: TeamStoreStatus; to: TeamStoreStatus; at: "opensAt" | "closesAt" }
>;

const ms = (moment: Date | string) => new Date(moment).getTime();

/** The status a store has at `now` once the clock's moves due by then are made. */
export function statusByClock(store: StoreMoments, now: Date): TeamStoreStatus {
  let status = store.status;
  for (const move of [clockMoves.open, clockMoves.close]) {
    if (status === move.from && now.getTime() >= ms(store[move.at])) status = move.to;
  }
  return status;
}

/** Where the store stands for families at `now`: the clock decides, whatever the job did yet. */
export function teamStorePhase(store: StoreMoments, now: Date): TeamStorePhase {
  const status = statusByClock(store, now);
  if (status === "draft") return "preview";
  // An open store whose opening was moved later waits for it, like a scheduled one.
  if (status === "scheduled" || (status === "open" && now.getTime() < ms(store.opensAt))) return "upcoming";
  return status === "open" ? "open" : "closed";
}
