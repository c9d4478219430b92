import { teamStores } from "@store/db";
import { eq } from "drizzle-orm";
import { idempotencyCaller, idempotencyClaim, oncePerKey } from "../../../common/idempotency";
import type { Context } from "../../../context";
import { AppError } from "../../../errors/app-error";
import type { Replayable } from "../../idempotent";
import { addOrderLink } from "../../orders/order-links";
import { teamOrderPath } from "../emails/team-order-emails";
import type { PlacedTeamOrderDto, TeamCheckoutInput } from "../family-schemas";
import { refuseUnlessOpen } from "../store/ordering-notice";
import { getTeamOrder } from "../team-orders/get-team-order";
import { placeTeamOrder } from "../team-orders/place-team-order";
import { storeForOrder } from "./store-access";
import { refuseUnlessPayable, teamPayNowPage } from "./team-pay-now";

const IDEMPOTENCY_SCOPE = "team-checkout";

/**
 * A family's order from an open store (batch 1). With an Idempotency-Key, a repeat of the same
 * request answers the first order, even after the store closed: the order was placed in time.
 */
export async function placeFamilyOrder({
  ctx,
  input,
}: {
  ctx: Context;
  input: TeamCheckoutInput;
}): Promise<Replayable<PlacedTeamOrderDto>> {
  const { slug, access_code, idempotency_key, ...fields } = input;
  const entered = await storeForOrder(ctx, slug, access_code);
  const claim = idempotencyClaim(IDEMPOTENCY_SCOPE, idempotencyCaller(ctx), idempotency_key, {
    slug,
    ...fields,
  });
  const { value, replayed } = await oncePerKey(
    ctx.db,
    claim,
    "order",
    (remember) =>
      ctx.db.transaction(async (tx) => {
        // Shared-locked: a close saved at this moment waits for the order, or the order sees it.
        const [store] = await tx.select().from(teamStores).where(eq(teamStores.id, entered.id)).for("share");
        if (!store) throw AppError.notFound("This team store is gone.");
        refuseUnlessOpen(store, ctx.now());
        const payNow = refuseUnlessPayable(store, ctx.payments);
        const placed = await placeTeamOrder(tx, store, fields, {
          batch: 1,
          actor: "customer",
          mail: ctx.mail,
          changeable: true,
          customerId: ctx.customer?.id,
          now: ctx.now(),
          payNow,
        });
        await remember(tx, placed.order.id);
        return placed;
      }),
    async (orderId) => ({
      order: await getTeamOrder(ctx.db, orderId),
      token: await addOrderLink(ctx.db, orderId),
    }),
  );
  if (!replayed) ctx.mail.wake?.();
  const paymentUrl = await teamPayNowPage({
    db: ctx.db,
    payments: ctx.payments,
    mail: ctx.mail,
    orderId: value.order.id,
    token: value.token,
    slug: entered.slug,
    now: ctx.now(),
    replayed,
  });
  const path = teamOrderPath(entered.slug, value.token);
  return {
    value: {
      order: value.order,
      number: value.order.number,
      order_url: `${ctx.siteOrigin}${path}`,
      order_path: path,
      payment_url: paymentUrl,
    },
    replayed,
  };
}
