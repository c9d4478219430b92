import { type Database, orderItems, orders } from "@store/db";
import { deliveryFeeCents, statusInWords } from "@store/db/catalogue";
import { eq, inArray } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { orderUpdatedForCustomer } from "../../mail/templates/order-updated";
import { catalogueFor } from "../ordering/catalogue-for";
import { returnStock, type StockLine, sizeFactsFor, takeStock } from "../products/size-stock";
import type { ChangeArgs, MailArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { movedTaxPlace, refigureOrderTotals } from "../tax/retax-order";
import { clothingCategories } from "../tax/tax-basis";
import { planContact } from "./edit-contact";
import { type LinePlan, type PlannedLine, planLineEdits, subtotalCentsOf } from "./edit-lines";
import { editableStatuses, type OrderEditInput, type OrderEditResult } from "./edit-schemas";
import { orderEmailFactsWithPay } from "./order-emails";
import { recordOrderEvent } from "./order-events";
import { addOrderLink, trackingPath } from "./order-links";
import { getOrder, lockOrder } from "./orders";
import type { OrderDto } from "./schemas";
import { refuseTeamOrderEdit, releaseTeamOrderNumbers } from "./team-order-edits";

/**
 * Changes a placed order in one go, while it is pending or processing: its lines (size, quantity,
 * removed, added), its contact and its fulfilment. Prices follow decision 041; totals are worked out
 * here. Counted sizes are taken off or put back on the shelf, the timeline and the audit log get
 * one entry each and the customer one "Your order was updated" e-mail, all in the transaction that
 * saves the change, with the order row locked. An edit that changes nothing saves and sends nothing.
 */
export async function editOrder(options: ChangeArgs<OrderEditInput> & MailArgs): Promise<OrderEditResult> {
  const { db, actor, input, mail } = options;
  const { id } = input;
  if (!isUuid(id)) throw notFound("order", id);
  const result = await db.transaction(async (tx) => {
    await lockOrder(tx, id);
    const before = await getOrder(tx, id);
    refuseIfClosed(before);
    await refuseTeamOrderEdit(tx, before, input);
    const sizeChanged = new Set(
      (input.lines ?? []).filter((l) => "size" in l && l.size !== undefined).map((l) => l.id),
    );
    const added = (input.add ?? []).map((l) => l.product_id);
    const wanted = [
      ...before.items
        .filter((i) => sizeChanged.has(i.id))
        .flatMap((i) => (i.product_id ? [i.product_id] : [])),
      ...added,
    ];
    const lines = planLineEdits(
      before,
      input,
      await catalogueFor(
        tx,
        wanted.map((product_id) => ({ product_id })),
      ),
      await sizeFactsFor(tx, added.filter(isUuid)),
    );
    const contact = planContact(before, input);
    // A delivery whose address changes keeps its place unless a new one is named.
    const keepsPlace =
      input.fulfilment?.method === "delivery" && !input.fulfilment.place && before.fulfilment === "delivery";
    const placeMove =
      input.fulfilment && !keepsPlace ? await movedTaxPlace(tx, id, input.fulfilment) : undefined;
    const changes = [...lines.summary, ...contact.summary, ...(placeMove ? [placeMove] : [])];
    if (changes.length === 0) return { order: before, changes };

    await moveStock(tx, before.items, lines.lines);
    await writeLines(tx, id, lines, await clothingCategories(tx));
    const subtotalCents = subtotalCentsOf(lines.lines);
    const delivery = (contact.values.fulfilment ?? before.fulfilment) === "delivery";
    const feeCents = delivery ? deliveryFeeCents(subtotalCents) : 0;
    if (Object.keys(contact.values).length > 0)
      await tx.update(orders).set(contact.values).where(eq(orders.id, id));
    // Tax follows the lines and the delivery, at the rates the order was placed under.
    await refigureOrderTotals(tx, id, feeCents / 100);
    const after = await getOrder(tx, id);
    await releaseTeamOrderNumbers(tx, after);

    await recordOrderEvent(tx, id, "edited", actor, {
      summary: changes,
      before: editView(before),
      after: editView(after),
    });
    await recordAudit(tx, actor, {
      action: "order.edit",
      entity: "order",
      entityId: id,
      summary: `Edited order #${after.number}: ${changes.join("; ")}.`,
      before,
      after,
    });
    await enqueueOrderUpdated(tx, after, { changes, previousTotal: before.total }, mail);
    return { order: after, changes };
  });
  if (result.changes.length > 0) mail.wake?.();
  return result;
}

/** Shipped, delivered and cancelled orders are settled: a change now is a new order or a return. */
function refuseIfClosed(order: OrderDto) {
  if ((editableStatuses as readonly string[]).includes(order.status)) return;
  // Said in the words staff read on the order (decision 054).
  const words = statusInWords(order.status, order.fulfilment);
  throw AppError.conflict(`Order #${order.number} is "${words}"; it can no longer be changed.`);
}

/** Takes what the edit adds of each counted size and puts back what it removes, size by size. */
async function moveStock(tx: Database, before: OrderDto["items"], after: PlannedLine[]) {
  const counts = new Map<string, StockLine>();
  const count = (productId: string | null, productName: string, size: string | null, quantity: number) => {
    if (!productId || !size) return;
    const key = `${productId}|${size}`;
    const seen = counts.get(key);
    counts.set(key, { productId, productName, size, quantity: (seen?.quantity ?? 0) + quantity });
  };
  for (const line of after) count(line.productId, line.productName, line.size, line.quantity);
  for (const item of before) count(item.product_id, item.product_name, item.size, -item.quantity);
  const lines = [...counts.values()];
  await returnStock(
    tx,
    lines.filter((l) => l.quantity < 0).map((l) => ({ ...l, quantity: -l.quantity })),
  );
  await takeStock(
    tx,
    lines.filter((l) => l.quantity > 0),
  );
}

async function writeLines(tx: Database, orderId: string, plan: LinePlan, clothing: Set<string>) {
  if (plan.removals.length > 0) await tx.delete(orderItems).where(inArray(orderItems.id, plan.removals));
  for (const { id, size, quantity } of plan.updates) {
    await tx.update(orderItems).set({ size, quantity }).where(eq(orderItems.id, id));
  }
  if (plan.additions.length > 0) {
    await tx.insert(orderItems).values(
      plan.additions.map((line) => ({
        orderId,
        productId: line.productId,
        productName: line.productName,
        size: line.size,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        clothing: line.category !== undefined && clothing.has(line.category),
      })),
    );
  }
}

/** What the timeline keeps of an order's before and after: what an edit can change. */
function editView(order: OrderDto) {
  return {
    customer_name: order.customer_name,
    customer_email: order.customer_email,
    customer_phone: order.customer_phone,
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address,
    items: order.items.map(({ id, product_name, size, quantity, unit_price }) => ({
      id,
      product_name,
      size,
      quantity,
      unit_price,
    })),
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    tax: order.tax,
    total: order.total,
  };
}

/**
 * The customer's one message about a saved edit, to the order's address as it is now (a corrected
 * address gets it, decision 041), with a fresh private link, sent at once.
 */
async function enqueueOrderUpdated(
  tx: Database,
  order: OrderDto,
  update: { changes: string[]; previousTotal: number },
  mail: MailSettings,
) {
  const token = await addOrderLink(tx, order.id);
  const facts = await orderEmailFactsWithPay(tx, order, `${mail.publicUrl}${trackingPath(token)}`, mail);
  await enqueueEmail(tx, {
    kind: "order.updated",
    to: order.customer_email,
    orderId: order.id,
    ...orderUpdatedForCustomer(facts, update),
  });
}
