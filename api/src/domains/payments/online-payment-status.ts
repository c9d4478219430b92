import { type Database, hostedPayments, quotes } from "@store/db";
import { and, desc, eq } from "drizzle-orm";
import type { OrderDto, OrderWithHistoryDto, TrackedOrderDto } from "../orders/schemas";
import { cents } from "./provider-actor";
import type { OnlinePaymentDto } from "./schemas";
import { storedPaymentSettings } from "./settings-store";

const STATE_OF = { open: "confirming", paid: "received", expired: "not_completed", held: "held" } as const;

export async function onlinePaymentOf(
  db: Database,
  order: OrderDto,
  hostedLive: boolean,
): Promise<OnlinePaymentDto> {
  const [latest] = await db
    .select({ status: hostedPayments.status })
    .from(hostedPayments)
    .where(eq(hostedPayments.orderId, order.id))
    .orderBy(desc(hostedPayments.createdAt))
    .limit(1);
  const ask = hostedLive ? await amountToAsk(db, order) : null;
  return {
    state: latest ? STATE_OF[latest.status] : "none",
    pay_amount: ask?.amount ?? null,
    pay_purpose: ask?.purpose ?? null,
  };
}

/**
 * What a payment link asks: nothing for a cancelled or paid order; a quote's order with nothing
 * paid asks the owner's deposit share of its total (rounded to the cent); else what is left.
 */
export async function amountToAsk(
  db: Database,
  order: OrderDto,
): Promise<{ amount: number; purpose: "deposit" | "balance" | "full" } | null> {
  if (order.status === "cancelled" || cents(order.balance) <= 0) return null;
  if (order.amount_paid <= 0) {
    const [quote] = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.orderId, order.id)));
    if (quote) {
      const percent = (await storedPaymentSettings(db)).quoteDepositPercent;
      const deposit = Math.round((cents(order.total) * percent) / 100);
      if (percent > 0 && percent < 100 && deposit > 0 && deposit < cents(order.balance))
        return { amount: deposit / 100, purpose: "deposit" };
    }
    return { amount: order.balance, purpose: "full" };
  }
  return { amount: order.balance, purpose: "balance" };
}

/** The buyer's view of an order: with where paying online stands (their private page, their account). */
export async function withOnlinePayment(
  db: Database,
  order: OrderWithHistoryDto,
  hostedLive: boolean,
): Promise<TrackedOrderDto> {
  return { ...order, online_payment: await onlinePaymentOf(db, order, hostedLive) };
}
