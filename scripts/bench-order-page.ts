import { pathToFileURL } from "node:url";
import { type Database, orderEvents, orderPayments, outboxEmails } from "@store/db";
import { insertOrder, insertProduct } from "../db/src/seed/index";
import { signIn } from "./bench/admin-lists";
import { withBenchServer } from "./bench/bench-server";

// The order page's read (GET /api/orders/by-number/{n}) over HTTP, for an order with 200 timeline
// events (status changes, notes, payments and reversals) and 40 e-mails. Target: p99 ≤ 50 ms.
// Run alone with `node --import tsx scripts/bench-order-page.ts`, or as part of `npm run bench`.

const EVENTS = 200;
const EMAILS = 40;
export const ORDER_PAGE_P99_TARGET_MS = 50;

export interface OrderPageReport {
  events: number;
  emails: number;
  payments: number;
  rounds: number;
  answerBytes: number;
  p50Ms: number;
  p99Ms: number;
  /** The session read on the same server and client, for what the machine itself costs. */
  floor: { p50Ms: number; p99Ms: number };
}

/** One order with a long history, written straight to the tables the timeline reads. */
async function seedLongOrder(db: Database): Promise<number> {
  const product = await insertProduct(db, { name: "Bench Team Hoodie", price: 45, category: "hoodies" });
  const order = await insertOrder(db, {
    email: "bench-coach@example.com",
    lines: [{ product, quantity: 400 }],
  });
  const start = Date.now() - 30 * 24 * 60 * 60 * 1000;
  const at = (i: number) => new Date(start + i * 60_000);
  const statuses = ["pending", "processing", "shipped", "delivered"];
  const payments = await db
    .insert(orderPayments)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        orderId: order.id,
        amount: 25,
        method: i % 2 === 0 ? ("cash" as const) : ("check" as const),
        reference: i % 2 === 0 ? null : String(1000 + i),
        recordedByEmail: "bench-admin@example.com",
        createdAt: at(i * 5),
        ...(i % 4 === 3 && {
          reversedAt: at(i * 5 + 1),
          reversedByEmail: "bench-admin@example.com",
          reversalReason: "Bounced check",
        }),
      })),
    )
    .returning({ id: orderPayments.id, amount: orderPayments.amount });
  await db.insert(orderEvents).values(
    Array.from({ length: EVENTS }, (_, i) => {
      const payment = payments[Math.floor(i / 5)];
      const kind = i === 0 ? "placed" : i % 5 === 1 ? "payment" : i % 5 === 2 ? "status" : "note";
      const details =
        kind === "payment"
          ? { payment_id: payment?.id, amount: payment?.amount, method: "cash", reference: null }
          : kind === "status"
            ? { from: statuses[i % 4], to: statuses[(i + 1) % 4] }
            : kind === "note"
              ? { text: `Coach called about line ${i}: swapping 2 x YM for YL, pickup Friday.` }
              : {};
      return {
        orderId: order.id,
        kind: kind as "placed" | "payment" | "status" | "note",
        actorLabel: kind === "placed" ? "Customer" : "bench-admin@example.com",
        details,
        createdAt: at(i),
      };
    }),
  );
  await db.insert(outboxEmails).values(
    Array.from({ length: EMAILS }, (_, i) => ({
      kind: "order.status_changed",
      to: "bench-coach@example.com",
      subject: `Order #${order.number}: update ${i}`,
      text: "Your order moved on.",
      html: "<p>Your order moved on.</p>",
      status: "sent" as const,
      sentAt: at(i * 5 + 2),
      orderId: order.id,
      createdAt: at(i * 5 + 2),
    })),
  );
  return order.number;
}

/** p50 and p99 of sequential reads of one address, in ms, after a few untimed ones. */
async function percentiles(url: string, headers: Record<string, string>, rounds: number) {
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** Sequential reads of the order page, as one staff member reloading it: p50 and p99 in ms. */
export async function measureOrderPage(base: string, db: Database, rounds = 300): Promise<OrderPageReport> {
  const cookie = await signIn(base, db);
  const number = await seedLongOrder(db);
  const url = `${base}/api/orders/by-number/${number}`;
  const headers = { cookie, "accept-encoding": "gzip" };
  // The same machine's floor: the smallest admin read (the signed-in session), same client.
  const floor = await percentiles(`${base}/api/auth/me`, headers, rounds);
  let answerBytes = 0;
  let check = { events: 0, emails: 0, payments: 0 };
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text}`);
    if (i === 0) {
      answerBytes = Buffer.byteLength(text);
      const { data } = JSON.parse(text) as {
        data: { timeline: { kind: string }[]; payments: unknown[] };
      };
      check = {
        events: data.timeline.filter((e) => e.kind !== "email").length,
        emails: data.timeline.filter((e) => e.kind === "email").length,
        payments: data.payments.length,
      };
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
  return { ...check, rounds, answerBytes, p50Ms: at(0.5), p99Ms: at(0.99), floor };
}

export function printOrderPage(report: OrderPageReport) {
  const verdict = report.p99Ms <= ORDER_PAGE_P99_TARGET_MS ? "within" : "OVER";
  console.log(
    `\nOrder page (GET /api/orders/by-number/{n}; ${report.events} events, ${report.emails} e-mails, ${report.payments} payments; ${(report.answerBytes / 1024).toFixed(1)} KB JSON; ${report.rounds} sequential reads): ${report.p50Ms} / ${report.p99Ms} ms p50/p99 (${verdict} the ${ORDER_PAGE_P99_TARGET_MS} ms p99 target); the session read on the same machine: ${report.floor.p50Ms} / ${report.floor.p99Ms} ms`,
  );
}

async function main() {
  await withBenchServer("order-page", async (base, db) => printOrderPage(await measureOrderPage(base, db)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
