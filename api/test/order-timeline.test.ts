import { outboxEmails } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// The order page's timeline: what happened and the e-mails sent, to whom, newest first, with who
// and when. Staff notes are on it and nowhere the customer looks.

const mail = {
  storeEmail: "store@clanton.example",
  publicUrl: "https://shop.clanton.example",
  statusEmailDelayMs: 120_000,
};

interface Entry {
  kind: string;
  at: string;
  actor: string;
  details: Record<string, unknown>;
  email: {
    subject: string;
    to: string;
    state: string;
    sent_at: string | null;
    waiting_until: string | null;
  } | null;
}
interface Detail {
  order: { id: string; number: number };
  timeline: Entry[];
}

describe(`order timeline (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let order: { id: string; number: number; token: string };
  const note = "Coach called: swapping 2 x YM for YL, pickup Friday. Internal 7f3a";

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    const cap = await insertProduct(server.database.db, {
      name: "Rally Cap",
      price: 20,
      category: "accessories",
    });
    const placed = await send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Coach", email: "pat@example.com", phone: "205-555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: cap.id, quantity: 3 }],
    });
    const data = (placed.body as { data: { number: number; tracking_path: string } }).data;
    const detail = await byNumber(data.number);
    order = { id: detail.order.id, number: data.number, token: data.tracking_path.split("/").pop() ?? "" };
  });
  afterAll(() => server?.stop());

  async function byNumber(number: number): Promise<Detail> {
    const res = await send(server, "GET", `/api/orders/by-number/${number}`, undefined, admin);
    expect(res.status).toBe(200);
    return (res.body as { data: Detail }).data;
  }

  it("starts with the placement and the e-mails it wrote, with their recipients", async () => {
    const { timeline } = await byNumber(order.number);
    expect(timeline.map((e) => e.kind)).toEqual(["email", "email", "placed"]);
    expect(timeline[2]).toMatchObject({ actor: "Customer" });
    const emails = timeline.filter((e) => e.email).map((e) => e.email);
    expect(emails.map((e) => e?.to).sort()).toEqual(["pat@example.com", "store@clanton.example"]);
    expect(emails.every((e) => e?.state === "waiting" && e.sent_at === null)).toBe(true);
    expect(emails.find((e) => e?.to === "pat@example.com")?.subject).toContain(`Order #${order.number}`);
  });

  it("tells status changes, notes and payments newest first, each with who and when", async () => {
    await send(server, "PUT", `/api/orders/${order.id}`, { status: "processing" }, admin);
    const noted = await send(server, "POST", `/api/orders/${order.id}/notes`, { text: `  ${note}  ` }, admin);
    expect(noted.status).toBe(201);
    await send(server, "POST", `/api/orders/${order.id}/payments`, { amount: 25, method: "cash" }, admin);
    // The placement's e-mails went out meanwhile; the status e-mail still waits its two minutes.
    await server.database.db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outboxEmails.kind, "order.placed"));

    const { timeline } = await byNumber(order.number);
    expect(timeline.map((e) => e.kind)).toEqual([
      "payment",
      "note",
      "email",
      "status",
      "email",
      "email",
      "placed",
    ]);
    for (const entry of timeline) expect(Number.isNaN(Date.parse(entry.at)), entry.kind).toBe(false);
    const staff = timeline.filter((e) => ["payment", "note", "status"].includes(e.kind));
    expect(staff.every((e) => /^admin\d+-.*@example\.com$/.test(e.actor))).toBe(true);
    expect(timeline[1]?.details).toEqual({ text: note });
    expect(timeline[3]?.details).toEqual({ from: "pending", to: "processing" });
    const statusEmail = timeline[2]?.email;
    expect(statusEmail).toMatchObject({ to: "pat@example.com", state: "waiting", sent_at: null });
    const wait = Date.parse(statusEmail?.waiting_until ?? "") - Date.parse(timeline[3]?.at ?? "");
    expect(wait).toBeGreaterThanOrEqual(119_000);
    const sent = timeline.find((e) => e.email?.state === "sent");
    expect(sent?.email).toMatchObject({ to: "pat@example.com" });
    expect(sent?.email?.sent_at).toEqual(expect.any(String));
  });

  it("refuses an empty or too long note", async () => {
    for (const text of ["", "   ", "x".repeat(2001)]) {
      const res = await send(server, "POST", `/api/orders/${order.id}/notes`, { text }, admin);
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/The note (is required|must be at most 2000)/);
    }
  });

  it("never shows a staff note to the customer: not on the tracking page, not in any e-mail", async () => {
    const tracked = await send(server, "GET", `/api/order-tracking/${order.token}`);
    expect(tracked.status).toBe(200);
    expect(JSON.stringify(tracked.body)).not.toContain("7f3a");
    // The customer's page shows the balance, not how it was paid.
    expect((tracked.body as { data: Record<string, unknown> }).data).toMatchObject({
      amount_paid: 25,
      balance: 35,
    });
    expect(JSON.stringify(tracked.body)).not.toMatch(/"method"|"payments"|"timeline"/);

    // A status e-mail written after the note carries the balance but not the note.
    await send(server, "PUT", `/api/orders/${order.id}`, { status: "shipped" }, admin);
    const emails = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.orderId, order.id));
    expect(emails.length).toBeGreaterThanOrEqual(3);
    for (const email of emails) expect(`${email.subject}${email.text}${email.html}`).not.toContain("7f3a");
    const shipped = emails.find((e) => e.collapseState === "shipped");
    expect(shipped?.text).toContain("Paid so far: $25.00. Balance due: $35.00.");
  });
});
