// The moves staff make in a store's life, declared once: the server refuses a move the store's
// status does not allow (lifecycle/move-checks.ts) and the store page offers exactly the allowed
// ones (web/src/features/admin/team-stores/lifecycle.ts). Decision 045 tells the life.
import type { TeamStoreStatus } from "./team-stores";

interface MoveRule {
  /** The statuses the move may start from. */
  from: readonly TeamStoreStatus[];
  /** Its past tense, for the refusal: "only a store that is open can be closed early". */
  done: string;
  /** Refused once batch 1 went into production (the store cannot open again). */
  beforeProduction?: true;
  /** Only when batch 2 has late orders to freeze. */
  needsLateOrders?: true;
}

/** Where each move may start from, in the order a season goes (the store page's buttons follow it). */
export const teamStoreMoves = {
  schedule: { from: ["draft"], done: "scheduled" },
  open: { from: ["draft", "scheduled"], done: "opened" },
  // From closed the move is reopen: the same new close, said as what it is.
  extend: { from: ["open"], done: "extended", beforeProduction: true },
  close: { from: ["open"], done: "closed early" },
  start_production: { from: ["closed"], done: "put into production" },
  reopen: { from: ["closed"], done: "reopened", beforeProduction: true },
  mark_ready: { from: ["in_production"], done: "marked ready" },
  complete: { from: ["ready"], done: "completed" },
  // A late order taken while ready may still be waiting when the store is completed (decision 070).
  freeze_batch_two: {
    from: ["in_production", "ready", "completed"],
    done: "have batch 2 frozen",
    needsLateOrders: true,
  },
  cancel: { from: ["draft", "scheduled", "open", "closed"], done: "cancelled" },
} as const satisfies Record<string, MoveRule>;
export type TeamStoreMove = keyof typeof teamStoreMoves;
export const teamStoreMoveNames = Object.keys(teamStoreMoves) as TeamStoreMove[];

const ruleOf = (move: TeamStoreMove): MoveRule => teamStoreMoves[move];

/** A store as the moves see it: its status, whether batch 1 is frozen, whether batch 2 has orders. */
export interface StoreStanding {
  status: TeamStoreStatus;
  batchOneFrozen: boolean;
  lateOrders: boolean;
}

/** The moves a store may make as it stands, in the order a season goes. */
export function movesFor({ status, batchOneFrozen, lateOrders }: StoreStanding): TeamStoreMove[] {
  return teamStoreMoveNames.filter((move) => {
    const rule = ruleOf(move);
    if (!rule.from.includes(status)) return false;
    if (rule.beforeProduction && batchOneFrozen) return false;
    return !rule.needsLateOrders || lateOrders;
  });
}
