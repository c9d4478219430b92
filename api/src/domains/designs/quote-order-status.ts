import { type Database, quotes } from "@store/db";
import { type DesignStatus, designStatusWords, quoteReference } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { moveOrdersWithProduction } from "../orders/follow-production";
import type { OrderStatusValue } from "../orders/schemas";
import type { Actor } from "../staff/audit-records";

/**
 * Where a quote's status puts its order: in production → being prepared, completed → picked up
 * (the coach's "everything is finished"). A cancelled quote leaves its order to staff, who cancel
 * it on its page, where stock and any payment are settled.
 */
const ORDER_STATUS_FOR: Partial<Record<DesignStatus, OrderStatusValue>> = {
  in_production: "processing",
  completed: "delivered",
};

/**
 * The quote's order follows the quote's new status, in the quote's transaction; answers how many
 * orders moved (0 or 1). The coach hears of the step from the quote's own e-mail, not twice.
 */
export async function orderFollowsQuote(
  tx: Database,
  actor: Actor,
  quoteId: string,
  status: DesignStatus,
): Promise<number> {
  const to = ORDER_STATUS_FOR[status];
  if (!to) return 0;
  const [quote] = await tx
    .select({ orderId: quotes.orderId, number: quotes.number })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote?.orderId) return 0;
  return moveOrdersWithProduction(tx, {
    where: { orderIds: [quote.orderId] },
    to,
    actor,
    because: `Quote ${quoteReference(quote.number)} is ${designStatusWords[status].toLowerCase()}.`,
  });
}
