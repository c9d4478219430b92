import { type Database, orderItems, orderStatusChanges, orders } from "@store/db";
import { type IdempotencyCaller, idempotencyClaim, oncePerKey } from "../../common/idempotency";
import type { MailSettings } from "../../mail/settings";
import { noPaymentProviders, type PaymentProviders } from "../../payments/providers";
import { catalogueFor } from "../ordering/catalogue-for";
import { priceOrder } from "../ordering/price-order";
import { orderBuyer } from "../ordering/profile-for";
import { enqueueOrderPlaced } from "../orders/order-emails";
import { recordOrderEvent } from "../orders/order-events";
import { addOrderLink } from "../orders/order-links";
import { getOrder, lockOrder } from "../orders/orders";
import type { OrderDto } from "../orders/schemas";
import { cancelUnpaidOrder } from "../payments/cancel-unpaid-order";
import { checkoutPaymentFor, openPageOf } from "../payments/checkout-payment";
import { openHostedPayment, PAY_NOW_MINUTES } from "../payments/open-hosted-payment";
import { takeStock } from "../products/size-stock";
import { orderTaxColumns, taxingFor, taxLines } from "../tax/order-tax";
import { refuseChangedPrices } from "./changed-prices";
import type { CheckoutInput } from "./schemas";

const IDEMPOTENCY_SCOPE = "checkout";

export interface PlacedOrder {
  order: OrderDto;
  /** The token of a private link made for this answer (only its hash is stored). */
  token: string;
  /** The provider's page to pay on, for an order placed to be paid now (null: pay in store). */
  paymentUrl: string | null;
  /** True when an earlier request with the same idempotency key placed the order. */
  replayed: boolean;
}

/**
 * Places an order from a cart: prices every line from the catalogue, takes counted sizes off the
 * shelf, stores the order with its lines, first status and a private link, all in one transaction.
 * With an idempotency key, a repeat of the same request by the same caller (a double click, a
 * retry, a reload) answers with the first order instead of placing another; the same key with a
 * different order is refused. Another caller's key is another key: it neither replays this order
 * nor blocks the caller.
 * The customer's and the store's e-mails are stored with the order, in its transaction.
 */
export async function placeOrder({
  db,
  input,
  caller,
  idempotencyKey,
  mail,
  customer,
  payments = noPaymentProviders,
  now = new Date(),
}: {
  db: Database;
  /** The providers whose keys are set (none: every order is paid in store). */
  payments?: PaymentProviders;
  input: CheckoutInput;
  caller: IdempotencyCaller;
  idempotencyKey?: string | undefined;
  mail: MailSettings;
  /** The signed-in customer: the order is their account's, whatever address is typed. */
  customer?: { id: string } | null | undefined;
  /** The moment of ordering: its store day picks the tax rates and any tax holiday. */
  now?: Date;
}): Promise<PlacedOrder> {
  const claim = idempotencyClaim(IDEMPOTENCY_SCOPE, caller, idempotencyKey, input);
  const { value, replayed } = await oncePerKey(
    db,
    claim,
    "order",
    (remember) =>
      db.transaction(async (tx) => {
        const paymentChoice = await checkoutPaymentFor(tx, input.payment, Boolean(payments.hosted));
        const catalogue = await catalogueFor(tx, input.lines);
        const priced = priceOrder(input, catalogue);
        // Before anything is written: a price the shopper did not see is not charged.
        refuseChangedPrices(input.lines, catalogue);
        const taxing = await taxingFor(tx, { fulfilment: input.fulfilment, now });
        const lines = priced.lines.map((line) => ({ ...line, clothing: taxing.clothing(line.category) }));
        const taxed = taxLines(taxing, lines, priced.deliveryFee);
        const [order] = await tx
          .insert(orders)
          .values({
            ...(await orderBuyer(tx, input.customer, customer?.id)),
            fulfilment: input.fulfilment.method,
            deliveryAddress: input.fulfilment.method === "delivery" ? input.fulfilment.address : null,
            note: input.note,
            paymentChoice,
            subtotal: priced.subtotal,
            deliveryFee: priced.deliveryFee,
            ...orderTaxColumns(taxing, priced, taxed),
          })
          .returning({ id: orders.id });
        if (!order) throw new Error("order insert returned no row");
        await tx.insert(orderItems).values(
          lines.map(({ category: _category, ...line }, i) => ({
            orderId: order.id,
            ...line,
            tax: taxed.lineTax[i] ?? 0,
          })),
        );
        // Counted sizes leave the shelf with the order, or the order is refused naming them (and
        // nothing above is kept). After the lines, whose insert key-share locks their products: a
        // product save locks the product, then its sizes, then the catalogue version, and so does this.
        await takeStock(tx, priced.lines);
        await tx.insert(orderStatusChanges).values({ orderId: order.id, status: "pending" });
        await recordOrderEvent(tx, order.id, "placed", "customer");
        const token = await addOrderLink(tx, order.id);
        await remember(tx, order.id);
        const placed = await getOrder(tx, order.id);
        // An order to be paid now is confirmed by its payment's event (or cancelled without it).
        if (paymentChoice === "in_store") await enqueueOrderPlaced(tx, placed, token, mail);
        return { order: placed, token };
      }),
    (orderId) => withNewLink(db, orderId),
  );
  if (value.order.payment_choice !== "pay_now" || value.order.status === "cancelled")
    return { ...value, paymentUrl: null, replayed };
  const open = replayed ? await openPageOf(db, value.order.id, now) : null;
  if (open) return { ...value, paymentUrl: open, replayed };
  return { ...value, paymentUrl: await payNowPage(db, payments, mail, value, now), replayed };
}

/**
 * The hosted page for an order placed to be paid now; when it cannot be opened, the order is
 * cancelled at once (its stock goes back) and the shopper is told nothing was charged.
 */
async function payNowPage(
  db: Database,
  payments: PaymentProviders,
  mail: MailSettings,
  placed: { order: OrderDto; token: string },
  now: Date,
): Promise<string> {
  try {
    const page = await openHostedPayment({
      db,
      payments,
      publicUrl: mail.publicUrl,
      order: placed.order,
      token: placed.token,
      purpose: "full",
      amount: placed.order.balance,
      holdsOrder: true,
      minutes: PAY_NOW_MINUTES,
      idempotencyKey: `pay-now-${placed.order.id}`,
    });
    return page.url;
  } catch (error) {
    await db.transaction(async (tx) => {
      await lockOrder(tx, placed.order.id);
      const order = await getOrder(tx, placed.order.id);
      if (order.status !== "cancelled" && order.amount_paid === 0)
        await cancelUnpaidOrder(
          tx,
          order,
          { id: null, email: "Store" },
          "The payment page could not be opened.",
        );
    });
    throw error;
  }
}

/** The order an earlier request with this key placed, with a new private link. */
async function withNewLink(db: Database, orderId: string) {
  // The first answer's link is not stored in readable form; this answer gets a link of its own.
  const token = await addOrderLink(db, orderId);
  return { order: await getOrder(db, orderId), token };
}
