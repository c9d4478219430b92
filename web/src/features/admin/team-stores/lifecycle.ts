import type { TeamStoreAction } from "@store/api/domains/team-stores/staff-schemas";
import { movesFor, type TeamStoreStatus } from "@store/db/catalogue";

/** The moves staff make on a store; each is one call of the transition operation. */
export type LifecycleAction = TeamStoreAction;

export interface LifecycleStep {
  action: LifecycleAction;
  /** The button's word. */
  label: string;
  /** What happens, said in the confirmation dialog before anything changes. */
  question: string;
  color?: string;
  /** The move needs a new closing time (extend, reopen). */
  asksCloseTime?: boolean;
}

const steps: Record<LifecycleAction, LifecycleStep> = {
  schedule: {
    action: "schedule",
    label: "Schedule",
    question:
      "The store opens by itself at its opening time, and the coach gets the store link and the coach link by e-mail then.",
  },
  open: {
    action: "open",
    label: "Open now",
    question: "Families can order from the store link at once, and the coach gets the links by e-mail.",
    color: "teal.9",
  },
  extend: {
    action: "extend",
    label: "Extend",
    question: "Families can keep ordering and changing their orders until the new closing time.",
    asksCloseTime: true,
  },
  close: {
    action: "close",
    label: "Close early",
    question:
      "Families can no longer order or change their orders. Until production starts you can still reopen it.",
  },
  reopen: {
    action: "reopen",
    label: "Reopen",
    question: "Families can order and change their orders again until the new closing time.",
    asksCloseTime: true,
  },
  start_production: {
    action: "start_production",
    label: "Start production",
    question:
      "Start production freezes batch 1: families can no longer change their orders, and the store cannot be reopened. Their orders read Being prepared. Later orders go into batch 2.",
    color: "violet.9",
  },
  freeze_batch_two: {
    action: "freeze_batch_two",
    label: "Freeze batch 2",
    question:
      "The late orders become batch 2 for production: they can no longer be changed, and no more late orders can be added.",
    color: "violet.9",
  },
  mark_ready: {
    action: "mark_ready",
    label: "Mark ready",
    question:
      "Every family who ordered gets an e-mail with the handout and their balance, and the coach one with who still owes what. Every order reads Ready for pickup.",
    color: "teal.9",
  },
  complete: {
    action: "complete",
    label: "Complete",
    question:
      "The store is done: orders that were ready read Picked up, and it leaves the list of stores that need work.",
  },
  cancel: {
    action: "cancel",
    label: "Cancel store",
    question:
      "The store link stops working and nobody can order. Cancel its orders on their order pages first. This cannot be undone.",
    color: "red.9",
  },
};

/**
 * The moves that apply to a store as it stands, in the order a season goes: the catalogue's list,
 * the same the server allows. `lateOrders`: batch 2 has orders (after production started they can
 * be frozen for production of their own).
 */
export function lifecycleSteps(
  status: TeamStoreStatus,
  batchOneFrozen: boolean,
  lateOrders = false,
): LifecycleStep[] {
  return movesFor({ status, batchOneFrozen, lateOrders }).map((move) => steps[move]);
}
