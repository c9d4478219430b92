import { orders, teamStores } from "@store/db";
import { eq } from "drizzle-orm";
import { addOrderLink, trackingPath } from "../../orders/order-links";
import type { TrackedOrderDto } from "../../orders/schemas";
import { trackedOrder } from "../../orders/track-order";
import { withOnlinePayment } from "../../payments/online-payment-status";
import type { CustomerArgs } from "../../service-args";
import { teamOrderPath } from "../../team-stores/emails/team-order-emails";
import { ownOrder } from "./own-records";

/**
 * A fresh private link to one of the customer's orders: a team-store order's page (where the family
 * changes it until close), or any other order's tracking page.
 */
export async function accountOrderPage(options: CustomerArgs<{ id: string }>): Promise<{ path: string }> {
  const { db, customer, input } = options;
  const [profileId, orderId] = [customer.id, input.id];
  await ownOrder(db, profileId, orderId);
  const [row] = await db
    .select({ slug: teamStores.slug })
    .from(orders)
    .leftJoin(teamStores, eq(teamStores.id, orders.teamStoreId))
    .where(eq(orders.id, orderId));
  const token = await addOrderLink(db, orderId);
  return { path: row?.slug ? teamOrderPath(row.slug, token) : trackingPath(token) };
}

/** One of the customer's orders with its timeline, or 404. */
export async function accountOrder(
  options: CustomerArgs<{ id: string }> & { hostedLive: boolean },
): Promise<TrackedOrderDto> {
  const { db, customer, input, hostedLive } = options;
  const [profileId, orderId] = [customer.id, input.id];
  await ownOrder(db, profileId, orderId);
  return withOnlinePayment(db, await trackedOrder(db, orderId), hostedLive);
}
