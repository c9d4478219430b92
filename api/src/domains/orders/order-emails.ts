import type { Database } from "@store/db";
import { orderPickupReadiness } from "@store/db/catalogue";
import type { OrderEmailFacts } from "../../mail/order-email-facts";
import { enqueueEmail, replaceWaiting } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import {
  orderPlacedForCustomer,
  orderPlacedForStore,
  orderStatusChangedForCustomer,
} from "../../mail/templates/orders";
import { salesTaxLabel } from "../tax/tax-words";
import { addOrderLink, trackingPath } from "./order-links";
import type { OrderDto } from "./schemas";

/** An order as its e-mails tell it, with the absolute link to its private page, as it stands now. */
export function orderEmailFacts(order: OrderDto, trackingUrl: string): OrderEmailFacts {
  return {
    number: order.number,
    status: order.status,
    customerName: order.customer_name ?? order.customer_email,
    customerEmail: order.customer_email,
    customerPhone: order.customer_phone,
    fulfilment: order.fulfilment,
    pickup: order.fulfilment === "pickup" ? orderPickupReadiness(order) : null,
    deliveryAddress: order.delivery_address,
    note: order.note,
    lines: order.items.map((item) => ({
      name: item.product_name,
      size: item.size,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: (Math.round(item.unit_price * 100) * item.quantity) / 100,
    })),
    subtotal: order.subtotal,
    deliveryFee: order.delivery_fee,
    tax: order.tax,
    taxLabel: salesTaxLabel({
      tax: order.tax,
      place: order.tax_place,
      rates: order.tax_lines.map((l) => l.rate),
      exemption: null,
    }),
    taxExempt: order.exemption !== null,
    total: order.total,
    amountPaid: order.amount_paid,
    balance: order.balance,
    trackingUrl,
    placedAt: new Date(order.created_at),
  };
}

const linkFor = (mail: MailSettings, token: string) => `${mail.publicUrl}${trackingPath(token)}`;

/**
 * The order's e-mail facts with its "Pay $N now" link when the store takes payments online and
 * something is due: the link is the same private page, opening with the pay button (?pay=1).
 */
export async function orderEmailFactsWithPay(
  tx: Database,
  order: OrderDto,
  trackingUrl: string,
  mail: MailSettings,
): Promise<OrderEmailFacts> {
  const facts = orderEmailFacts(order, trackingUrl);
  const ask = mail.payAsk ? await mail.payAsk(tx, order) : null;
  return ask ? { ...facts, pay: { ...ask, url: `${trackingUrl}?pay=1` } } : facts;
}

/**
 * The confirmation to the customer and the notice to the store, written in the order's own
 * transaction: a failed order sends nothing, a stored one is never without its e-mails.
 */
export async function enqueueOrderPlaced(
  tx: Database,
  order: OrderDto,
  token: string,
  mail: MailSettings,
  who: "both" | "store" = "both",
) {
  const facts = await orderEmailFactsWithPay(tx, order, linkFor(mail, token), mail);
  if (who === "both")
    await enqueueEmail(tx, {
      kind: "order.placed",
      to: order.customer_email,
      orderId: order.id,
      ...orderPlacedForCustomer(facts),
    });
  await enqueueEmail(tx, {
    kind: "order.received",
    to: mail.storeEmail,
    orderId: order.id,
    replyTo: order.customer_email,
    ...orderPlacedForStore(facts),
  });
}

/**
 * The customer's message about a new status, with a fresh private link to the order. It waits
 * `mail.statusEmailDelayMs` before it goes, so a mis-click and its fix tell the customer only the
 * fix: a newer status replaces a waiting message, and none goes when the status is back to what
 * the customer last heard (their confirmation told them "pending").
 */
export async function enqueueOrderStatusChanged(tx: Database, order: OrderDto, mail: MailSettings) {
  const collapse = { key: `order-status:${order.id}`, state: order.status };
  if (!(await replaceWaiting(tx, collapse, "pending"))) return;
  const token = await addOrderLink(tx, order.id);
  const facts = await orderEmailFactsWithPay(tx, order, linkFor(mail, token), mail);
  await enqueueEmail(
    tx,
    {
      kind: "order.status_changed",
      to: order.customer_email,
      orderId: order.id,
      ...orderStatusChangedForCustomer(facts),
    },
    { collapse, delayMs: mail.statusEmailDelayMs },
  );
}
