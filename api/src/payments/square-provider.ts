import { WebhooksHelper } from "square";
import type { PaymentProviderAdapter, ProviderEvent, WebhookDelivery } from "./provider";
import { WebhookRefused } from "./provider";
import type { SquareSettings } from "./providers";

export const SQUARE_SIGNATURE_HEADER = "x-square-hmacsha256-signature";

/** The parts of Square's webhook body the store reads (its payment and refund objects, trimmed). */
interface SquareMoney {
  amount?: number | null;
}
interface SquareNotification {
  event_id?: string;
  type?: string;
  data?: {
    object?: {
      payment?: {
        id?: string;
        status?: string;
        amount_money?: SquareMoney;
        total_money?: SquareMoney;
        note?: string | null;
      };
      refund?: { id?: string; status?: string; payment_id?: string; amount_money?: SquareMoney };
    };
  };
}

/**
 * Square at the counter (decision 086): the card terminal takes the money, and its webhook tells the
 * store, whose note names the order ("#1042"). No hosted pages and no refunds from the store: staff
 * refund at the terminal and the refund's event lands it. Square's signature has no timestamp and
 * Square retries for 72 hours, so a repeat is caught by the unique event id, never by age.
 */
export function squareProvider(settings: SquareSettings): PaymentProviderAdapter {
  return {
    name: "square",
    async readWebhook(delivery: WebhookDelivery): Promise<ProviderEvent> {
      const signature = delivery.headers.get(SQUARE_SIGNATURE_HEADER);
      if (!signature) throw new WebhookRefused(`No ${SQUARE_SIGNATURE_HEADER} header: not sent by Square.`);
      // Square signs the address entered in its dashboard, which behind a proxy is not the one the
      // request arrived at: SQUARE_WEBHOOK_URL, never the request's own address.
      const signed = await WebhooksHelper.verifySignature({
        requestBody: delivery.rawBody,
        signatureHeader: signature,
        signatureKey: settings.signatureKey,
        notificationUrl: settings.webhookUrl,
      });
      if (!signed)
        throw new WebhookRefused(
          `The Square signature does not match: check SQUARE_WEBHOOK_SIGNATURE_KEY and that SQUARE_WEBHOOK_URL is exactly ${settings.webhookUrl} in Square's dashboard.`,
        );
      return readNotification(delivery.rawBody);
    },
  };
}

/** A signed notification in the store's words; only completed payments and refunds matter. */
export function readNotification(rawBody: string): ProviderEvent {
  let body: SquareNotification;
  try {
    body = JSON.parse(rawBody) as SquareNotification;
  } catch {
    throw new WebhookRefused("The Square event is not JSON.");
  }
  const eventId = body.event_id;
  const type = body.type ?? "unknown";
  if (!eventId) throw new WebhookRefused("The Square event has no event_id.");
  const payment = body.data?.object?.payment;
  const refund = body.data?.object?.refund;
  if ((type === "payment.created" || type === "payment.updated") && payment?.status === "COMPLETED") {
    // amount_money is what was charged for the sale; total_money adds a tip, which is not the order's.
    const amountCents = payment.amount_money?.amount ?? payment.total_money?.amount;
    if (!payment.id || typeof amountCents !== "number")
      throw new WebhookRefused("The Square payment has no id or amount.");
    return {
      kind: "counter_payment",
      eventId,
      type,
      paymentRef: payment.id,
      amountCents,
      note: payment.note ?? null,
    };
  }
  if ((type === "refund.created" || type === "refund.updated") && refund?.status === "COMPLETED") {
    const amountCents = refund.amount_money?.amount;
    if (!refund.id || !refund.payment_id || typeof amountCents !== "number")
      throw new WebhookRefused("The Square refund has no id, payment or amount.");
    return {
      kind: "refund",
      eventId,
      type,
      paymentRef: refund.payment_id,
      refundRef: refund.id,
      amountCents,
      status: "succeeded",
      refundId: null,
    };
  }
  return { kind: "ignored", eventId, type };
}
