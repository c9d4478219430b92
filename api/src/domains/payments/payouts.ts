import { type Database, orderPayments, orders, paymentRefunds } from "@store/db";
import type { PaymentProvider } from "@store/db/catalogue";
import { and, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { PaymentProviderAdapter, ProviderPayout } from "../../payments/provider";
import type { PaymentProviders } from "../../payments/providers";
import { cents, dollars } from "./provider-actor";
import type { PayoutsDto, PayoutTransactionDto } from "./schemas";

type OrderRef = { id: string; number: number };
interface LedgerRow {
  ref: string;
  amount: number;
  order: OrderRef | null;
}

/** With no payout listed yet, online payments this recent are shown as waiting for one. */
const PENDING_DAYS_WITHOUT_PAYOUTS = 30;

/**
 * The provider's payouts to the bank, each transaction matched with the store's ledger: a payment
 * by its provider reference (order_payments), a refund or dispute by its id (payment_refunds). The
 * accountant sees which order each belongs to, and a flag where the provider moved money the
 * ledger does not know or the two amounts differ.
 */
export async function listPayouts(options: {
  db: Database;
  payments: PaymentProviders;
  input: { limit?: number | undefined };
}): Promise<PayoutsDto> {
  const { db, payments, input } = options;
  const provider = paymentsWithPayouts(payments);
  const payouts = await provider.listPayouts({ limit: input.limit ?? 10 });
  const all = payouts.flatMap((p) => p.transactions);
  const paymentRefs = unique(all.map((t) => (t.kind === "payment" ? t.paymentRef : null)));
  const refundRefs = unique(all.map((t) => t.refundRef));
  const [ledgerPayments, ledgerRefunds] = await Promise.all([
    paymentsByRef(db, provider.name, paymentRefs),
    refundsByRef(db, provider.name, refundRefs),
  ]);
  // A payment recorded after the oldest listed payout was made is in a listed one, or waits for the next.
  const oldest = payouts.reduce<Date | null>(
    (min, p) => (min === null || p.createdAt < min ? p.createdAt : min),
    null,
  );
  const pending = await notPaidOut(
    db,
    provider.name,
    new Set(paymentRefs),
    oldest ?? new Date(Date.now() - PENDING_DAYS_WITHOUT_PAYOUTS * 86_400_000),
  );
  return {
    payouts: payouts.map((payout) => {
      const transactions = payout.transactions.map((t) => matched(t, ledgerPayments, ledgerRefunds));
      return {
        id: payout.id,
        provider: provider.name,
        amount: dollars(payout.amountCents),
        arrival_date: payout.arrivalDate.toISOString(),
        status: payout.status,
        transactions,
        problems: transactions.filter((t) => t.flag !== "ok").length,
      };
    }),
    pending,
  };
}

function paymentsWithPayouts(
  payments: PaymentProviders,
): PaymentProviderAdapter & Required<Pick<PaymentProviderAdapter, "listPayouts">> {
  const provider = payments.hosted;
  if (!provider?.listPayouts)
    throw AppError.conflict(
      "No payment provider that pays out to the bank is live: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server to see Stripe's payouts.",
    );
  return provider as PaymentProviderAdapter & Required<Pick<PaymentProviderAdapter, "listPayouts">>;
}

function matched(
  t: ProviderPayout["transactions"][number],
  ledgerPayments: Map<string, LedgerRow>,
  ledgerRefunds: Map<string, LedgerRow>,
): PayoutTransactionDto {
  const base = {
    id: t.id,
    kind: t.kind,
    payment_ref: t.paymentRef,
    refund_ref: t.refundRef,
    amount: dollars(t.amountCents),
    fee: dollars(t.feeCents),
  };
  // Fees, transfers and the like are the provider's own business: nothing of the ledger to match.
  if (t.kind === "other") return { ...base, order: null, ledger_amount: null, flag: "ok" };
  const row =
    t.kind === "payment"
      ? t.paymentRef
        ? ledgerPayments.get(t.paymentRef)
        : undefined
      : t.refundRef
        ? ledgerRefunds.get(t.refundRef)
        : undefined;
  if (!row) return { ...base, order: null, ledger_amount: null, flag: "not_in_ledger" };
  // The provider counts money leaving as negative; the ledger keeps a refund's amount positive.
  const differs = cents(row.amount) !== Math.abs(t.amountCents);
  return { ...base, order: row.order, ledger_amount: row.amount, flag: differs ? "amount_differs" : "ok" };
}

async function paymentsByRef(db: Database, provider: PaymentProvider, refs: string[]) {
  if (refs.length === 0) return new Map<string, LedgerRow>();
  const rows = await db
    .select({
      ref: orderPayments.providerRef,
      amount: orderPayments.amount,
      orderId: orders.id,
      number: orders.number,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.provider, provider), inArray(orderPayments.providerRef, refs)));
  return new Map(
    rows.map((r) => [
      r.ref ?? "",
      { ref: r.ref ?? "", amount: r.amount, order: { id: r.orderId, number: r.number } },
    ]),
  );
}

async function refundsByRef(db: Database, provider: PaymentProvider, refs: string[]) {
  if (refs.length === 0) return new Map<string, LedgerRow>();
  const rows = await db
    .select({
      ref: paymentRefunds.providerRefundId,
      amount: paymentRefunds.amount,
      orderId: orders.id,
      number: orders.number,
    })
    .from(paymentRefunds)
    .leftJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(and(eq(paymentRefunds.provider, provider), inArray(paymentRefunds.providerRefundId, refs)));
  return new Map(
    rows.map((r) => [
      r.ref ?? "",
      {
        ref: r.ref ?? "",
        amount: r.amount,
        order: r.orderId !== null && r.number !== null ? { id: r.orderId, number: r.number } : null,
      },
    ]),
  );
}

/** The provider's payments in the ledger since `since` that no payout listed holds yet. */
async function notPaidOut(db: Database, provider: PaymentProvider, paidOut: Set<string>, since: Date) {
  const rows = await db
    .select({
      ref: orderPayments.providerRef,
      amount: orderPayments.amount,
      createdAt: orderPayments.createdAt,
      orderId: orders.id,
      number: orders.number,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orderPayments.provider, provider),
        isNotNull(orderPayments.providerRef),
        isNull(orderPayments.reversedAt),
        gte(orderPayments.createdAt, since),
      ),
    )
    .orderBy(desc(orderPayments.createdAt))
    .limit(200);
  return rows
    .filter((r) => r.ref !== null && !paidOut.has(r.ref))
    .map((r) => ({
      order: { id: r.orderId, number: r.number },
      payment_ref: r.ref ?? "",
      amount: r.amount,
      recorded_at: r.createdAt.toISOString(),
    }));
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))];
