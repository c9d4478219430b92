import { type Database, orderAccessTokens, orderStatusChanges } from "@store/db";
import { asc, eq } from "drizzle-orm";
import { hashSecret } from "../../auth/tokens";
import { AppError } from "../../errors/app-error";
import type { ReadArgs } from "../service-args";
import { getOrder } from "./orders";
import type { OrderWithHistoryDto } from "./schemas";

/** Said for a wrong, old or made-up link alike, so a guess learns nothing. */
export const ORDER_LINK_NOT_FOUND =
  "We could not find an order for this link. Check the link in your confirmation e-mail, or call the store.";

/** The order behind a private link, with every status it has had: no account, only the token. */
export async function findOrderByToken(options: ReadArgs<{ token: string }>): Promise<OrderWithHistoryDto> {
  const { db, input } = options;
  const { token } = input;
  const [link] = await db
    .select({ orderId: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.tokenHash, hashSecret(token)));
  if (!link) throw AppError.notFound(ORDER_LINK_NOT_FOUND);
  return trackedOrder(db, link.orderId);
}

/** An order with every status it has had: its private page and the customer's account show it. */
export async function trackedOrder(db: Database, orderId: string): Promise<OrderWithHistoryDto> {
  const [order, history] = await Promise.all([
    getOrder(db, orderId),
    db
      .select({ status: orderStatusChanges.status, at: orderStatusChanges.createdAt })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId))
      .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id)),
  ]);
  return {
    ...order,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
  };
}
