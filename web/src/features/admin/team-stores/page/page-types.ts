export type {
  StoreOrderRow,
  StoreOrders,
} from "@store/api/contracts";

import type { StoreOrders } from "@store/api/contracts";

/** A store's figures over its orders (both batches, not cancelled). */
export type StoreFigures = StoreOrders["figures"];
