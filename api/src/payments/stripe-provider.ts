import Stripe from "stripe";
import type {
  HostedPaymentRequest,
  PaymentProviderAdapter,
  ProviderEvent,
  ProviderPayout,
  RefundRequest,
  WebhookDelivery,
} from "./provider";
import { WebhookRefused } from "./provider";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Only for a stand-in of Stripe's API in tests and on a laptop: http://127.0.0.1:4242. */
  apiBase?: string | undefined;
}

/** Stripe's own tolerance for a signed event's age: an older one is a replay. */
const TOLERANCE_SECONDS = 300;

/** Stripe through its official SDK and its hosted Checkout page (decision 086). */
export function stripeProvider(settings: StripeSettings): PaymentProviderAdapter {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  return {
    name: "stripe",

    async startHostedPayment(request: HostedPaymentRequest) {
      const metadata = {
        hosted_id: request.hostedId,
        order_id: request.orderId,
        order_number: String(request.orderNumber),
        purpose: request.purpose,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.orderId,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          metadata,
          payment_intent_data: { metadata, description: request.description },
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a page address`);
      return { providerRef: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async expireHostedPayment(providerRef: string) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === "open") await stripe.checkout.sessions.expire(providerRef);
    },

    async refund(request: RefundRequest) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentRef,
          amount: request.amountCents,
          metadata: { refund_id: request.refundId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundRef: refund.id };
    },

    readWebhook(delivery: WebhookDelivery): ProviderEvent {
      const signature = delivery.headers.get("stripe-signature");
      if (!signature) throw new WebhookRefused("The event has no Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          delivery.rawBody,
          signature,
          settings.webhookSecret,
          TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookRefused(
          `The event's signature does not verify: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return readStripeEvent(event);
    },

    async listPayouts({ limit }) {
      const payouts = await stripe.payouts.list({ limit });
      const result: ProviderPayout[] = [];
      for (const payout of payouts.data) {
        const transactions: ProviderPayout["transactions"] = [];
        for await (const tx of stripe.balanceTransactions.list({
          payout: payout.id,
          limit: 100,
          expand: ["data.source"],
        })) {
          if (tx.type === "payout") continue;
          transactions.push(transactionOf(tx));
        }
        result.push({
          id: payout.id,
          amountCents: payout.amount,
          createdAt: new Date(payout.created * 1000),
          arrivalDate: new Date(payout.arrival_date * 1000),
          status: payout.status,
          transactions,
        });
      }
      return result;
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

function transactionOf(tx: Stripe.BalanceTransaction): ProviderPayout["transactions"][number] {
  const source = tx.source && typeof tx.source === "object" ? tx.source : null;
  const paymentRef =
    source && "payment_intent" in source
      ? idOf(source.payment_intent as string | { id: string } | null)
      : null;
  // A dispute's money leaves as an "adjustment" whose source is the dispute (du_...).
  const isDispute = source !== null && "object" in source && source.object === "dispute";
  const kind =
    tx.type === "charge" || tx.type === "payment"
      ? "payment"
      : tx.type === "refund" || tx.type === "payment_refund"
        ? "refund"
        : isDispute
          ? "dispute"
          : "other";
  return {
    id: tx.id,
    kind,
    paymentRef,
    refundRef:
      kind === "refund" || kind === "dispute" ? idOf(tx.source as string | { id: string } | null) : null,
    amountCents: tx.amount,
    feeCents: tx.fee,
  };
}

/** Stripe's events in the store's words (only those it acts on; the rest are "ignored"). */
export function readStripeEvent(event: Stripe.Event): ProviderEvent {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const paymentRef = idOf(session.payment_intent);
      // A bank debit completes the page unpaid; its money arrives as async_payment_succeeded.
      if (session.payment_status !== "paid" || !paymentRef) return { kind: "ignored", ...base };
      return {
        kind: "paid",
        ...base,
        hostedRef: session.id,
        paymentRef,
        amountCents: session.amount_total ?? 0,
      };
    }
    case "checkout.session.expired":
      return { kind: "expired", ...base, hostedRef: event.data.object.id };
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const refund = event.data.object;
      const paymentRef = idOf(refund.payment_intent);
      if (!paymentRef) return { kind: "ignored", ...base };
      const status =
        refund.status === "succeeded" ? "succeeded" : refund.status === "pending" ? "pending" : "failed";
      return {
        kind: "refund",
        ...base,
        paymentRef,
        refundRef: refund.id,
        amountCents: refund.amount,
        status: refund.status === "requires_action" ? "pending" : status,
        refundId: refund.metadata?.refund_id ?? null,
      };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const paymentRef = idOf(dispute.payment_intent);
      if (!paymentRef) return { kind: "ignored", ...base };
      return { kind: "disputed", ...base, paymentRef, disputeRef: dispute.id, amountCents: dispute.amount };
    }
    default:
      return { kind: "ignored", ...base };
  }
}
