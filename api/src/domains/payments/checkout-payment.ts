import { type Database, hostedPayments } from "@store/db";
import type { OrderPaymentChoice } from "@store/db/catalogue";
import { and, desc, eq, gt } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { checkoutChoiceNow, storedPaymentSettings } from "./settings-store";

/**
 * How this checkout pays: what the shop offers (in store, pay now, or either) and what the buyer
 * asked. Asking for what the shop does not offer is refused before anything is stored.
 */
export async function checkoutPaymentFor(
  db: Database,
  asked: OrderPaymentChoice | undefined,
  hostedLive: boolean,
): Promise<OrderPaymentChoice> {
  const offered = checkoutChoiceNow((await storedPaymentSettings(db)).checkout, hostedLive);
  if (offered === "in_store") {
    if (asked === "pay_now")
      throw AppError.conflict(
        'This store does not take payment online at checkout: choose pay in store ("in_store"), and pay when you pick up.',
      );
    return "in_store";
  }
  if (offered === "pay_now") {
    if (asked === "in_store")
      throw AppError.conflict('This store takes payment online when you order: choose pay now ("pay_now").');
    return "pay_now";
  }
  return asked ?? "pay_now";
}

/** The page still open for an order (a replayed checkout answers it rather than opening another). */
export async function openPageOf(db: Database, orderId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ url: hostedPayments.url })
    .from(hostedPayments)
    .where(
      and(
        eq(hostedPayments.orderId, orderId),
        eq(hostedPayments.status, "open"),
        gt(hostedPayments.expiresAt, now),
      ),
    )
    .orderBy(desc(hostedPayments.createdAt))
    .limit(1);
  return row?.url ?? null;
}
