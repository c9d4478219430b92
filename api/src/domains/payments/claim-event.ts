import { type Database, paymentEvents } from "@store/db";
import type { PaymentProvider } from "@store/db/catalogue";
import { and, eq } from "drizzle-orm";
import type { ProviderEvent } from "../../payments/provider";

/**
 * Takes a provider event's id for this transaction: false when it was taken before (a repeat, or
 * a delivery at the same moment that committed first), so nothing is recorded twice. The unique
 * (provider, event id) decides, whoever comes first.
 */
export async function claimEvent(
  tx: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
  orderId: string | null,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.eventId, type: event.type, orderId, outcome: "received" })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** What the store did with the event, in words staff read on the payments screen. */
export async function tellOutcome(
  tx: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
  outcome: string,
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)));
}
