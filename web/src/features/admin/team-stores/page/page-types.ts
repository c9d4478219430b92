export type {
  StoreOrderRow,
  StoreOrders,
} from "@store/api/domains/team-stores/store-orders-schema";

import type { StoreOrders } from "@store/api/domains/team-stores/store-orders-schema";

/** A store's figures over its orders (both batches, not cancelled). */
export type StoreFigures = StoreOrders["figures"];
