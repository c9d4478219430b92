import { randomBytes } from "node:crypto";

/** Ids shaped like Stripe's test-mode ids: a prefix and random base62-ish characters. */
export function newId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(24);
  let tail = "";
  for (const byte of bytes) tail += alphabet[byte % alphabet.length];
  return `${prefix}_${tail}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
