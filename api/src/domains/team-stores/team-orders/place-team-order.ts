import { type Database, orderItems, orderStatusChanges, orders, type TeamStore } from "@store/db";
import { deliveryFeeCents, firstStatusInStore } from "@store/db/catalogue";
import { AppError } from "../../../errors/app-error";
import type { MailSettings } from "../../../mail/settings";
import { claimNumbers } from "../../ordering/number-claims";
import { orderBuyer } from "../../ordering/profile-for";
import { type OrderEventActor, recordOrderEvent } from "../../orders/order-events";
import { addOrderLink } from "../../orders/order-links";
import { orderTaxColumns, taxingFor, taxLines } from "../../tax/order-tax";
import { enqueueTeamOrderPlaced } from "../emails/team-order-emails";
import type { TeamOrderDto, TeamOrderFields } from "../family-schemas";
import { itemsOf } from "../store/store-items";
import { getTeamOrder } from "./get-team-order";
import {
  playerNameFor,
  priceTeamLines,
  refuseWithoutRequiredItems,
  subtotalOf,
  withClothing,
} from "./price-team-lines";

/** How this order is placed: the batch it joins, who places it, where its e-mail's link goes. */
export interface TeamOrderPlacement {
  batch: 1 | 2;
  actor: OrderEventActor;
  mail: MailSettings;
  /** Whether the family may change it through its link (a late order, after close, may not). */
  changeable: boolean;
  /** The signed-in customer placing it: the order is their account's, whatever address is typed. */
  customerId?: string | null | undefined;
  /** The moment of ordering: its store day picks the tax rates and any tax holiday. */
  now?: Date | undefined;
  /** Paid online when ordering: its e-mails wait for the payment (or its page's expiry cancels it). */
  payNow?: boolean;
}

/** The order's fulfilment: the store's when it decides, the family's choice when it lets them. */
function fulfilmentFor(store: TeamStore, asked: TeamOrderFields["fulfilment"]) {
  if (store.distribution !== "buyer_chooses") {
    if (asked)
      throw AppError.badRequest("This store's items all go to the team: leave out fulfilment.", {
        fulfilment: "The store decides how items are received.",
      });
    return { method: "pickup" as const, address: null };
  }
  if (!asked) {
    const message = "Choose pickup at the store or delivery to your address.";
    throw AppError.badRequest(message, { fulfilment: message });
  }
  return asked.method === "delivery"
    ? { method: asked.method, address: asked.address, place: asked.place }
    : { method: asked.method, address: null };
}

/**
 * Stores a team order in the caller's transaction: the store prices every line (a client's price
 * is never read), the item rules check every name and number, the player's numbers are claimed,
 * and the order, its lines, first status, "placed" event, private link and confirmation are
 * written together. Answers the order and its link's token.
 */
export async function placeTeamOrder(
  tx: Database,
  store: TeamStore,
  input: TeamOrderFields,
  placement: TeamOrderPlacement,
): Promise<{ order: TeamOrderDto; token: string }> {
  const items = await itemsOf(tx, store.id);
  const lines = priceTeamLines(store, items, input.lines);
  const fulfilment = fulfilmentFor(store, input.fulfilment);
  const playerName = await playerNameFor(tx, store.id, input.player_name);
  await refuseWithoutRequiredItems(tx, store.id, playerName, items, lines);
  await claimNumbers(
    tx,
    store,
    playerName,
    lines.map((l) => l.printNumber),
    (number) => input.lines.flatMap((l, i) => (l.number?.trim() === number ? [`lines.${i}.number`] : [])),
  );

  const subtotal = subtotalOf(lines);
  const feeCents = fulfilment.method === "delivery" ? deliveryFeeCents(Math.round(subtotal * 100)) : 0;
  // Family orders are for personal use: taxed, even through a school or club (decision 082); never exempt.
  const taxing = await taxingFor(tx, { fulfilment, now: placement.now ?? new Date() });
  const taxed = taxLines(taxing, withClothing(lines, items, taxing.clothing), feeCents / 100);
  const [order] = await tx
    .insert(orders)
    .values({
      ...(await orderBuyer(tx, input.customer, placement.customerId)),
      fulfilment: fulfilment.method,
      deliveryAddress: fulfilment.address,
      subtotal,
      deliveryFee: feeCents / 100,
      ...orderTaxColumns(taxing, { subtotal, deliveryFee: feeCents / 100 }, taxed),
      teamStoreId: store.id,
      teamBatch: placement.batch,
      playerName,
      paymentChoice: placement.payNow ? "pay_now" : "in_store",
      // A late order joins the store's production (catalogue's firstStatusInStore).
      status: firstStatusInStore(store.status),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert returned no row");
  await tx.insert(orderItems).values(
    withClothing(lines, items, taxing.clothing).map((line, i) => ({
      orderId: order.id,
      ...line,
      tax: taxed.lineTax[i] ?? 0,
    })),
  );
  await tx.insert(orderStatusChanges).values({ orderId: order.id, status: firstStatusInStore(store.status) });
  await recordOrderEvent(tx, order.id, "placed", placement.actor, {
    team_store: store.slug,
    batch: placement.batch,
    player: playerName,
  });
  const token = await addOrderLink(tx, order.id);
  const placed = await getTeamOrder(tx, order.id);
  // An order paid when ordering is confirmed by its payment's event (confirm-paid-team-order.ts).
  if (!placement.payNow)
    await enqueueTeamOrderPlaced(tx, placed, store, token, placement.mail, placement.changeable);
  return { order: placed, token };
}
