// A stand-in of the Stripe API on 127.0.0.1 implementing only the calls the store makes, so the
// store's Stripe integration runs offline against the official SDK. See README.md.
import type Stripe from "stripe";

export { startStripeStandIn } from "./server.js";

export interface StripeStandInOptions {
  /** Where signed events are POSTed (the store's webhook endpoint); may be set later with setWebhook. */
  webhookUrl?: string;
  /** whsec_..., events signed with stripe.webhooks.generateTestHeaderString */
  webhookSecret: string;
  /** 0 = any free port */
  port?: number;
  /** Deliver events automatically after each change (default true). When false they queue until deliverPending(). */
  autoDeliver?: boolean;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT  (also the base of the hosted pages) */
  url: string;
  /** host/port/protocol for `new Stripe(key, {...})` */
  sdkOptions: { host: string; port: number; protocol: "http" };
  setWebhook(url: string): void;
  close(): Promise<void>;
  sessions: Map<string, Stripe.Checkout.Session>;
  /** What the hosted page's Pay button does: completes the session (creating a PaymentIntent + Charge and a
   *  balance transaction) and queues/sends checkout.session.completed. amountTotal lets a test make a mismatch. */
  pay(sessionId: string, opts?: { amountTotal?: number }): Promise<Stripe.Checkout.Session>;
  /** A refund made in Stripe's dashboard (not through the API): refund.created (status succeeded). */
  dashboardRefund(paymentIntentId: string, amount: number): Promise<Stripe.Refund>;
  /** A dispute opened by the card holder: charge.dispute.created. */
  dispute(paymentIntentId: string, amount: number): Promise<Stripe.Dispute>;
  /** Pays out everything available: a Payout and payout.paid; balance transactions get its id. */
  payout(): Promise<Stripe.Payout>;
  /** Send any event (signed correctly by default, or badly, or not at all, or with a 10-minute-old timestamp); returns the store's status. */
  send(event: Stripe.Event, opts?: { signature?: "good" | "bad" | "none" | "stale" }): Promise<number>;
  /** Events made so far, and delivery of queued ones (for race tests) — returns statuses. */
  events: Stripe.Event[];
  deliverPending(): Promise<number[]>;
  /** Resolves once automatic deliveries under way are done (e.g. the refund events that follow an
   *  API refund's answer), so a test can assert on what the store recorded from them. */
  deliveriesSettled(): Promise<void>;
  /** Keeps automatic deliveries queued from now on; the function returned sends them and resolves
   *  once they are delivered (for a test that reads the store's answer before the events). */
  holdEvents(): () => Promise<void>;
  /** Every request the SDK made (method, path, idempotency key, form body), for assertions. */
  requests: Array<{ method: string; path: string; idempotencyKey?: string; body: Record<string, unknown> }>;
}
