import type { PaymentState } from "../../orders/orders-data";

/** A store's figures (every order of both batches, not cancelled). */
export interface StoreFigures {
  orders: number;
  pieces: number;
  revenue: number;
  fundraising: number;
  unpaid: number;
}

/** One order of a store as its page lists it. */
export interface StoreOrderRow {
  number: number;
  batch: 1 | 2;
  player_name: string | null;
  buyer: string | null;
  /** "2 × Jersey (YM, #7 REED), 1 × Cap". */
  items: string;
  pieces: number;
  total: number;
  payment_state: PaymentState;
}
