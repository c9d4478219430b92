import { randomUUID } from "node:crypto";
import { type Database, hostedPayments } from "@store/db";
import type { HostedPaymentPurpose } from "@store/db/catalogue";
import { AppError } from "../../errors/app-error";
import type { PaymentProviders } from "../../payments/providers";
import { trackingPath } from "../orders/order-links";
import type { OrderDto } from "../orders/schemas";
import { cents } from "./provider-actor";

/**
 * An order placed to be paid now holds its stock this long: Stripe's shortest page life (30
 * minutes from the page's creation on its clock), and a minute for the two clocks to differ.
 */
export const PAY_NOW_MINUTES = 31;
/** A payment link's page lives about a day (Stripe's longest, less a minute); the link opens a new page each time. */
export const PAY_LINK_MINUTES = 24 * 60 - 1;

const PURPOSE_WORDS: Record<HostedPaymentPurpose, string> = {
  full: "payment",
  deposit: "deposit",
  balance: "balance",
  team_order: "team order",
  difference: "change to your order",
};

export interface OpenedHostedPayment {
  id: string;
  url: string;
  expires_at: string;
  amount: number;
}

/** Said when a payment needs a provider and none is set up. */
export const NO_ONLINE_PAYMENT =
  "This store does not take payments online yet: pay in store (cash, check or card at the counter).";

/**
 * Opens the provider's hosted page for an amount the store worked out (never one a client sent),
 * and keeps it: its events find the order through it. The provider's page returns the buyer to
 * the order's private page, which shows what the webhook recorded.
 */
export async function openHostedPayment(options: {
  db: Database;
  payments: PaymentProviders;
  publicUrl: string;
  order: OrderDto;
  /** A private link token of the order, for the return address. */
  token: string;
  purpose: HostedPaymentPurpose;
  amount: number;
  /** The order waits for this payment: unpaid at expiry, it is cancelled (or left for the counter). */
  holdsOrder: boolean;
  minutes: number;
  requestedByEmail?: string | null;
  /** A retry with the same key answers the same page. */
  idempotencyKey?: string;
}): Promise<OpenedHostedPayment> {
  const { db, payments, order, purpose, amount } = options;
  const provider = payments.hosted;
  if (!provider?.startHostedPayment) throw AppError.conflict(NO_ONLINE_PAYMENT);
  if (cents(amount) <= 0) throw AppError.conflict(`Order #${order.number} has nothing left to pay.`);
  const hostedId = randomUUID();
  const back = `${options.publicUrl}${trackingPath(options.token)}`;
  // The provider's own clock judges the page's life, so the real one, not the store's rules' clock.
  const expiresAt = new Date(Date.now() + options.minutes * 60_000);
  let started: Awaited<ReturnType<NonNullable<typeof provider.startHostedPayment>>>;
  try {
    started = await provider.startHostedPayment({
      hostedId,
      orderId: order.id,
      orderNumber: order.number,
      purpose,
      amountCents: cents(amount),
      description: `Order #${order.number}: ${PURPOSE_WORDS[purpose]}`,
      customerEmail: order.customer_email,
      successUrl: `${back}?payment=done`,
      cancelUrl: `${back}?payment=cancelled`,
      expiresAt,
      idempotencyKey: options.idempotencyKey ?? `hosted-${hostedId}`,
    });
  } catch (error) {
    throw AppError.unavailable(
      `The secure payment page could not be opened (${error instanceof Error ? error.message : "no answer"}). Nothing was charged: try again in a minute, or pay in store.`,
    );
  }
  const [row] = await db
    .insert(hostedPayments)
    .values({
      id: hostedId,
      orderId: order.id,
      provider: provider.name,
      purpose,
      amount,
      providerRef: started.providerRef,
      url: started.url,
      holdsOrder: options.holdsOrder,
      expiresAt: started.expiresAt,
      requestedByEmail: options.requestedByEmail ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: hostedPayments.id });
  // The same key answered a page kept before: that one stands.
  return { id: row?.id ?? hostedId, url: started.url, expires_at: started.expiresAt.toISOString(), amount };
}
