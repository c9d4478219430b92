import {
  type AppliedExemption,
  type Database,
  type DeliveryAddress,
  type FulfilmentMethod,
  type OrderTaxLine,
  orderItems,
  orderStatusChanges,
  orders,
  profiles,
} from "@store/db";
import { type OrderPaymentChoice, statusInWords } from "@store/db/catalogue";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { balanceOf, refundOwedOf } from "../ordering/order-balance";
import type { ChangeArgs, MailArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { refuseIfPaymentsRecorded } from "./keep-paid-orders";
import { enqueueOrderStatusChanged } from "./order-emails";
import { recordOrderEvent } from "./order-events";
import { restockForStatus } from "./order-stock";
import { paidAmountSql, paymentStateOf, reversedAmountSql } from "./payment-state";
import type { OrderDto, OrderStatusValue } from "./schemas";
import { releaseTeamOrderNumbers } from "./team-order-edits";

export type OrderRow = {
  id: string;
  number: number;
  status: OrderStatusValue;
  createdAt: Date;
  updatedAt: Date;
  email: string;
  fullName: string | null;
  phone: string | null;
  fulfilment: FulfilmentMethod;
  paymentChoice: OrderPaymentChoice;
  deliveryAddress: DeliveryAddress | null;
  note: string | null;
  subtotal: number;
  deliveryFee: number;
  tax: number;
  taxLines: OrderTaxLine[];
  taxPlaceName: string | null;
  exemption: AppliedExemption | null;
  total: number;
  paid: number;
  reversed: number;
  teamStoreId: string | null;
  teamBatch: number | null;
  teamName: string | null;
  teamSlug: string | null;
  playerName: string | null;
  fromQuote: boolean;
};

/** Orders with their lines and exact totals, in the rows' order. */
export async function withItems(db: Database, rows: OrderRow[]): Promise<OrderDto[]> {
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.productName))
    : [];
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_email: row.email,
    customer_name: row.fullName,
    customer_phone: row.phone,
    fulfilment: row.fulfilment,
    delivery_address: row.deliveryAddress,
    note: row.note,
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => ({
        id: i.id,
        product_id: i.productId,
        product_name: i.productName,
        unit_price: i.unitPrice,
        quantity: i.quantity,
        size: i.size,
        team_store_item_id: i.teamStoreItemId,
        print_name: i.printName,
        print_number: i.printNumber,
        personalisation_fee: i.personalisationFee,
        tax: i.tax,
      })),
    subtotal: row.subtotal,
    delivery_fee: row.deliveryFee,
    tax: row.tax,
    tax_lines: row.taxLines,
    tax_place: row.taxPlaceName,
    exemption: row.exemption
      ? {
          kind: row.exemption.kind,
          organisation: row.exemption.organisation,
          number: row.exemption.number,
          reason: row.exemption.reason,
        }
      : null,
    total: row.total,
    amount_paid: row.paid,
    balance: balanceOf(row),
    refund_owed: refundOwedOf(row),
    payment_state: paymentStateOf(row.total, row.paid, row.reversed),
    payment_choice: row.paymentChoice,
    team_store:
      row.teamStoreId && row.teamBatch !== null
        ? {
            id: row.teamStoreId,
            slug: row.teamSlug ?? "",
            team_name: row.teamName ?? "",
            batch: row.teamBatch,
          }
        : null,
    player_name: row.playerName,
    made_to_order: row.teamStoreId !== null || row.fromQuote,
  }));
}

