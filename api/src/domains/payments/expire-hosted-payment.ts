import { type Database, hostedPayments, orders } from "@store/db";
import type { PaymentProvider } from "@store/db/catalogue";
import { and, eq, sql } from "drizzle-orm";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { paymentNotCompleted } from "../../mail/templates/online-payments";
import type { ProviderEvent } from "../../payments/provider";
import { enqueueOrderPlaced } from "../orders/order-emails";
import { recordOrderEvent } from "../orders/order-events";
import { addOrderLink, trackingPath } from "../orders/order-links";
import { getOrder, lockOrder } from "../orders/orders";
import type { OrderDto } from "../orders/schemas";
import { cancelUnpaidOrder } from "./cancel-unpaid-order";
import { claimEvent, tellOutcome } from "./claim-event";
import type { EventOutcome } from "./event-outcome";
import { providerActor } from "./provider-actor";
import { storedPaymentSettings } from "./settings-store";

type Expired = Extract<ProviderEvent, { kind: "expired" }>;

/**
 * A hosted page that was never paid. For an order placed to be paid now, its stock goes back and
 * the order is cancelled, or stays to be paid in store where checkout offers that; either way the
 * buyer gets one e-mail. A page for a balance or a deposit just closes: the order is untouched.
 */
export async function expireHostedPayment(options: {
  db: Database;
  provider: PaymentProvider;
  event: Expired;
  mail: MailSettings;
}): Promise<EventOutcome> {
  const { db, provider, event, mail } = options;
  const [hosted] = await db
    .select()
    .from(hostedPayments)
    .where(and(eq(hostedPayments.provider, provider), eq(hostedPayments.providerRef, event.hostedRef)));
  if (!hosted) return { result: "ignored", message: "Not a payment page this store opened." };
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    await lockOrder(tx, hosted.orderId);
    if (!(await claimEvent(tx, provider, event, hosted.orderId)))
      return { result: "duplicate", message: "This event was handled before." };
    const done = (o: EventOutcome) => tellOutcome(tx, provider, event, o.message).then(() => o);
    const [current] = await tx.select().from(hostedPayments).where(eq(hostedPayments.id, hosted.id));
    if (current?.status !== "open")
      return done({ result: "duplicate", message: `The page was already ${current?.status}.` });
    await tx
      .update(hostedPayments)
      .set({ status: "expired", settledAt: sql`now()` })
      .where(eq(hostedPayments.id, hosted.id));
    const order = await getOrder(tx, hosted.orderId);
    if (!hosted.holdsOrder || order.amount_paid > 0 || order.status === "cancelled") {
      await recordOrderEvent(tx, order.id, "payment_expired", "store", {
        provider,
        amount: hosted.amount,
        outcome: "The payment page closed unpaid; the order is unchanged.",
      });
      return done({
        result: "expired",
        message: "Closed unpaid; the order is unchanged.",
        orderNumber: order.number,
      });
    }
    const settings = await storedPaymentSettings(tx);
    const keep = order.team_store === null && settings.checkout === "pay_now_or_in_store";
    if (keep) await keepForCounter(tx, order, mail);
    else
      await cancelUnpaidOrder(
        tx,
        order,
        providerActor(provider),
        "The payment page closed unpaid: the order was cancelled and its items went back on the shelf.",
      );
    const token = await addOrderLink(tx, order.id);
    await enqueueEmail(tx, {
      kind: "order.payment_not_completed",
      to: order.customer_email,
      orderId: order.id,
      ...paymentNotCompleted({
        number: order.number,
        customerName: order.customer_name ?? order.customer_email,
        total: order.total,
        kept: keep,
        trackingUrl: `${mail.publicUrl}${trackingPath(token)}`,
        shopUrl: `${mail.publicUrl}${order.team_store ? `/team/${order.team_store.slug}` : "/shop"}`,
      }),
    });
    return done({
      result: "expired",
      message: keep
        ? `Order #${order.number} stays, to be paid in store.`
        : `Order #${order.number} cancelled unpaid.`,
      orderNumber: order.number,
    });
  });
  mail.wake?.();
  return outcome;
}

/** Checkout lets the shopper pay in store: the order stands as a pay-in-store order, and the store hears of it. */
async function keepForCounter(tx: Database, order: OrderDto, mail: MailSettings) {
  await tx.update(orders).set({ paymentChoice: "in_store" }).where(eq(orders.id, order.id));
  await recordOrderEvent(tx, order.id, "payment_expired", "store", {
    amount: order.total,
    outcome: "The payment page closed unpaid; the order stays, to be paid in store.",
  });
  // The store's notice of a new order waited for the payment; it goes now (the buyer's e-mail is the one above).
  const placed = await getOrder(tx, order.id);
  await enqueueOrderPlaced(tx, placed, await addOrderLink(tx, order.id), mail, "store");
}
