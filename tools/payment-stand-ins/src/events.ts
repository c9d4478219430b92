// Events and their delivery to the store's webhook endpoint, signed the way Stripe signs them
// (Stripe-Signature: t=...,v1=HMAC-SHA256) so the store's stripe.webhooks.constructEvent accepts them.
import Stripe from "stripe";
import { newId, nowSeconds } from "./ids.js";

export type SignatureMode = "good" | "bad" | "none" | "stale";

/** The API request that caused a change (with its Idempotency-Key, if any), or null for changes
 *  made outside the API (dashboard, card holder, Stripe's own clock), as in an event's `request`. */
export type Origin = { idempotencyKey: string | null } | null;

/** Connection refused or no answer is reported as status 0. */
const UNREACHABLE = 0;
const RETRY_DELAYS_MS = [100, 300, 900];
const signer = new Stripe("sk_test_stand_in_signer");

export class EventHub {
  readonly events: Stripe.Event[] = [];
  private pending: Stripe.Event[] = [];
  private inFlight = new Set<Promise<unknown>>();
  private held = false;

  constructor(
    private webhookUrl: string | undefined,
    private readonly secret: string,
    private readonly autoDeliver: boolean,
  ) {}

  setWebhook(url: string): void {
    this.webhookUrl = url;
  }

  /** Records an event about `object` (a snapshot, so later changes do not leak into it); *.updated
   *  events name the fields' earlier values in previousAttributes, as Stripe's do. */
  create(
    type: string,
    object: object,
    origin: Origin,
    previousAttributes?: Record<string, unknown>,
  ): Stripe.Event {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: this.webhookUrl ? 1 : 0,
      request: origin
        ? { id: newId("req"), idempotency_key: origin.idempotencyKey }
        : { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.events.push(event);
    this.pending.push(event);
    return event;
  }

  /**
   * After a change: with autoDeliver, sends what is pending (retrying failures a few times) and
   * resolves once delivered, so a test that awaits pay() sees the store already updated.
   */
  async afterChange(): Promise<void> {
    if (!this.autoDeliver || this.held || !this.webhookUrl) return;
    const batch = this.pending;
    this.pending = [];
    const delivery = (async () => {
      for (const event of batch) {
        // Still failing after the retries: kept, so deliverPending() reports it.
        if (!isSuccess(await this.deliverWithRetries(event))) this.pending.push(event);
      }
    })();
    this.inFlight.add(delivery);
    try {
      await delivery;
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  /** Sends the queued events in order, once each; failed ones stay queued (Stripe retries them too). */
  async deliverPending(): Promise<number[]> {
    const batch = this.pending;
    this.pending = [];
    const statuses: number[] = [];
    for (const event of batch) {
      const status = await this.send(event);
      statuses.push(status);
      if (!isSuccess(status)) this.pending.push(event);
    }
    return statuses;
  }

  async send(event: Stripe.Event, signature: SignatureMode = "good"): Promise<number> {
    if (!this.webhookUrl) {
      throw new Error(
        "The Stripe stand-in has no webhook URL: pass webhookUrl to startStripeStandIn or call setWebhook(url) first.",
      );
    }
    const payload = JSON.stringify(event, null, 2);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    };
    const header = signatureHeader(payload, this.secret, signature);
    if (header) headers["stripe-signature"] = header;
    try {
      const response = await fetch(this.webhookUrl, {
        method: "POST",
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return UNREACHABLE;
    }
  }

  /**
   * Keeps automatic deliveries queued until `release()`, which sends them and resolves once they
   * are delivered: a test can then read the store's answer before the events that follow it, as
   * a slow network would have it (Stripe gives no order between its answer and its webhooks).
   */
  hold(): () => Promise<void> {
    this.held = true;
    return async () => {
      this.held = false;
      await this.afterChange();
    };
  }

  /** Waits for deliveries still running (so close() does not cut one off half-way). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliverWithRetries(event: Stripe.Event): Promise<number> {
    let status = await this.send(event);
    for (const delay of RETRY_DELAYS_MS) {
      if (isSuccess(status)) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
      status = await this.send(event);
    }
    return status;
  }
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function signatureHeader(payload: string, secret: string, mode: SignatureMode): string | undefined {
  switch (mode) {
    case "none":
      return undefined;
    case "bad":
      return signer.webhooks.generateTestHeaderString({ payload, secret: `${secret}_wrong` });
    case "stale":
      return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: nowSeconds() - 600 });
    case "good":
      return signer.webhooks.generateTestHeaderString({ payload, secret });
  }
}
