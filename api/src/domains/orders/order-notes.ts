import { isUuid, notFound } from "../../common/not-found";
import type { ChangeArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { getOrderDetail } from "./order-detail";
import type { OrderDetailDto } from "./order-detail-schemas";
import { recordOrderEvent } from "./order-events";
import { getOrder, lockOrder } from "./orders";
import type { OrderNoteInput } from "./payment-schemas";

/**
 * A staff note on the order's timeline ("coach called, swapping 2 × YM for YL"). Internal: the
 * customer's page and e-mails are made from the order alone and never read the timeline.
 */
export async function addOrderNote(options: ChangeArgs<OrderNoteInput>): Promise<OrderDetailDto> {
  const { db, actor, input } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  const order = await db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const current = await getOrder(tx, input.id);
    await recordOrderEvent(tx, input.id, "note", actor, { text: input.text });
    await recordAudit(tx, actor, {
      action: "order.note",
      entity: "order",
      entityId: input.id,
      summary: `Added a staff note to order #${current.number}.`,
      before: null,
      after: { number: current.number, note: input.text },
    });
    return current;
  });
  return getOrderDetail(db, order);
}
