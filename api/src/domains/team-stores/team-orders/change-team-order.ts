import {
  type Database,
  orderItems,
  orderPayments,
  orderStatusChanges,
  orders,
  type TeamStore,
  teamStores,
} from "@store/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import type { PaymentProviders } from "../../../payments/providers";
import { claimNumbers, releaseUnwornNumbers } from "../../ordering/number-claims";
import { recordOrderEvent } from "../../orders/order-events";
import { addOrderLink } from "../../orders/order-links";
import { refigureOrderTotals } from "../../tax/retax-order";
import { enqueueTeamOrderUpdated } from "../emails/team-order-emails";
import type { TeamOrderChangeInput, TeamOrderViewDto } from "../family-schemas";
import { refuseUnlessOpen } from "../store/ordering-notice";
import { itemsOf } from "../store/store-items";
import { getTeamOrder } from "./get-team-order";
import { askForDifference } from "./pay-difference";
import { priceTeamLine } from "./price-team-lines";
import { teamOrderForToken, teamOrderView } from "./team-order-link";

const LINE_NOT_IN_ORDER = "This line is not part of your order. Reload the page and try again.";

const shown = (value: string | null) => value ?? "none";

/**
 * A family's change through its order link, until close by the server's clock: new sizes, names or
 * numbers (checked by the same rules as the checkout, numbers claimed again), or the whole order
 * cancelled. The token is the only key: a line of another order is refused as not found. One
 * "edited" (or status) event and one e-mail per saved change. In a store that collects at order, a
 * change that raises a paid order's total answers a page for the difference (a lower total is
 * refunded when the store closes).
 */
export async function changeTeamOrder({
  db,
  input,
  now,
  mail,
  payments,
}: {
  db: Database;
  input: TeamOrderChangeInput;
  now: Date;
  mail: MailSettings;
  payments: PaymentProviders;
}): Promise<TeamOrderViewDto> {
  const { orderId, store: found } = await teamOrderForToken({ db, input });
  await db.transaction(async (tx) => {
    // The store's row, shared-locked: a close saved meanwhile waits for this change, or came first.
    const [store] = await tx.select().from(teamStores).where(eq(teamStores.id, found.id)).for("share");
    if (!store) throw AppError.notFound("This team store is gone.");
    refuseUnlessOpen(store, now);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.status === "cancelled")
      throw AppError.conflict("This order is cancelled: it can no longer change.");
    if (order.teamBatch !== 1)
      throw AppError.conflict("A late order cannot be changed through its link: call the store.");
    if (input.cancel) await cancel(tx, store, order, order.playerName ?? "");
    else await changeLines(tx, store, order.id, order.playerName ?? "", input.lines ?? []);
    const token = await addOrderLink(tx, order.id);
    await enqueueTeamOrderUpdated(tx, await getTeamOrder(tx, order.id), store, token, mail);
  });
  // A raise on a paid order asks for the difference: the answer (and the order page) offers its page.
  if (!input.cancel) await askForDifference({ db, payments, mail, store: found, orderId });
  return teamOrderView({ db, orderId, store: found, now });
}

async function cancel(
  tx: Database,
  store: TeamStore,
  order: { id: string; status: string },
  playerName: string,
) {
  const orderId = order.id;
  // Money on record is the store's to settle: the family calls instead.
  const [payment] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .limit(1);
  if (payment) throw AppError.conflict("A payment is recorded for this order: call the store to cancel it.");
  await tx.update(orders).set({ status: "cancelled", updatedAt: new Date() }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusChanges).values({ orderId, status: "cancelled" });
  await recordOrderEvent(tx, orderId, "status", "customer", { from: order.status, to: "cancelled" });
  await releaseUnwornNumbers(tx, store.id, playerName);
}

async function changeLines(
  tx: Database,
  store: TeamStore,
  orderId: string,
  playerName: string,
  changes: NonNullable<TeamOrderChangeInput["lines"]>,
) {
  const [items, lines] = await Promise.all([
    itemsOf(tx, store.id),
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
  ]);
  const words: string[] = [];
  for (const [index, change] of changes.entries()) {
    const line = lines.find((l) => l.id === change.id);
    if (!line) throw AppError.notFound(LINE_NOT_IN_ORDER);
    const row = items.find((r) => r.item.id === line.teamStoreItemId);
    if (!row)
      throw AppError.conflict(`"${line.productName}" is no longer sold in this store: call the store.`);
    const priced = priceTeamLine(
      store,
      row,
      {
        size: change.size === undefined ? line.size : change.size,
        quantity: line.quantity,
        name: change.name === undefined ? line.printName : change.name,
        number: change.number === undefined ? line.printNumber : change.number,
      },
      `lines.${index}`,
    );
    if (priced.size !== line.size)
      words.push(`${line.productName}: size ${shown(line.size)} → ${shown(priced.size)}`);
    if (priced.printName !== line.printName)
      words.push(`${line.productName}: name ${shown(line.printName)} → ${shown(priced.printName)}`);
    if (priced.printNumber !== line.printNumber)
      words.push(`${line.productName}: number ${shown(line.printNumber)} → ${shown(priced.printNumber)}`);
    const next = {
      size: priced.size,
      printName: priced.printName,
      printNumber: priced.printNumber,
      unitPrice: priced.unitPrice,
      personalisationFee: priced.personalisationFee,
    };
    await tx
      .update(orderItems)
      .set(next)
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, orderId)));
    Object.assign(line, next);
  }
  if (words.length === 0) throw AppError.badRequest("Nothing to change: the order already says that.");
  await claimNumbers(
    tx,
    store,
    playerName,
    lines.map((l) => l.printNumber),
  );
  await releaseUnwornNumbers(tx, store.id, playerName);
  await refigureOrderTotals(tx, orderId);
  await recordOrderEvent(tx, orderId, "edited", "customer", { changes: words });
}
