import { type Database, orderItems, orders, profiles, teamStores } from "@store/db";
import { printedAs } from "@store/db/catalogue";
import { asc, eq, inArray } from "drizzle-orm";
import { isUuid, notFound } from "../../../common/not-found";
import { balanceOf } from "../../ordering/order-balance";
import { paidAmountSql, paymentStateOf, reversedAmountSql } from "../../orders/payment-state";
import type { StoreOrderRow, StoreOrders } from "../store-orders-schema";

// One store's orders for its staff page: each with its player, lines in words and payment state;
// the tiles' figures are summed over the same rows (one store holds a few hundred orders at most).

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;

type Line = {
  productName: string;
  size: string | null;
  quantity: number;
  printName: string | null;
  printNumber: string | null;
};

/** "2 × Game Jersey (Youth M, REED #7)"; a number not known yet reads "##". */
function lineWords(line: Line): string {
  const print = printedAs(line.printName, line.printNumber);
  const details = [line.size, print].filter(Boolean).join(", ");
  return `${line.quantity} × ${line.productName}${details ? ` (${details})` : ""}`;
}

export async function listStoreOrders({
  db,
  input: { id: storeId },
}: {
  db: Database;
  input: { id: string };
}): Promise<StoreOrders> {
  if (!isUuid(storeId)) throw notFound("team store", storeId);
  const [store] = await db.select({ id: teamStores.id }).from(teamStores).where(eq(teamStores.id, storeId));
  if (!store) throw notFound("team store", storeId);

  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      batch: orders.teamBatch,
      status: orders.status,
      playerName: orders.playerName,
      customerName: orders.customerName,
      total: orders.total,
      tax: orders.tax,
      createdAt: orders.createdAt,
      paid: paidAmountSql,
      reversed: reversedAmountSql,
    })
    .from(orders)
    // Joined so drizzle names the orders table in the payment subqueries (alone, it leaves "id"
    // bare and every order read as unpaid).
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(eq(orders.teamStoreId, storeId))
    .orderBy(asc(orders.teamBatch), asc(orders.playerName), asc(orders.number));
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
          size: orderItems.size,
          quantity: orderItems.quantity,
          printName: orderItems.printName,
          printNumber: orderItems.printNumber,
          fundraising: orderItems.fundraising,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id))
    : [];

  const figures = { orders: 0, pieces: 0, revenue: 0, fundraising: 0, unpaid: 0 };
  const list: StoreOrderRow[] = rows.map((row) => {
    const own = lines.filter((l) => l.orderId === row.id);
    const money = { paid: row.paid, reversed: row.reversed };
    const pieces = own.reduce((n, l) => n + l.quantity, 0);
    const balance = balanceOf({ status: row.status, total: row.total, paid: money.paid });
    if (row.status !== "cancelled") {
      figures.orders += 1;
      figures.pieces += pieces;
      // Sales tax is the state's, not the store's takings.
      figures.revenue += cents(row.total) - cents(row.tax);
      figures.fundraising += own.reduce((n, l) => n + l.quantity * cents(Number(l.fundraising ?? 0)), 0);
      figures.unpaid += cents(balance);
    }
    return {
      id: row.id,
      number: row.number,
      batch: row.batch ?? 1,
      status: row.status,
      player_name: row.playerName,
      customer_name: row.customerName,
      items: own.map(lineWords).join(", "),
      pieces,
      total: row.total,
      balance,
      payment_state: paymentStateOf(row.total, money.paid, money.reversed),
      created_at: row.createdAt.toISOString(),
    };
  });
  // Cancelled orders stay visible to staff, after the live ones.
  list.sort((a, b) => Number(a.status === "cancelled") - Number(b.status === "cancelled"));
  return {
    figures: {
      ...figures,
      revenue: dollars(figures.revenue),
      fundraising: dollars(figures.fundraising),
      unpaid: dollars(figures.unpaid),
    },
    orders: list,
  };
}
