import { auditEntries, contactSubmissions } from "@store/db";
import { insertContactSubmission } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
type Answer = Record<string, any>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`the contact messages screen (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
    const db = server.database.db;
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    ids.ann = (
      await insertContactSubmission(db, {
        name: "Ann Archer",
        email: "ann@example.com",
        message: "Do you print on hoodies?",
        createdAt: at(3),
      })
    ).id;
    ids.bo = (
      await insertContactSubmission(db, {
        name: "bo Baker",
        email: "bo@example.com",
        message: "Team discount for 20 jerseys?",
        createdAt: at(2),
        readAt: at(1),
      })
    ).id;
    ids.cy = (
      await insertContactSubmission(db, {
        name: "Cy Carter",
        email: "cy@example.com",
        message: "What are your opening hours?",
        createdAt: at(1),
      })
    ).id;
  });
  afterAll(() => server?.stop());

  const list = async (query = "") => {
    const res = await send(server, "GET", `/api/contact-submissions${query}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Answer;
  };
  const names = (page: Answer) => page.data.map((m: Answer) => m.name);
  const markRead = (id: string, read: boolean, headers = admin) =>
    send(server, "PUT", `/api/contact-submissions/${id}/read`, { read }, headers);
  const auditFor = (id: string) =>
    server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "contact"), eq(auditEntries.entityId, id)));

  it("pages the messages newest first, each with when it was read (null while unread)", async () => {
    const page = await list("?page_size=2");
    expect(page.total).toBe(3);
    expect(page.page_size).toBe(2);
    expect(names(page)).toEqual(["Cy Carter", "bo Baker"]);
    expect(page.data[0].read_at).toBeNull();
    expect(typeof page.data[1].read_at).toBe("string");
    expect(names(await list("?page_size=2&page=2"))).toEqual(["Ann Archer"]);
  });

  it("searches name, e-mail and message, sorts by name ignoring case, and filters unread", async () => {
    expect(names(await list("?search=JERSEYS"))).toEqual(["bo Baker"]);
    expect(names(await list("?search=cy%40example"))).toEqual(["Cy Carter"]);
    expect(names(await list("?sort=name&dir=asc"))).toEqual(["Ann Archer", "bo Baker", "Cy Carter"]);
    const unread = await list("?unread=true");
    expect(names(unread)).toEqual(["Cy Carter", "Ann Archer"]);
    expect(unread.total).toBe(2);
    expect(names(await list("?unread=false"))).toEqual(["bo Baker"]);
  });

  it("refuses a filter it does not know, saying what to send", async () => {
    const res = await send(server, "GET", "/api/contact-submissions?unread=maybe", undefined, admin);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("unread must be true or false.");
  });

  it("counts all, unread and this month's messages for the tiles", async () => {
    const res = await send(server, "GET", "/api/contact-submissions/stats", undefined, admin);
    expect(res.status).toBe(200);
    const stats = (res.body as Answer).data;
    expect(stats.total).toBe(3);
    expect(stats.unread).toBe(2);
    expect(stats.this_month).toBeGreaterThanOrEqual(0);
    expect(stats.this_month).toBeLessThanOrEqual(3);
  });

  it("marks a message read with an audit entry, and reading it again changes nothing", async () => {
    const res = await markRead(ids.ann as string, true);
    expect(res.status).toBe(200);
    const message = (res.body as Answer).data;
    expect(message.name).toBe("Ann Archer");
    expect(Date.now() - Date.parse(message.read_at)).toBeLessThan(60_000);
    const entries = await auditFor(ids.ann as string);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "contact.read",
      summary: "Marked the message from Ann Archer <ann@example.com> as read.",
      before: { read_at: null },
    });
    expect(entries[0]?.actorEmail).toMatch(/^admin/);

    const again = await markRead(ids.ann as string, true);
    expect((again.body as Answer).data.read_at).toBe(message.read_at);
    expect(await auditFor(ids.ann as string)).toHaveLength(1);
    expect((await list("?unread=true")).total).toBe(1);
  });

  it("marks a message unread again, audited too, and it is back under the unread filter", async () => {
    const res = await markRead(ids.bo as string, false);
    expect(res.status).toBe(200);
    expect((res.body as Answer).data.read_at).toBeNull();
    const [entry] = await auditFor(ids.bo as string);
    expect(entry).toMatchObject({ action: "contact.unread", after: { read_at: null } });
    expect(names(await list("?unread=true"))).toContain("bo Baker");
  });

  it("does the same over tRPC", async () => {
    const res = await send(
      server,
      "POST",
      "/trpc/submissions.setContactRead",
      { id: ids.cy, read: true },
      admin,
    );
    expect(res.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, ids.cy as string));
    expect(row?.readAt).toBeInstanceOf(Date);
  });

  it("answers 404 for a message that does not exist and 400 for a body without read", async () => {
    const missing = await markRead("00000000-0000-4000-8000-000000000000", true);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain("No contact message with id");
    const bad = await send(server, "PUT", `/api/contact-submissions/${ids.cy}/read`, { read: "yes" }, admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("read must be true or false.");
  });

  it("refuses visitors and customers, changing nothing", async () => {
    const before = await server.database.db.select().from(contactSubmissions);
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      expect((await send(server, "GET", "/api/contact-submissions", undefined, headers)).status).toBe(status);
      expect((await send(server, "GET", "/api/contact-submissions/stats", undefined, headers)).status).toBe(
        status,
      );
      const put = await markRead(ids.ann as string, false, headers);
      expect(put.status).toBe(status);
      expect(JSON.stringify(put.body)).not.toContain("hoodies");
    }
    expect(await server.database.db.select().from(contactSubmissions)).toEqual(before);
  });
});
