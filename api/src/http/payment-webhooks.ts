import type { Database } from "@store/db";
import { Hono } from "hono";
import { applyProviderEvent } from "../domains/payments/apply-provider-event";
import { confirmPaidOrder } from "../domains/team-stores/team-orders/confirm-paid-team-order";
import { describeError } from "../errors/describe-error";
import type { Logger } from "../logger";
import type { MailSettings } from "../mail/settings";
import { type ProviderEvent, WebhookRefused } from "../payments/provider";
import type { PaymentProviders } from "../payments/providers";
import type { AppEnv } from "./app-env";

export const WEBHOOK_PATH = "/api/payments/webhooks/:provider";

/**
 * Where providers post their events (decision 086). The body is read raw, exactly as signed; an
 * unsigned, mis-signed or stale event is a 400 and records nothing. A verified one is acted on once
 * (its id is kept) and answered 200 whatever came of it, so the provider stops sending it; a
 * failure on the store's side is a 500, so the provider sends it again later.
 */
export function paymentWebhooks(deps: {
  db: Database;
  payments: PaymentProviders;
  mail: MailSettings;
  logger: Logger;
}) {
  const app = new Hono<AppEnv>();
  app.post(WEBHOOK_PATH, async (c) => {
    const name = c.req.param("provider");
    const provider = deps.payments.byName(name);
    if (!provider)
      return c.json(
        { error: `No payment provider "${name}" is set up on this store, so its events are not taken.` },
        404,
      );
    const rawBody = await c.req.text();
    let event: ProviderEvent;
    try {
      event = await provider.readWebhook({ rawBody, headers: c.req.raw.headers, url: c.req.url });
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      deps.logger.warn("payment event refused", { provider: name, reason: error.message });
      return c.json({ error: error.message }, 400);
    }
    try {
      const outcome = await applyProviderEvent({
        db: deps.db,
        provider: provider.name,
        event,
        mail: deps.mail,
        // An order that waited for its payment is confirmed in its own words (a team order's or the shop's).
        confirm: confirmPaidOrder,
      });
      deps.logger.info("payment event", {
        provider: name,
        type: event.type,
        id: event.eventId,
        result: outcome.result,
      });
      return c.json({ received: true, ...outcome }, 200);
    } catch (error) {
      deps.logger.error("payment event failed", {
        provider: name,
        type: event.type,
        error: describeError(error),
      });
      return c.json({ error: "The store could not take this event now; send it again." }, 500);
    }
  });
  return app;
}
