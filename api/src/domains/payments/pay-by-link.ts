import { type Database, hostedPayments, orderAccessTokens } from "@store/db";
import { and, desc, eq, gt } from "drizzle-orm";
import { hashSecret } from "../../auth/tokens";
import { AppError } from "../../errors/app-error";
import type { MailSettings } from "../../mail/settings";
import type { PaymentProviders } from "../../payments/providers";
import { getOrder } from "../orders/orders";
import { ORDER_LINK_NOT_FOUND } from "../orders/track-order";
import { amountToAsk } from "./online-payment-status";
import {
  NO_ONLINE_PAYMENT,
  type OpenedHostedPayment,
  openHostedPayment,
  PAY_LINK_MINUTES,
} from "./open-hosted-payment";
import { cents } from "./provider-actor";

/**
 * "Pay $N now" from an order's private page or an e-mail's link: opens the provider's page for what
 * the store asks now (a quote's deposit, else the balance), or answers the page already open for that
 * amount, so a double click or a second e-mail opens no second page.
 */
export async function payByLink(options: {
  db: Database;
  payments: PaymentProviders;
  mail: MailSettings;
  input: { token: string };
  now: Date;
}): Promise<OpenedHostedPayment> {
  const { db, payments, mail, input, now } = options;
  if (!payments.hosted) throw AppError.conflict(NO_ONLINE_PAYMENT);
  const [link] = await db
    .select({ orderId: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.tokenHash, hashSecret(input.token)));
  if (!link) throw AppError.notFound(ORDER_LINK_NOT_FOUND);
  const order = await getOrder(db, link.orderId);
  if (order.status === "cancelled")
    throw AppError.conflict(
      `Order #${order.number} is cancelled: there is nothing to pay. Call the store if this is a surprise.`,
    );
  const ask = await amountToAsk(db, order);
  if (!ask)
    throw AppError.conflict(`Order #${order.number} is paid in full: nothing is left to pay. Thank you!`);
  const [open] = await db
    .select()
    .from(hostedPayments)
    .where(
      and(
        eq(hostedPayments.orderId, order.id),
        eq(hostedPayments.status, "open"),
        gt(hostedPayments.expiresAt, new Date(now.getTime() + 10 * 60_000)),
      ),
    )
    .orderBy(desc(hostedPayments.createdAt))
    .limit(1);
  if (open && cents(open.amount) === cents(ask.amount))
    return { id: open.id, url: open.url, amount: open.amount, expires_at: open.expiresAt.toISOString() };
  return openHostedPayment({
    db,
    payments,
    publicUrl: mail.publicUrl,
    order,
    token: input.token,
    purpose: ask.purpose,
    amount: ask.amount,
    holdsOrder: false,
    minutes: PAY_LINK_MINUTES,
  });
}