/** The columns an order's row is read with (the customer comes from its profile). */
export const orderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  // Checkout keeps the contact as given; older orders have only their profile's.
  email: sql<string>`coalesce(${orders.customerEmail}, ${profiles.email})`,
  fullName: sql<string | null>`coalesce(${orders.customerName}, ${profiles.fullName})`,
  phone: orders.customerPhone,
  fulfilment: orders.fulfilment,
  paymentChoice: orders.paymentChoice,
  deliveryAddress: orders.deliveryAddress,
  note: orders.note,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  tax: orders.tax,
  taxLines: orders.taxLines,
  taxPlaceName: orders.taxPlaceName,
  exemption: orders.exemption,
  total: orders.total,
  paid: paidAmountSql,
  reversed: reversedAmountSql,
  teamStoreId: orders.teamStoreId,
  teamBatch: orders.teamBatch,
  // A subquery rather than a join: every reader of these columns joins only profiles.
  teamName: sql<string | null>`(select ts.team_name from team_stores ts where ts.id = ${orders.teamStoreId})`,
  teamSlug: sql<string | null>`(select ts.slug from team_stores ts where ts.id = ${orders.teamStoreId})`,
  playerName: orders.playerName,
  // A quote's team order is made for the team, like a team store's (its pickup day, decision 054).
  fromQuote: sql<boolean>`exists (select 1 from quotes q where q.order_id = ${orders.id})`.mapWith(Boolean),
};

export async function getOrder(db: Database, id: string): Promise<OrderDto> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(eq(orders.id, id));
  const [order] = await withItems(db, rows);
  if (!order) throw notFound("order", id);
  return order;
}

/**
 * Sets an order's status; any status may follow any other. A new status is added to the order's
 * history and the customer's e-mail about it is written in the same transaction, and so is the
 * stock a cancellation puts back (or taking the order back takes again, order-stock.ts).
 */
export async function updateOrderStatus(
  options: ChangeArgs<{ id: string; status: OrderStatusValue }> & MailArgs,
): Promise<OrderDto> {
  const { db, actor, input, mail } = options;
  const { id, status } = input;
  if (!isUuid(id)) throw notFound("order", id);
  const updated = await db.transaction(async (tx) => {
    // Locked first, so two changes at once each record the status they really replaced.
    await lockOrder(tx, id);
    const before = await getOrder(tx, id);
    await restockForStatus(tx, before, status);
    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    const changed = status !== before.status;
    if (changed) {
      await tx.insert(orderStatusChanges).values({ orderId: id, status });
      await recordOrderEvent(tx, id, "status", actor, { from: before.status, to: status });
    }
    const after = await getOrder(tx, id);
    if (status === "cancelled") await releaseTeamOrderNumbers(tx, after);
    // The customer hears of each new status; setting the same one again says nothing.
    if (changed) await enqueueOrderStatusChanged(tx, after, mail);
    await recordAudit(tx, actor, {
      action: "order.status_change",
      entity: "order",
      entityId: id,
      // In the words staff read on the order (decision 054), and the stored values for a search.
      summary: `Changed the status of order ${id} from ${statusInWords(before.status, before.fulfilment)} to ${statusInWords(after.status, after.fulfilment)} (${before.status} to ${after.status}).`,
      before,
      after,
    });
    return after;
  });
  mail.wake?.();
  return updated;
}

/** Deletes an order and its lines; an order with payments on record (even reversed) is kept. */
export async function deleteOrder(options: ChangeArgs<{ id: string }>): Promise<{ id: string }> {
  const { db, actor, input } = options;
  const { id } = input;
  if (!isUuid(id)) throw notFound("order", id);
  return db.transaction(async (tx) => {
    await lockOrder(tx, id);
    const before = await getOrder(tx, id);
    await refuseIfPaymentsRecorded(tx, before);
    await tx.delete(orders).where(eq(orders.id, id));
    await recordAudit(tx, actor, {
      action: "order.delete",
      entity: "order",
      entityId: id,
      summary: `Deleted order ${id} of ${before.customer_email}.`,
      before,
      after: null,
    });
    return { id };
  });
}

/** Holds the order's row until the transaction ends, so changes to one order go one at a time. */
export async function lockOrder(tx: Database, id: string): Promise<void> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for("update");
  if (!row) throw notFound("order", id);
}
