import { type Database, orderAccessTokens } from "@store/db";
import { hashSecret, newSecretToken } from "../../auth/tokens";

/** The private page of an order, as a path on the site. */
export const trackingPath = (token: string) => `/orders/${token}`;

/**
 * Makes a new private link to an order and returns its token; only the token's hash is stored, so
 * each answer or e-mail that needs a link gets one of its own (all of them open the order).
 */
export async function addOrderLink(db: Database, orderId: string): Promise<string> {
  const token = newSecretToken();
  await db.insert(orderAccessTokens).values({ tokenHash: hashSecret(token), orderId });
  return token;
}
