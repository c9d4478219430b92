import type { Database, TeamStore } from "@store/db";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import type { PaymentProviders } from "../../../payments/providers";
import { getOrder, lockOrder } from "../../orders/orders";
import { cancelUnpaidOrder } from "../../payments/cancel-unpaid-order";
import { openPageOf } from "../../payments/checkout-payment";
import { openHostedPayment, PAY_NOW_MINUTES } from "../../payments/open-hosted-payment";
import { teamOrderPath } from "../emails/team-order-emails";

/** Said when a store collects at order but no card payments are set up (staff turned them off since). */
export const TEAM_PAY_NOW_OFF =
  "This team store takes payment when you order, but online card payments are not available right now: call the store, and try again later.";

/** A store that collects at order needs a live hosted provider before anything is placed. */
export function refuseUnlessPayable(store: TeamStore, payments: PaymentProviders): boolean {
  if (store.paymentMode !== "pay_at_order") return false;
  if (!payments.hosted?.startHostedPayment) throw AppError.conflict(TEAM_PAY_NOW_OFF);
  return true;
}

/**
 * The hosted page for a family's order in a store that collects at order: the whole total, holding
 * the order (unpaid at expiry it is cancelled and its numbers freed). A replayed order answers the
 * page still open. When no page can be opened the order is cancelled at once: nothing was charged.
 */
export async function teamPayNowPage(options: {
  db: Database;
  payments: PaymentProviders;
  mail: MailSettings;
  orderId: string;
  token: string;
  slug: string;
  now: Date;
  replayed: boolean;
}): Promise<string | null> {
  const { db, orderId, now } = options;
  const order = await getOrder(db, orderId);
  if (order.payment_choice !== "pay_now" || order.status === "cancelled" || order.balance <= 0) return null;
  const open = options.replayed ? await openPageOf(db, orderId, now) : null;
  if (open) return open;
  try {
    const page = await openHostedPayment({
      db,
      payments: options.payments,
      publicUrl: options.mail.publicUrl,
      order,
      token: options.token,
      // Back to the family's own order page, which says the payment was received.
      returnPath: teamOrderPath(options.slug, options.token),
      purpose: "team_order",
      amount: order.balance,
      holdsOrder: true,
      minutes: PAY_NOW_MINUTES,
      idempotencyKey: `team-pay-now-${orderId}`,
    });
    return page.url;
  } catch (error) {
    await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const current = await getOrder(tx, orderId);
      if (current.status !== "cancelled" && current.amount_paid === 0)
        await cancelUnpaidOrder(
          tx,
          current,
          { id: null, email: "Store" },
          "The payment page could not be opened.",
        );
    });
    throw error;
  }
}
