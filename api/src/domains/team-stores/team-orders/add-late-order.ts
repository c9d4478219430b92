import { type Database, teamStoreBatches, teamStores } from "@store/db";
import { statusByClock } from "@store/db/catalogue";
import { and, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import { type Actor, recordAudit } from "../../staff/audit-records";
import { teamOrderPath } from "../emails/team-order-emails";
import type { PlacedTeamOrderDto, TeamOrderFields } from "../family-schemas";
import { placeTeamOrder } from "./place-team-order";

/** Statuses after close in which a late order still has a batch to join. */
const TAKES_LATE_ORDERS = new Set(["closed", "in_production", "ready"]);

/**
 * A late order staff add after close: batch 2 of the same store, checked by every rule of a
 * family's order but the clock, and audited in its own transaction.
 */
export async function addLateOrder({
  db,
  actor,
  input: { id: storeId, ...input },
  now,
  mail,
  origin,
}: {
  db: Database;
  actor: Actor;
  input: TeamOrderFields & { id: string };
  now: Date;
  mail: MailSettings;
  origin: string;
}): Promise<PlacedTeamOrderDto> {
  if (!isUuid(storeId)) throw notFound("team store", storeId);
  const placed = await db.transaction(async (tx) => {
    const [store] = await tx.select().from(teamStores).where(eq(teamStores.id, storeId)).for("share");
    if (!store) throw notFound("team store", storeId);
    // By the clock: an open store past its close takes late orders before the clock's pass.
    const status = statusByClock(store, now);
    if (!TAKES_LATE_ORDERS.has(status))
      throw AppError.conflict(
        status === "open" || status === "scheduled"
          ? `The store is still open: families order at /team/${store.slug} until it closes. Late orders are for after close.`
          : "This store takes no more orders (it is completed or cancelled).",
      );
    const [frozen] = await tx
      .select({ id: teamStoreBatches.id })
      .from(teamStoreBatches)
      .where(and(eq(teamStoreBatches.storeId, store.id), eq(teamStoreBatches.batch, 2)));
    if (frozen)
      throw AppError.conflict(
        "Batch 2 (late orders) already went into production: no more orders can join it.",
      );
    const order = await placeTeamOrder(tx, store, input, {
      batch: 2,
      actor,
      mail: mail,
      changeable: false,
      now,
    });
    await recordAudit(tx, actor, {
      action: "order.team_late_order",
      entity: "order",
      entityId: order.order.id,
      summary: `Added late order #${order.order.number} for ${order.order.player_name} to ${store.teamName} (batch 2)`,
      before: null,
      after: {
        team_store_id: store.id,
        batch: 2,
        player_name: order.order.player_name,
        total: order.order.total,
      },
    });
    return { ...order, slug: store.slug };
  });
  const path = teamOrderPath(placed.slug, placed.token);
  return {
    order: placed.order,
    number: placed.order.number,
    order_url: `${origin}${path}`,
    order_path: path,
    // Staff take a late order's money at the counter or by a payment link, whatever the store's mode.
    payment_url: null,
  };
}
