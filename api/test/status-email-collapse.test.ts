import { outboxEmails } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger";
import { smtpTransport } from "../src/mail/smtp-transport";
import { deliverDueEmails } from "../src/mail/worker";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { readable, startSmtpServer } from "./smtp-server";

// A status picked by mistake and fixed at once tells the customer only the fix: a status e-mail
// waits (two minutes here, as by default) and a newer status replaces it; none goes when the status
// is back to what the customer last heard. The mail worker runs on an injected clock.

const DELAY_MS = 120_000;
const mail = {
  storeEmail: "store@clanton.example",
  publicUrl: "https://shop.clanton.example",
  statusEmailDelayMs: DELAY_MS,
};
const logger = createLogger("silent");

describe(`status e-mails forgive a mis-click (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Record<string, string>;
  let productId: string;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    smtp = await startSmtpServer();
    ({ id: productId } = await insertProduct(server.database.db, {
      name: "Rally Hoodie",
      price: 42.5,
      category: "hoodies",
    }));
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.stop();
  });

  async function placedOrder(email: string): Promise<string> {
    const res = await send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Coach", email, phone: "205-555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: productId, size: "Adult M", quantity: 1 }],
    });
    expect(res.status).toBe(201);
    return (res.body as { data: { order: { id: string } } }).data.order.id;
  }
  const setStatus = async (id: string, status: string) =>
    expect((await send(server, "PUT", `/api/orders/${id}`, { status }, admin)).status).toBe(200);
  const statusEmails = (to: string) =>
    server.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, "order.status_changed"), eq(outboxEmails.to, to)));
  const deliverAt = (ms: number) =>
    deliverDueEmails(server.database.db, smtpTransport(smtp.url, "Store <orders@clanton.example>"), {
      now: new Date(Date.now() + ms),
      logger,
    });
  const receivedBy = (to: string) =>
    smtp.received.filter((m) => m.to.includes(to)).map((m) => readable(m.raw));

  it("a status and its fix within the wait send one e-mail, about the fix, after the wait", async () => {
    const id = await placedOrder("mis.click@example.com");
    await setStatus(id, "shipped");
    await setStatus(id, "processing");
    const waiting = await statusEmails("mis.click@example.com");
    expect(waiting.map((e) => [e.status, e.collapseState])).toEqual([["pending", "processing"]]);

    await deliverAt(0);
    // The order confirmation went at once; the status e-mail is still waiting.
    expect(receivedBy("mis.click@example.com")).toHaveLength(1);

    await deliverAt(DELAY_MS + 1000);
    const sent = receivedBy("mis.click@example.com");
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toMatch(/ready for pickup/i);
    expect((await statusEmails("mis.click@example.com")).map((e) => e.status)).toEqual(["sent"]);
  });

  it("a status set back to what the customer last heard sends nothing", async () => {
    const id = await placedOrder("back.again@example.com");
    // The confirmation told them "pending".
    await setStatus(id, "cancelled");
    await setStatus(id, "pending");
    expect(await statusEmails("back.again@example.com")).toEqual([]);

    // After an e-mail about "processing" went, a slip to "shipped" and back says nothing more.
    await setStatus(id, "processing");
    await deliverAt(DELAY_MS + 1000);
    expect(receivedBy("back.again@example.com")).toHaveLength(2);
    await setStatus(id, "shipped");
    await setStatus(id, "processing");
    expect((await statusEmails("back.again@example.com")).map((e) => [e.status, e.collapseState])).toEqual([
      ["sent", "processing"],
    ]);
    await deliverAt(2 * DELAY_MS + 1000);
    expect(receivedBy("back.again@example.com")).toHaveLength(2);
  });

  it("a status that stays is told once, however long the wait", async () => {
    const id = await placedOrder("one.change@example.com");
    await setStatus(id, "delivered");
    await deliverAt(DELAY_MS - 5000);
    expect(receivedBy("one.change@example.com")).toHaveLength(1);
    await deliverAt(DELAY_MS + 5000);
    const sent = receivedBy("one.change@example.com");
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain("https://shop.clanton.example/orders/");
  });
});
