import { contactSubmissions, outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
type Answer = Record<string, any>;
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const request = (over: Record<string, unknown> = {}) => ({
  team_name: "Chilton Storm 10U",
  sport: "soccer",
  coach_name: "Robin Field",
  email: "robin.field@example.com",
  phone: "(205) 555-0199",
  players: 14,
  wanted_by: isoDay(40),
  message: "Navy and white, numbers on the back.",
  ...over,
});

// The public "Team stores" page's request form: what it refuses, and where a request lands.
describe(`a coach asks for a team store (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    send(server, "POST", "/api/team-store-requests", body, headers);

  beforeAll(async () => {
    server = await startTestServer({
      mail: { storeEmail: "sales@shop.example", publicUrl: "https://shop.example" },
    });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("lands in staff's unread messages with every fact, and e-mails the store with replies to the coach", async () => {
    const res = await post(request());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body as { data: { id: string } }).data.id;
    const home = await send(server, "GET", "/api/admin/home", undefined, admin);
    const queue = (home.body as { data: Answer }).data.queue;
    expect(queue.unread_messages.items.map((m: Answer) => [m.id, m.name])).toContainEqual([
      id,
      "Robin Field",
    ]);
    const [row] = await server.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(row).toMatchObject({ email: "robin.field@example.com", phone: "(205) 555-0199", readAt: null });
    expect(row?.message).toMatch(
      /^Team store request: Chilton Storm 10U \(Soccer\)\nPlayers: 14\nWanted by: \w{3}, \w{3} \d{1,2}, \d{4}\n\nNavy and white/,
    );
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "team_store.requested"));
    expect(mail).toMatchObject({
      to: "sales@shop.example",
      replyTo: "robin.field@example.com",
      subject: "Team store request: Chilton Storm 10U (Soccer)",
    });
    expect(mail?.text).toContain("Players: 14");
    expect(mail?.text).toContain(
      "https://shop.example/admin/contact-messages?search=robin.field%40example.com&unread=true",
    );
  });

  it("refuses a missing or bad field with a message per field, and stores nothing", async () => {
    const before = (await server.database.db.select().from(contactSubmissions)).length;
    const res = await post({
      team_name: " ",
      sport: "curling",
      coach_name: "",
      email: "robin@",
      phone: "call me",
      players: 0,
      wanted_by: "next week",
    });
    expect(res.status).toBe(400);
    const fields = (res.body as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({
      team_name: "Team name is required.",
      sport: "Choose a sport.",
      coach_name: "Your name is required.",
      phone: "Phone number may contain only digits, spaces and + ( ) - .",
      players: "Enter how many players: at least 1.",
      wanted_by: "Enter the date you need the gear by, as YYYY-MM-DD.",
    });
    expect(fields.email).toBeTruthy();
    expect((await post(request({ players: 2.5 }))).status).toBe(400);
    expect(((await post(request({ phone: "" }))).body as Answer).fields.phone).toBe(
      "Phone number is required.",
    );
    expect((await server.database.db.select().from(contactSubmissions)).length).toBe(before);
  });

  it("refuses a wanted-by date too soon for a store to run, saying the first date that works", async () => {
    const res = await post(request({ wanted_by: isoDay(5) }));
    expect(res.status).toBe(400);
    expect((res.body as Answer).fields.wanted_by).toMatch(
      /^Choose a date on or after \w{3}, \w{3} \d{1,2}, \d{4}: families need about a week to order/,
    );
    expect((await post(request({ wanted_by: isoDay(23) }))).status).toBe(201);
  });

  it("stores one request for a double click (the same idempotency key)", async () => {
    const key = crypto.randomUUID();
    const body = request({ team_name: "Once Only FC" });
    const first = await post(body, { "Idempotency-Key": key });
    const again = await post(body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect((again.body as Answer).data.id).toBe((first.body as Answer).data.id);
    const mails = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, "Team store request: Once Only FC (Soccer)"));
    expect(mails).toHaveLength(1);
  });
});
