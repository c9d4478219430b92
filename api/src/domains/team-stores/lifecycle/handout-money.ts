import type { Database, TeamStore } from "@store/db";
import { AppError } from "../../../errors/app-error";
import { type BatchOrderMoney, unpaidOrders } from "../batches/batch-report";
import { storeOrdersMoney } from "../batches/load-batch";

// The money still owed at a store's handout, read the one way the printed unpaid list reads it
// (load-batch, batch-report): the coach's "ready" e-mail, the staff's warning and the refusal to
// complete without it all say the same families and the same sum.

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) =>
  `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface StoreUnpaid {
  /** The orders with a balance, by order number (each a family's order for one player). */
  orders: BatchOrderMoney[];
  owed: number;
}

/** The store's orders (both batches, not cancelled) still owing money, and the sum. */
export async function storeUnpaid(db: Database, storeId: string): Promise<StoreUnpaid> {
  const orders = unpaidOrders(await storeOrdersMoney(db, storeId));
  return { orders, owed: orders.reduce((sum, o) => sum + cents(o.balance), 0) / 100 };
}

/** "3 families still owe $322.90"; one sentence the staff screen and the server both use. */
export const unpaidWords = (u: StoreUnpaid) =>
  `${u.orders.length} ${u.orders.length === 1 ? "family still owes" : "families still owe"} ${dollars(cents(u.owed))}`;

/**
 * Completing a store whose families still owe money needs staff to say they saw it
 * (`acknowledge_unpaid`); answers the words of what was owed, or null when all is paid.
 */
export async function checkUnpaidAcknowledged(
  tx: Database,
  store: TeamStore,
  acknowledged: boolean,
): Promise<string | null> {
  const unpaid = await storeUnpaid(tx, store.id);
  if (unpaid.orders.length === 0) return null;
  const words = unpaidWords(unpaid);
  if (!acknowledged) {
    throw AppError.conflict(
      `${words} (${unpaid.orders.map((o) => `#${o.order_number}`).join(", ")}). Record their payments on their order pages first, or complete anyway with acknowledge_unpaid.`,
    );
  }
  return words;
}
