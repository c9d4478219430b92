import type { HostedPaymentPurpose, PaymentProvider } from "@store/db/catalogue";

/**
 * The payment-provider port (decision 086): what the store asks of any provider, shaped like
 * Vendure's payment handlers and Medusa's providers. An adapter is one file; the store's rules
 * (what to record, when, under which lock) live in domains/payments and never in an adapter.
 */
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** Opens the provider's hosted page for one amount (in cents); no card data touches the store. */
  startHostedPayment?(request: HostedPaymentRequest): Promise<HostedPaymentStarted>;
  /** Closes a hosted page nobody paid (the provider then tells its expiry by event too). */
  expireHostedPayment?(providerRef: string): Promise<void>;
  /** Asks the provider to give money back; the ledger changes only when its event arrives. */
  refund?(request: RefundRequest): Promise<{ refundRef: string }>;
  /**
   * Checks the signature (refusing an unsigned, mis-signed or stale event) and reads it; Square's
   * SDK checks its signature asynchronously, so an adapter may answer a promise.
   */
  readWebhook(delivery: WebhookDelivery): ProviderEvent | Promise<ProviderEvent>;
  /** What the provider paid out to the bank, with the payments and refunds in each payout. */
  listPayouts?(options: { limit: number }): Promise<ProviderPayout[]>;
}

export interface HostedPaymentRequest {
  /** The store's own id for the hosted payment, told back in the provider's events. */
  hostedId: string;
  orderId: string;
  orderNumber: number;
  purpose: HostedPaymentPurpose;
  amountCents: number;
  /** What the shopper reads on the provider's page: "Order #1042: deposit". */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key twice answers the same hosted page (a retry never opens a second). */
  idempotencyKey: string;
}

export interface HostedPaymentStarted {
  providerRef: string;
  url: string;
  expiresAt: Date;
}

export interface RefundRequest {
  /** The provider's payment to take money back from (pi_... for Stripe). */
  paymentRef: string;
  amountCents: number;
  /** The store's refund row: the provider keeps it, so its event finds the row. */
  refundId: string;
  idempotencyKey: string;
}

export interface WebhookDelivery {
  rawBody: string;
  headers: Headers;
  /** The address the provider posted to, as configured (Square signs it with the body). */
  url: string;
}

/** A provider's event in the store's words; everything the store does not use is "ignored". */
export type ProviderEvent =
  | {
      kind: "paid";
      eventId: string;
      type: string;
      /** The hosted page that was paid (cs_...). */
      hostedRef: string;
      /** The payment it made (pi_...): one ledger row per payment, whatever events repeat it. */
      paymentRef: string;
      amountCents: number;
    }
  | { kind: "expired"; eventId: string; type: string; hostedRef: string }
  | {
      kind: "refund";
      eventId: string;
      type: string;
      paymentRef: string;
      refundRef: string;
      amountCents: number;
      status: "succeeded" | "failed" | "pending";
      /** The store's refund row, when the store asked for it. */
      refundId: string | null;
    }
  | {
      kind: "disputed";
      eventId: string;
      type: string;
      paymentRef: string;
      disputeRef: string;
      amountCents: number;
    }
  | {
      kind: "counter_payment";
      eventId: string;
      type: string;
      paymentRef: string;
      amountCents: number;
      /** The note typed on the terminal ("#1042 jerseys"), which names the order. */
      note: string | null;
    }
  | { kind: "ignored"; eventId: string; type: string };

export interface ProviderPayout {
  id: string;
  amountCents: number;
  /** When the provider made it: the store's payments after the oldest payout's are in one listed, or pending. */
  createdAt: Date;
  arrivalDate: Date;
  status: string;
  /** The money in the payout: payments (positive), refunds and disputes (negative), each with its fee. */
  transactions: Array<{
    /** The provider's id for this movement (txn_... for Stripe). */
    id: string;
    kind: "payment" | "refund" | "dispute" | "other";
    paymentRef: string | null;
    /** The refund's id (re_...), or the dispute's (du_...): how the store's payment_refunds row knows it. */
    refundRef: string | null;
    amountCents: number;
    feeCents: number;
  }>;
}

/** A webhook the store will not act on: unsigned, mis-signed, stale or unreadable (a 400). */
export class WebhookRefused extends Error {}
