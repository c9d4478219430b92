import { contactSubmissions, customArtworkSubmissions, outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueueEmail } from "../src/mail/outbox";
import { send, startTestServer, type TestServer } from "./helpers";

const HOUR_MS = 60 * 60 * 1000;
const mail = { storeEmail: "owner@clanton.example", publicUrl: "https://shop.clanton.example" };
const goodContact = {
  name: "Jordan Rivers",
  email: "jordan@example.com",
  phone: "+1 (205) 555-0100",
  message: "Do you offer discounts for a 20-player roster?",
};

describe(`e-mails are stored with the change they tell about (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mail });
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    server.advanceClock(HOUR_MS + 1000);
    await db().delete(outboxEmails);
  });

  const db = () => server.database.db;
  const outboxRows = () => db().select().from(outboxEmails);
  const countOf = async (table: typeof contactSubmissions | typeof customArtworkSubmissions) =>
    (await db().select({ n: count() }).from(table))[0]?.n;

  it("keeps no e-mail when the transaction that wrote it is rolled back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmail(tx, {
          kind: "test",
          to: "someone@example.com",
          subject: "Never sent",
          text: "text",
          html: "<p>html</p>",
        });
        throw new Error("the change failed after the e-mail was written");
      }),
    ).rejects.toThrow(/the change failed/);
    expect(await outboxRows()).toEqual([]);
  });

  it("stores one pending row, due now, when the transaction commits", async () => {
    const { id } = await db().transaction((tx) =>
      enqueueEmail(tx, {
        kind: "test",
        to: "someone@example.com",
        replyTo: "reply@example.com",
        subject: "Hello",
        text: "text",
        html: "<p>html</p>",
      }),
    );
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      status: "pending",
      attempts: 0,
      to: "someone@example.com",
      replyTo: "reply@example.com",
      lockedUntil: null,
      sentAt: null,
    });
    expect(rows[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("a contact message writes exactly one pending e-mail to the store, replying to the visitor", async () => {
    const res = await send(server, "POST", "/api/contact-submissions", {
      ...goodContact,
      name: "Jordan <b>Rivers</b>",
    });
    // The visitor's answer is unchanged: only the id.
    expect(res.status).toBe(201);
    expect(Object.keys((res.body as { data: object }).data)).toEqual(["id"]);
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact.received",
      status: "pending",
      to: mail.storeEmail,
      replyTo: goodContact.email,
      subject: "Contact form: message from Jordan <b>Rivers</b>",
    });
    expect(rows[0]?.text).toContain(goodContact.message);
    expect(rows[0]?.text).toContain(goodContact.phone);
    expect(rows[0]?.html).toContain("Jordan &lt;b&gt;Rivers&lt;/b&gt;");
    expect(rows[0]?.html).not.toContain("<b>Rivers");
  });

  it("a refused contact message writes no e-mail", async () => {
    const res = await send(server, "POST", "/api/contact-submissions", {
      ...goodContact,
      email: "not-an-email",
    });
    expect(res.status).toBe(400);
    expect(await outboxRows()).toEqual([]);
  });

  it("if the e-mail cannot be stored, the contact message is not stored either", async () => {
    const before = await countOf(contactSubmissions);
    // A trigger makes the outbox insert fail inside the submission's transaction.
    await db().execute(sql`
      create or replace function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await db().execute(
      sql`create trigger refuse_outbox before insert on outbox_emails for each row execute function refuse_outbox()`,
    );
    try {
      const res = await send(server, "POST", "/api/contact-submissions", goodContact);
      expect(res.status).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_outbox on outbox_emails`);
      await db().execute(sql`drop function refuse_outbox()`);
    }
    expect(await countOf(contactSubmissions)).toBe(before);
    expect(await outboxRows()).toEqual([]);
  });

  it("an artwork request writes the store's e-mail with absolute links to its files, and the customer's receipt", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: "Casey Coach",
      email: "casey@example.com",
      team_name: "Clanton Tigers",
      products_interested: "Jerseys",
      artwork_details: "Navy and gold.",
    })) {
      body.append(k, v);
    }
    // The smallest valid PNG: signature + IHDR is enough for the type check.
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    body.append("files", new Blob([png], { type: "image/png" }), "tiger & logo.png");
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, { method: "POST", body });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { uploaded_design_url: string } };
    // Issue 26: the customer's receipt is written with it (artwork-receipt.test.ts reads it).
    const all = await outboxRows();
    expect(all.map((row) => row.kind).sort()).toEqual(["artwork.received", "artwork.requested"]);
    const rows = all.filter((row) => row.kind === "artwork.received");
    expect(rows[0]).toMatchObject({
      kind: "artwork.received",
      to: mail.storeEmail,
      replyTo: "casey@example.com",
    });
    expect(rows[0]?.text).toContain(`tiger & logo.png: ${mail.publicUrl}${data.uploaded_design_url}`);
    expect(rows[0]?.html).toContain(`href="${mail.publicUrl}${data.uploaded_design_url}"`);
    expect(rows[0]?.html).toContain("tiger &amp; logo.png");
  });

  it("a refused artwork request writes no e-mail", async () => {
    const before = await countOf(customArtworkSubmissions);
    const body = new FormData();
    body.append("name", "Casey Coach");
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, { method: "POST", body });
    expect(res.status).toBe(400);
    expect(await countOf(customArtworkSubmissions)).toBe(before);
    expect(await outboxRows()).toEqual([]);
  });
});
