import { outboxEmails } from "@store/db";
import { pickupReadiness, pickupWhenWords, storeHoursText } from "@store/db/catalogue";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger";
import { smtpTransport } from "../src/mail/smtp-transport";
import { deliverDueEmails } from "../src/mail/worker";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { readable, startSmtpServer } from "./smtp-server";

// An order's e-mails: written with the order (or not at all), told in the customer's words, with a
// working private link, and delivered to a real SMTP server, again after a refused delivery.

const mail = { storeEmail: "store@clanton.example", publicUrl: "https://shop.clanton.example" };
const logger = createLogger("silent");

describe(`order e-mails (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let hoodie: { id: string };
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    smtp = await startSmtpServer();
    hoodie = await insertProduct(server.database.db, {
      name: "Rally Hoodie",
      price: 42.5,
      category: "hoodies",
    });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    await server.database.db.delete(outboxEmails);
    smtp.received.length = 0;
    smtp.state.refuse = false;
  });

  const outbox = () => server.database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt));
  const placeOrder = async (
    email: string,
    lines = [{ product_id: hoodie.id, size: "Adult M", quantity: 2 }],
  ) =>
    send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Coach", email, phone: "205-555-0142" },
      fulfilment: { method: "pickup" },
      lines,
    });
  const put = (id: string, status: string) => send(server, "PUT", `/api/orders/${id}`, { status }, admin);
  const deliver = (now = new Date()) =>
    deliverDueEmails(server.database.db, smtpTransport(smtp.url, "Store <orders@clanton.example>"), {
      now,
      logger,
    });

  it("writes the customer's confirmation and the store's notice with the order", async () => {
    const res = await placeOrder("pat@example.com");
    expect(res.status).toBe(201);
    const { number, tracking_path } = (res.body as { data: { number: number; tracking_path: string } }).data;
    const rows = await outbox();
    expect(rows.map((r) => [r.kind, r.to])).toEqual([
      ["order.placed", "pat@example.com"],
      ["order.received", "store@clanton.example"],
    ]);
    const [customer, store] = rows;
    expect(customer?.subject).toContain(`#${number}`);
    expect(customer?.text).toContain("Rally Hoodie");
    expect(customer?.text).toContain("Adult M");
    expect(customer?.text).toContain("$85.00");
    expect(customer?.text).toMatch(/pay in store/i);
    expect(store?.replyTo).toBe("pat@example.com");

    // The confirmation carries the same private link as the answer, and it opens the order.
    const link = /https:\/\/shop\.clanton\.example(\/orders\/[A-Za-z0-9_-]{43})/.exec(
      customer?.text ?? "",
    )?.[1];
    expect(link).toBeDefined();
    expect(link).toBe(tracking_path);
    const tracked = await send(server, "GET", `/api/order-tracking/${link?.split("/").pop()}`);
    expect((tracked.body as { data: { number: number } }).data.number).toBe(number);
  });

  it("writes nothing for an order that is refused", async () => {
    const res = await placeOrder("nobody@example.com", [
      { product_id: "00000000-0000-4000-8000-000000000000", size: "Adult M", quantity: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(await outbox()).toEqual([]);
  });

  it("tells the customer each new status, once, with a working link", async () => {
    const placed = await placeOrder("sam@example.com");
    const { order } = (placed.body as { data: { order: { id: string; number: number } } }).data;
    await server.database.db.delete(outboxEmails);

    expect((await put(order.id, "shipped")).status).toBe(200);
    expect((await put(order.id, "shipped")).status).toBe(200);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "order.status_changed", to: "sam@example.com" });
    expect(rows[0]?.text).toContain("Ready for pickup");
    const token = /\/orders\/([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? "")?.[1];
    const tracked = await send(server, "GET", `/api/order-tracking/${token}`);
    expect((tracked.body as { data: { status: string } }).data.status).toBe("shipped");
  });

  it("tells a pickup customer where, the hours and the ready day in every e-mail", async () => {
    const placed = await placeOrder("lee@example.com");
    const { order } = (
      placed.body as { data: { order: { id: string; created_at: string; made_to_order: boolean } } }
    ).data;
    expect(order.made_to_order).toBe(false);
    const ready = pickupWhenWords(
      pickupReadiness({ status: "pending", placedAt: new Date(order.created_at), madeToOrder: false }),
    );
    expect(ready).toMatch(/^Ready from /);
    const store = [
      "Where: Clanton Sports Apparel, 1105 7th Street N, Clanton, AL 35045",
      `Hours: ${storeHoursText}`,
    ];
    const [confirmation] = await outbox();
    for (const line of [...store, `When: ${ready}`]) {
      expect(confirmation?.text).toContain(line);
      expect(confirmation?.html).toContain(line.split(": ").slice(1).join(": "));
    }

    // The edit's message and the status's both say it again; "shipped" reads as ready, now.
    await server.database.db.delete(outboxEmails);
    const edit = await send(
      server,
      "PATCH",
      `/api/orders/${order.id}`,
      { customer: { name: "Lee Coach" } },
      admin,
    );
    expect(edit.status).toBe(200);
    expect((await put(order.id, "shipped")).status).toBe(200);
    const [updated, status] = await outbox();
    expect(updated?.kind).toBe("order.updated");
    for (const line of [...store, `When: ${ready}`]) expect(updated?.text).toContain(line);
    expect(status?.subject).toMatch(/: Ready for pickup$/);
    for (const line of [...store, "When: Ready now"]) expect(status?.text).toContain(line);
    expect(status?.html).toContain("Ready now");
  });

  it("says nothing of the store's counter to a delivery customer", async () => {
    await send(server, "POST", "/api/checkout", {
      customer: { name: "Jo Parent", email: "jo@example.com", phone: "205-555-0142" },
      fulfilment: {
        method: "delivery",
        address: { line1: "1 Main St", city: "Clanton", state: "AL", zip: "35045" },
      },
      lines: [{ product_id: hoodie.id, size: "Adult M", quantity: 1 }],
    });
    const [confirmation] = await outbox();
    expect(confirmation?.to).toBe("jo@example.com");
    expect(confirmation?.text).not.toContain("Picking up your order");
    expect(confirmation?.text).not.toContain("When:");
  });

  it("delivers them to a real SMTP server, and again after a refused delivery", async () => {
    await placeOrder("kim@example.com");
    smtp.state.refuse = true;
    const first = await deliver();
    expect(first).toMatchObject({ sent: 0, retried: 2 });
    expect(smtp.received).toHaveLength(0);
    const [refused] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "kim@example.com"));
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused?.lastError).toBeTruthy();

    smtp.state.refuse = false;
    // Not yet: the retry waits its backoff.
    expect((await deliver()).sent).toBe(0);
    const later = await deliver(new Date(Date.now() + 60 * 60 * 1000));
    expect(later.sent).toBe(2);
    const toCustomer = smtp.received.find((m) => m.to.includes("kim@example.com"));
    expect(toCustomer).toBeDefined();
    const message = readable(toCustomer?.raw ?? "");
    expect(message).toMatch(/Subject: .*Order #\d+/);
    expect(message).toContain("https://shop.clanton.example/orders/");
    // Sent is sent: a later pass sends nothing again.
    expect((await deliver(new Date(Date.now() + 2 * 60 * 60 * 1000))).sent).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });
});
