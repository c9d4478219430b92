import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type DatabaseHandle, outboxEmails } from "@store/db";
import { createTestDatabase, testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger";
import { mailTransportFor } from "../src/mail/choose-transport";
import type { OrderEmailFacts } from "../src/mail/order-email-facts";
import { enqueueEmail } from "../src/mail/outbox";
import { smtpTransport } from "../src/mail/smtp-transport";
import { orderPlacedForCustomer } from "../src/mail/templates/orders";
import { deliverDueEmails, LEASE_MS, MAX_ATTEMPTS, startMailWorker } from "../src/mail/worker";
import { readable, startSmtpServer } from "./smtp-server";

const FROM = "Clanton Sports Apparel <orders@clanton.example>";
const logger = createLogger("silent");

const order: OrderEmailFacts = {
  number: 1042,
  status: "pending",
  customerName: "Pat Doe",
  customerEmail: "pat@example.com",
  customerPhone: "205-555-0100",
  fulfilment: "pickup",
  pickup: { state: "expected", day: { year: 2026, month: 11, day: 23 } },
  deliveryAddress: null,
  note: null,
  lines: [{ name: "Team Jersey", size: "L", quantity: 2, unitPrice: 24.5, lineTotal: 49 }],
  subtotal: 49,
  deliveryFee: 0,
  total: 49,
  trackingUrl: "https://shop.clanton.example/orders/k3yk3y",
  placedAt: new Date("2026-11-20T15:30:00Z"),
};

describe(`mail delivery from the outbox (${testDatabaseEngine})`, () => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tempDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    tempDir = await mkdtemp(path.join(os.tmpdir(), "store-mail-test-"));
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db().delete(outboxEmails);
    smtp.received.length = 0;
    smtp.state.refuse = false;
  });

  const db = () => database.db;
  const enqueueOrder = (to = order.customerEmail) =>
    enqueueEmail(db(), { kind: "order.placed", to, ...orderPlacedForCustomer(order) });
  const rowOf = async (id: string) =>
    (await db().select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];

  it("delivers a due e-mail over SMTP with both parts, marks it sent, and never sends it twice", async () => {
    const transport = smtpTransport(smtp.url, FROM);
    const { id } = await enqueueOrder();
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueEmails(db(), transport, { now, logger })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(["pat@example.com"]);
    expect(message?.from).toBe("orders@clanton.example");
    expect(message?.user).toBe("shop");
    const text = readable(message?.raw ?? "");
    expect(text).toContain("Subject: Clanton Sports Apparel: we received Order #1042");
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    expect(text).toContain("Order #1042");
    expect(text).toContain(order.trackingUrl);
    expect(text).toContain(`href="${order.trackingUrl}"`);
    expect(text).toContain(`Message-ID: <${id}@clanton.example>`);

    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 0, lockedUntil: null, sentAt: now });
    // Later passes find nothing to do.
    const later = new Date(now.getTime() + 10 * LEASE_MS);
    expect(await deliverDueEmails(db(), transport, { now: later, logger })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(smtp.received).toHaveLength(1);
    transport.close();
  });

  it("keeps a refused e-mail pending with a later attempt, and sends it once the server accepts", async () => {
    const transport = smtpTransport(smtp.url, FROM);
    const { id } = await enqueueOrder();
    smtp.state.refuse = true;
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueEmails(db(), transport, { now, logger })).toEqual({
      sent: 0,
      failed: 0,
      retried: 1,
    });

    const refused = await rowOf(id);
    expect(refused).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, sentAt: null });
    expect(refused?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(refused?.lastError).toMatch(/Mailbox temporarily unavailable/);
    // The error only, never the message's content.
    expect(refused?.lastError).not.toContain("Order #1042");
    expect(smtp.received).toHaveLength(0);

    // Not due yet: the same moment does nothing, even with the server accepting again.
    smtp.state.refuse = false;
    expect(await deliverDueEmails(db(), transport, { now, logger })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    const later = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    expect(await deliverDueEmails(db(), transport, { now: later, logger })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: later });
    expect(smtp.received).toHaveLength(1);
    transport.close();
  });

  it(`gives up after ${MAX_ATTEMPTS} refused attempts: status failed, never tried again`, async () => {
    const transport = smtpTransport(smtp.url, FROM);
    const { id } = await enqueueOrder();
    smtp.state.refuse = true;
    let now = Date.now() + 1000;
    const totals = { sent: 0, failed: 0, retried: 0 };
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      const counts = await deliverDueEmails(db(), transport, { now: new Date(now), logger });
      totals.sent += counts.sent;
      totals.failed += counts.failed;
      totals.retried += counts.retried;
      now += 2 * 60 * 60 * 1000;
    }
    expect(totals).toEqual({ sent: 0, failed: 1, retried: MAX_ATTEMPTS - 1 });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    transport.close();
  });

  it("two passes at once deliver each e-mail exactly once", async () => {
    const transport = smtpTransport(smtp.url, FROM);
    const ids = new Set<string>();
    for (let i = 0; i < 6; i += 1) ids.add((await enqueueOrder(`customer${i}@example.com`)).id);
    const now = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([
      deliverDueEmails(db(), transport, { now, batchSize: 4, logger }),
      deliverDueEmails(db(), transport, { now, batchSize: 4, logger }),
    ]);
    // Each pass took its own rows: the second skipped the ones the first had claimed.
    expect([a?.sent, b?.sent].sort()).toEqual([2, 4]);
    expect(smtp.received).toHaveLength(6);
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(new Set(recipients).size).toBe(6);
    const rows = await db().select().from(outboxEmails);
    expect(rows.every((row) => row.status === "sent" && ids.has(row.id))).toBe(true);
    transport.close();
  });

  it("leaves a message claimed by another worker alone until its lease runs out", async () => {
    const transport = smtpTransport(smtp.url, FROM);
    const { id } = await enqueueOrder();
    const now = new Date(Date.now() + 1000);
    // As if another process claimed it and then died mid-send.
    await db()
      .update(outboxEmails)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(outboxEmails.id, id));
    expect((await deliverDueEmails(db(), transport, { now, logger })).sent).toBe(0);
    const afterLease = new Date(now.getTime() + LEASE_MS + 1000);
    expect((await deliverDueEmails(db(), transport, { now: afterLease, logger })).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    transport.close();
  });

  it("an e-mail is due the moment it is written: the very next pass sends it, every time", async () => {
    // The database stamps rows in microseconds; a pass timed by a millisecond clock once missed
    // a message written in the same millisecond and left it for the next interval.
    const transport = smtpTransport(smtp.url, FROM);
    for (let i = 0; i < 40; i += 1) {
      const { id } = await enqueueOrder();
      expect((await deliverDueEmails(db(), transport, { logger })).sent).toBe(1);
      expect(await rowOf(id)).toMatchObject({ status: "sent" });
    }
    expect(smtp.received).toHaveLength(40);
    transport.close();
  });

  it("without SMTP_URL writes each e-mail as an .eml file under <dataDir>/outbox", async () => {
    const dataDir = path.join(tempDir, "data");
    const transport = mailTransportFor({
      dataDir,
      mail: { smtpUrl: undefined, from: FROM, storeEmail: "store@clanton.example", statusEmailDelayMs: 0 },
    });
    expect(transport.describe()).toBe(`.eml files in ${path.join(dataDir, "outbox")}`);
    const { id } = await enqueueOrder();
    expect((await deliverDueEmails(db(), transport, { logger })).sent).toBe(1);

    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-.*-${id}\\.eml$`));
    const eml = readable(await readFile(path.join(dataDir, "outbox", files[0] ?? ""), "utf8"));
    expect(eml).toContain("Subject: Clanton Sports Apparel: we received Order #1042");
    expect(eml).toContain("To: pat@example.com");
    expect(eml).toContain(`From: ${FROM}`);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toContain(order.trackingUrl);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
  });

  it("the background worker sends a woken message at once and stops after its pass", async () => {
    const transport = smtpTransport(smtp.url, FROM);
    // A long interval: only wake() (and the first pass) can explain a quick delivery.
    const worker = startMailWorker({ db: db(), transport, logger, intervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { id } = await enqueueOrder();
    worker.wake();
    for (let i = 0; i < 100 && (await rowOf(id))?.status !== "sent"; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
    expect(smtp.received).toHaveLength(1);
    transport.close();
  });
});
