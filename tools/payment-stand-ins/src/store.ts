// Checkout Sessions: created through the API, paid on the hosted page, expired by the API or by
// Stripe's clock. The money side (payment intents, charges, refunds, payouts) is in ledger.ts.
import type Stripe from "stripe";
import { type LineItem, parseExpiry, parseLineItems } from "./checkout-params.js";
import { invalidParam, missingParam, noSuchObject, StripeApiError } from "./errors.js";
import type { EventHub, Origin } from "./events.js";
import { type FormObject, stringMap, text } from "./form.js";
import { newId, nowSeconds } from "./ids.js";
import { Ledger } from "./ledger.js";
import { checkoutSessionDefaults } from "./unmodelled-fields.js";

export type { LineItem } from "./checkout-params.js";

export class StripeObjects extends Ledger {
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly lineItems = new Map<string, LineItem[]>();
  /** payment_intent_data[metadata] of each session, given to the PaymentIntent when it is paid. */
  private readonly intentMetadata = new Map<string, Record<string, string>>();

  constructor(
    hub: EventHub,
    private readonly baseUrl: () => string,
  ) {
    super(hub);
  }

  createSession(form: FormObject): Stripe.Checkout.Session {
    const mode = text(form, "mode");
    if (!mode) throw missingParam("mode");
    if (mode !== "payment")
      throw invalidParam("mode", `The stand-in only implements mode=payment, not '${mode}'.`);
    const successUrl = text(form, "success_url");
    if (!successUrl) throw missingParam("success_url");
    const items = parseLineItems(form);
    const currency = items.currency;
    const created = nowSeconds();
    const expiresAt = parseExpiry(text(form, "expires_at"), created);
    const amount = items.list.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const id = newId("cs_test");
    const paymentIntentData = form.payment_intent_data;
    const session = {
      ...checkoutSessionDefaults,
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, status: null },
      cancel_url: text(form, "cancel_url") ?? null,
      client_reference_id: text(form, "client_reference_id") ?? null,
      created,
      currency,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: null,
      customer_details: null,
      customer_email: text(form, "customer_email") ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: stringMap(form.metadata),
      mode: "payment",
      payment_intent: null,
      payment_method_types: ["card"],
      payment_status: "unpaid",
      shipping_options: [],
      status: "open",
      success_url: successUrl,
      url: `${this.baseUrl()}/c/pay/${id}`,
    } as unknown as Stripe.Checkout.Session;
    this.sessions.set(id, session);
    this.lineItems.set(id, items.list);
    this.intentMetadata.set(
      id,
      paymentIntentData && typeof paymentIntentData === "object" && !Array.isArray(paymentIntentData)
        ? stringMap(paymentIntentData.metadata)
        : {},
    );
    return session;
  }

  session(id: string): Stripe.Checkout.Session {
    this.expireDueSessions();
    const session = this.sessions.get(id);
    if (!session) throw noSuchObject("checkout.session", id);
    return session;
  }

  expireSession(id: string, origin: Origin): Stripe.Checkout.Session {
    const session = this.session(id);
    if (session.status !== "open") {
      throw new StripeApiError(
        400,
        "invalid_request_error",
        `Only Checkout Sessions with a status in ["open"] can be expired; this one is ${session.status}.`,
        "checkout_session_not_open",
      );
    }
    this.markExpired(session, origin);
    return session;
  }

  /** Sessions whose expires_at has passed become expired, as Stripe does on its own. */
  expireDueSessions(): number {
    let expired = 0;
    for (const session of this.sessions.values()) {
      if (session.status === "open" && session.expires_at <= nowSeconds()) {
        this.markExpired(session, null);
        expired++;
      }
    }
    return expired;
  }

  private markExpired(session: Stripe.Checkout.Session, origin: Origin): void {
    Object.assign(session, { status: "expired", url: null });
    this.hub.create("checkout.session.expired", session, origin);
  }

  /** The hosted page's Pay button: a PaymentIntent, its Charge and balance transaction. */
  pay(sessionId: string, amountTotal?: number): Stripe.Checkout.Session {
    const session = this.session(sessionId);
    if (session.status !== "open") {
      throw new StripeApiError(
        400,
        "invalid_request_error",
        `Checkout Session ${sessionId} cannot be paid: it is ${session.status}.`,
        "checkout_session_not_open",
      );
    }
    const amount = amountTotal ?? session.amount_total ?? 0;
    const intent = this.recordCardPayment({
      amount,
      currency: session.currency ?? "usd",
      email: session.customer_email,
      metadata: this.intentMetadata.get(sessionId) ?? {},
      description: `Payment for ${sessionId}`,
    });
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      amount_total: amount,
      url: null,
      customer_details: {
        email: session.customer_email,
        name: null,
        phone: null,
        address: null,
        tax_exempt: "none",
        tax_ids: [],
      },
    });
    this.hub.create("checkout.session.completed", session, null);
    return session;
  }
}
