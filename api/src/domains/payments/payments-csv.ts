import { type Database, orderPayments, orders, paymentRefunds, profiles } from "@store/db";
import { paymentProviderLabels } from "@store/db/catalogue";
import { and, asc, eq, sql } from "drizzle-orm";
import type { CsvFile } from "../../common/admin-list";
import { csvFile } from "../../common/csv";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import { orderColumns } from "../orders/orders";
import type { PaymentsExportInput } from "./schemas";

const HEADER = [
  "Date",
  "Order Number",
  "Customer",
  "Method",
  "Provider",
  "Reference",
  "Amount",
  "Refunded",
  "Reversed",
  "Recorded By",
];

/** The store's day of a moment, as the accountant's books keep it: "2026-07-31" in Central time. */
const storeDay = new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE });

/**
 * Every payment in the ledger recorded on the store days from..to (Central time, both included),
 * oldest first: what was taken, what a provider gave back of it (refunds and disputes that went
 * through) and what staff reversed, so the accountant's sheet adds up to what the store holds.
 */
export async function exportPaymentsCsv(options: {
  db: Database;
  input: PaymentsExportInput;
  now: Date;
}): Promise<CsvFile> {
  const { db, input, now } = options;
  const rows = await db
    .select({
      createdAt: orderPayments.createdAt,
      number: orders.number,
      customer: orderColumns.fullName,
      email: orderColumns.email,
      method: orderPayments.method,
      provider: orderPayments.provider,
      reference: orderPayments.reference,
      amount: orderPayments.amount,
      refunded: sql<string>`coalesce((select sum(r.amount) from ${paymentRefunds} r
        where r.payment_id = ${orderPayments.id} and r.status = 'succeeded'), 0)`,
      reversedAt: orderPayments.reversedAt,
      recordedBy: orderPayments.recordedByEmail,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(
      and(
        sql`${orderPayments.createdAt} >= (${input.from}::date::timestamp at time zone ${STORE_TIME_ZONE})`,
        sql`${orderPayments.createdAt} < ((${input.to}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`,
      ),
    )
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  const file = csvFile(
    "payments",
    HEADER,
    rows.map((r) => [
      storeDay.format(r.createdAt),
      String(r.number),
      r.customer ? `${r.customer} <${r.email}>` : r.email,
      r.method,
      r.provider ? paymentProviderLabels[r.provider] : "",
      r.reference ?? "",
      r.amount.toFixed(2),
      Number(r.refunded).toFixed(2),
      // A reversal takes the whole payment back (what a provider refunded of it stays in Refunded).
      r.reversedAt ? r.amount.toFixed(2) : "0.00",
      r.recordedBy,
    ]),
    now,
  );
  return { ...file, filename: `payments-${input.from}-to-${input.to}.csv` };
}
