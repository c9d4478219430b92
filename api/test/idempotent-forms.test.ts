import { contactSubmissions, customArtworkSubmissions, idempotencyKeys, outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetExpiredKeys, IDEMPOTENCY_WINDOW_MS } from "../src/common/idempotency";
import { send, startTestServer, storedFiles, type TestServer } from "./helpers";

// Security promise 22: a double-submitted form (a double click, a retry after a lost answer) with
// the same idempotency key makes one record, on REST (Idempotency-Key) and tRPC (idempotency_key).

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe(`idempotent public forms (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const db = () => server.database.db;
  const contacts = async (email: string) =>
    (await db().select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.email, email)))[0]
      ?.n;

  it("stores one contact message for a repeated Idempotency-Key, with one e-mail", async () => {
    const body = { name: "Pat", email: "twice@example.com", message: "Do you print hats?" };
    const key = { "idempotency-key": "contact-key-0001" };
    const emailsBefore = (await db().select({ n: count() }).from(outboxEmails))[0]?.n ?? 0;
    const [first, second] = await Promise.all([
      send(server, "POST", "/api/contact-submissions", body, key),
      send(server, "POST", "/api/contact-submissions", body, key),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((first.body as { data: { id: string } }).data.id).toBe(
      (second.body as { data: { id: string } }).data.id,
    );
    const third = await send(server, "POST", "/api/contact-submissions", body, key);
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    expect(await contacts("twice@example.com")).toBe(1);
    expect((await db().select({ n: count() }).from(outboxEmails))[0]?.n).toBe(emailsBefore + 1);
    // The same key for another message is refused; without a key every send is a new message.
    const other = await send(
      server,
      "POST",
      "/api/contact-submissions",
      { ...body, message: "And caps?" },
      key,
    );
    expect(other.status).toBe(409);
    await send(server, "POST", "/api/contact-submissions", body);
    expect(await contacts("twice@example.com")).toBe(2);
  });

  it("takes the key over tRPC too", async () => {
    const input = {
      name: "Sam",
      email: "trpc-twice@example.com",
      message: "Hello",
      idempotency_key: "trpc-key-0001",
    };
    for (let i = 0; i < 2; i += 1) {
      const res = await send(server, "POST", "/trpc/submissions.createContact", input, {
        origin: server.url,
      });
      expect(res.status).toBe(200);
    }
    expect(await contacts("trpc-twice@example.com")).toBe(1);
  });

  it("stores one artwork request and one set of files for a repeated key", async () => {
    const post = async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: "Riley",
        email: "art-twice@example.com",
        team_name: "Chargers",
        products_interested: "Hoodies",
        artwork_details: "Bolt",
      })) {
        form.append(k, v);
      }
      form.append("files", new Blob([png], { type: "image/png" }), "bolt.png");
      const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
        method: "POST",
        headers: { "idempotency-key": "artwork-key-0001" },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { data: { id: string } } };
    };
    const filesBefore = (await storedFiles(server)).length;
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).toBe(first.body.data.id);
    const rows = await db()
      .select()
      .from(customArtworkSubmissions)
      .where(eq(customArtworkSubmissions.email, "art-twice@example.com"));
    expect(rows).toHaveLength(1);
    // The repeat's file was checked and stored, then removed again when its record was not made.
    expect((await storedFiles(server)).length).toBe(filesBefore + 1);
  });

  it("remembers a key for a day: after that the same key makes a new message, and old keys are swept", async () => {
    const body = { name: "Lee", email: "a-day-later@example.com", message: "Still there?" };
    const key = { "idempotency-key": "contact-key-a-day-later" };
    const first = await send(server, "POST", "/api/contact-submissions", body, key);
    expect(first.status).toBe(201);
    // The key's row, moved back past the window, as if a day had gone by.
    const past = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 60_000);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: past })
      .where(eq(idempotencyKeys.resultId, (first.body as { data: { id: string } }).data.id));
    const later = await send(server, "POST", "/api/contact-submissions", body, key);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await contacts("a-day-later@example.com")).toBe(2);
    // The new use is remembered again: a repeat now is a replay.
    const repeat = await send(server, "POST", "/api/contact-submissions", body, key);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(await contacts("a-day-later@example.com")).toBe(2);

    // The sweep removes keys past the window and keeps the rest.
    const kept = (await db().select({ n: count() }).from(idempotencyKeys))[0]?.n ?? 0;
    await db().insert(idempotencyKeys).values({
      scope: "contact",
      keyHash: "expired-key-hash",
      requestHash: "x",
      resultId: "x",
      createdAt: past,
    });
    expect(await forgetExpiredKeys(db())).toBe(1);
    expect((await db().select({ n: count() }).from(idempotencyKeys))[0]?.n).toBe(kept);
  });
});
