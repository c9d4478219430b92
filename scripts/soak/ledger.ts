/** What the store said it stored (2xx answers): the consistency check compares the database to it. */
export interface PlacedOrder {
  id: string;
  lines: { product_id: string; size: string | null; quantity: number }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
}

export interface StoredUpload {
  id: string;
  /** /uploads/<key> addresses, with the bytes sent for each. */
  files: { url: string; bytes: Uint8Array }[];
}

export interface SavedProduct {
  id: string;
  name: string;
  price: number;
}

export class Ledger {
  readonly orders = new Map<string, PlacedOrder>();
  readonly uploads = new Map<string, StoredUpload>();
  /** The last answered write of each product the soak created. */
  readonly products = new Map<string, SavedProduct>();
  /** A double submit (one Idempotency-Key sent twice) answered with two different orders. */
  readonly duplicateOrders: string[] = [];
}

/** Everything the soak writes carries this, so the check tells its records from the seed's. */
export const SOAK_EMAIL_DOMAIN = "soak.example.com";
export const SOAK_PRODUCT_PREFIX = "Soak product";
