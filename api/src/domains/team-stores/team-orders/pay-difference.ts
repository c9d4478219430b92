import { type Database, hostedPayments, type TeamStore } from "@store/db";
import { and, desc, eq, gt } from "drizzle-orm";
import type { MailSettings } from "../../../mail/settings";
import type { PaymentProviders } from "../../../payments/providers";
import { addOrderLink } from "../../orders/order-links";
import { getOrder } from "../../orders/orders";
import { openHostedPayment, PAY_LINK_MINUTES } from "../../payments/open-hosted-payment";
import { cents } from "../../payments/provider-actor";
import { teamOrderPath } from "../emails/team-order-emails";

/**
 * A paid order in a store that collects at order whose change raised its total: a page for the
 * difference (the order stands whether or not it is paid; what is left shows on the batch report).
 * Answers nothing for any other store or order.
 */
export async function askForDifference(options: {
  db: Database;
  payments: PaymentProviders;
  mail: MailSettings;
  store: TeamStore;
  orderId: string;
}): Promise<void> {
  const { db, orderId } = options;
  if (options.store.paymentMode !== "pay_at_order" || !options.payments.hosted) return;
  const order = await getOrder(db, orderId);
  // An order not paid yet is still waiting for its first page; its balance is asked after.
  if (order.status === "cancelled" || order.amount_paid <= 0 || cents(order.balance) <= 0) return;
  const token = await addOrderLink(db, orderId);
  await openHostedPayment({
    db,
    payments: options.payments,
    publicUrl: options.mail.publicUrl,
    order,
    token,
    returnPath: teamOrderPath(options.store.slug, token),
    purpose: "difference",
    amount: order.balance,
    holdsOrder: false,
    minutes: PAY_LINK_MINUTES,
    // The same difference twice is one page; a different one a new page.
    idempotencyKey: `difference-${orderId}-${cents(order.total)}-${cents(order.amount_paid)}`,
  });
}

/** The page still open for what the order owes (its first payment, or a difference), for the order page's button. */
export async function openPaymentFor(
  db: Database,
  order: { id: string; status: string; balance: number },
  now: Date,
): Promise<{ payment_url: string | null; payment_amount: number | null }> {
  const none = { payment_url: null, payment_amount: null };
  if (order.status === "cancelled" || cents(order.balance) <= 0) return none;
  const [page] = await db
    .select({ url: hostedPayments.url, amount: hostedPayments.amount })
    .from(hostedPayments)
    .where(
      and(
        eq(hostedPayments.orderId, order.id),
        eq(hostedPayments.status, "open"),
        gt(hostedPayments.expiresAt, now),
      ),
    )
    .orderBy(desc(hostedPayments.createdAt))
    .limit(1);
  // A page for an amount no longer owed (the order changed since) is not offered.
  if (!page || cents(page.amount) !== cents(order.balance)) return none;
  return { payment_url: page.url, payment_amount: page.amount };
}
