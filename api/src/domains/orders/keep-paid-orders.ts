import { type Database, orderPayments } from "@store/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { OrderDto } from "./schemas";

/**
 * Money on record is kept for the books: an order with any payment, reversed or not, is never
 * deleted (the database's foreign key refuses it too; this says why first).
 */
export async function refuseIfPaymentsRecorded(tx: Database, order: OrderDto): Promise<void> {
  const [payment] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id))
    .limit(1);
  if (payment) {
    throw AppError.conflict(
      `Order #${order.number} has payments on record, so it cannot be deleted: orders with payments are kept for the books. ` +
        "To call it off, set its status to Cancelled (and reverse any payment you refunded).",
    );
  }
}
