import { type Database, hostedPayments } from "@store/db";
import { and, eq, lt } from "drizzle-orm";
import { describeError } from "../../errors/describe-error";
import type { Logger } from "../../logger";
import type { MailSettings } from "../../mail/settings";
import type { PaymentProviders } from "../../payments/providers";
import { expireHostedPayment } from "./expire-hosted-payment";

/** The provider's own "expired" event normally comes first; the sweep waits this long past the deadline. */
const GRACE_MS = 10 * 60_000;

/**
 * A safety net for the provider's expiry event (a missed delivery, keys changed): pages still open
 * well past their deadline are closed at the provider and then expired here, so an order placed to be
 * paid now never holds its stock for ever. Handled once, like the event (the page's status decides).
 */
export async function sweepHostedPayments(options: {
  db: Database;
  payments: PaymentProviders;
  mail: MailSettings;
  logger: Logger;
  now: Date;
}): Promise<number> {
  const { db, payments, mail, logger, now } = options;
  const stale = await db
    .select()
    .from(hostedPayments)
    .where(
      and(
        eq(hostedPayments.status, "open"),
        lt(hostedPayments.expiresAt, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .limit(50);
  let closed = 0;
  for (const page of stale) {
    const provider = payments.byName(page.provider);
    try {
      await provider?.expireHostedPayment?.(page.providerRef);
    } catch (error) {
      // Already expired at the provider, or the provider is away: the page is past its life either way.
      logger.warn("could not close a payment page at the provider", {
        page: page.id,
        error: describeError(error),
      });
    }
    const outcome = await expireHostedPayment({
      db,
      provider: page.provider,
      event: {
        kind: "expired",
        eventId: `sweep-${page.id}`,
        type: "store.sweep",
        hostedRef: page.providerRef,
      },
      mail,
    });
    if (outcome.result === "expired") closed += 1;
  }
  return closed;
}
