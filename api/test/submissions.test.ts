import { contactSubmissions } from "@store/db";
import { insertContactSubmission } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submissionOperations } from "../src/domains/submissions/operations";
import type { Meta } from "../src/trpc/init";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const HOUR_MS = 60 * 60 * 1000;
const goodContact = {
  name: "Jordan Rivers",
  email: "jordan@example.com",
  phone: "+1 (205) 555-0100",
  message: "Do you offer discounts for a 20-player roster?",
};

describe(`contact messages (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, keepLogs: true });
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
  });
  afterAll(() => server?.stop());
  // Each test starts with fresh rate-limit windows.
  beforeEach(() => server.advanceClock(HOUR_MS + 1000));

  const db = () => server.database.db;
  const contactCount = async () => (await db().select({ n: count() }).from(contactSubmissions))[0]?.n;

  it("declares contact, team store requests and artwork creation public and everything else admin-only", () => {
    const access = Object.fromEntries(
      Object.entries(submissionOperations).map(([name, { procedure }]) => [
        name,
        // tRPC types a procedure's meta loosely; init.ts sets it to a Meta on every builder.
        (procedure._def.meta as Meta | undefined)?.access,
      ]),
    );
    expect(access).toEqual({
      createContact: "public",
      requestTeamStore: "public",
      listContact: "admin",
      contactStats: "admin",
      setContactRead: "admin",
      createArtwork: "public",
      listArtwork: "admin",
      artworkStats: "admin",
      exportArtworkCsv: "admin",
      getArtwork: "admin",
      setArtworkStatus: "admin",
    });
  });

  describe("POST /api/contact-submissions", () => {
    it("stores a visitor's message and answers 201 { data: { id } }", async () => {
      const res = await send(server, "POST", "/api/contact-submissions", {
        ...goodContact,
        name: "  Jordan Rivers  ",
      });
      expect(res.status).toBe(201);
      const { data } = res.body as { data: { id: string } };
      expect(Object.keys(data)).toEqual(["id"]);
      const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, data.id));
      expect(row).toMatchObject({ ...goodContact, name: "Jordan Rivers" });
    });

    it("treats phone as optional: absent, empty or null are all stored as null", async () => {
      for (const phone of [undefined, "", null]) {
        const res = await send(server, "POST", "/api/contact-submissions", { ...goodContact, phone });
        expect(res.status, String(phone)).toBe(201);
        const { id } = (res.body as { data: { id: string } }).data;
        const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
        expect(row?.phone, String(phone)).toBeNull();
      }
    });

    it("keeps markup as plain text, exactly as sent", async () => {
      const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
      const res = await send(server, "POST", "/api/contact-submissions", { ...goodContact, message });
      const { id } = (res.body as { data: { id: string } }).data;
      const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
      expect(row?.message).toBe(message);
    });

    it.each([
      ["name", { name: undefined }, /name: Full name is required/],
      ["blank name", { name: "   " }, /name: Full name is required/],
      ["email", { email: undefined }, /email: Email address is required/],
      ["message", { message: undefined }, /message: Message is required/],
      ["bad email", { email: "not-an-email" }, /email: Enter a valid email address/],
      ["letters in phone", { phone: "call me" }, /phone: Phone number may contain only digits/],
      ["long phone", { phone: "1".repeat(41) }, /phone: Phone number must be at most 40/],
      ["number as name", { name: 42 }, /name: Full name is required/],
      ["number as phone", { phone: 2055550100 }, /phone: Phone number must be text/],
      ["long message", { message: "x".repeat(5001) }, /message: Message must be at most 5000/],
      ["NUL in name", { name: "Jor\u0000dan" }, /name: Full name contains an invalid character/],
      ["unknown key", { role: "admin" }, /role/],
    ])("refuses %s with a 400 naming the field, storing nothing", async (_case, change, message) => {
      const before = await contactCount();
      const res = await send(server, "POST", "/api/contact-submissions", { ...goodContact, ...change });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
      expect(await contactCount()).toBe(before);
    });

    it("names each invalid field with its own message, on REST and tRPC alike", async () => {
      const bad = { ...goodContact, name: " ", email: "nope", message: undefined };
      const rest = await send(server, "POST", "/api/contact-submissions", bad);
      expect(rest.status).toBe(400);
      expect((rest.body as { fields: Record<string, string> }).fields).toEqual({
        name: "Full name is required.",
        email: "Enter a valid email address, like name@example.com.",
        message: "Message is required.",
      });
      const rpc = await send(server, "POST", "/trpc/submissions.createContact", bad);
      const { data } = (rpc.body as { error: { data: { fieldErrors: Record<string, string> } } }).error;
      expect(data.fieldErrors).toEqual((rest.body as { fields: unknown }).fields);
    });

    it("accepts a message of exactly 5000 characters", async () => {
      const res = await send(server, "POST", "/api/contact-submissions", {
        ...goodContact,
        message: "m".repeat(5000),
      });
      expect(res.status).toBe(201);
    });

    it("answers 400, not 500, to a body that is not a JSON object", async () => {
      const before = await contactCount();
      for (const [body, headers] of [
        ["{not json", { "content-type": "application/json" }],
        ["[1,2]", { "content-type": "application/json" }],
        ['"hello"', { "content-type": "application/json" }],
        ["name=a&email=b", { "content-type": "application/x-www-form-urlencoded" }],
      ] as const) {
        const res = await fetch(`${server.url}/api/contact-submissions`, { method: "POST", body, headers });
        expect(res.status, body).toBe(400);
        expect(((await res.json()) as { error: string }).error, body).toMatch(/JSON/);
      }
      expect(await contactCount()).toBe(before);
    });

    it("works the same through tRPC", async () => {
      const res = await send(server, "POST", "/trpc/submissions.createContact", goodContact);
      expect(res.status).toBe(200);
      const { id } = (res.body as { result: { data: { id: string } } }).result.data;
      const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
      expect(row?.email).toBe(goodContact.email);
      const bad = await send(server, "POST", "/trpc/submissions.createContact", {
        ...goodContact,
        email: "x",
      });
      expect(bad.status).toBe(400);
      expect((bad.body as { error: { message: string } }).error.message).toMatch(/^email: Enter a valid/);
    });

    it("refuses a write from another website while the visitor is signed in", async () => {
      const before = await contactCount();
      const res = await send(server, "POST", "/api/contact-submissions", goodContact, {
        cookie: customer.cookie ?? "",
        origin: "https://evil.example",
      });
      expect(res.status).toBe(403);
      expect(await contactCount()).toBe(before);
    });
  });

  describe("GET /api/contact-submissions", () => {
    it("lists the messages a page at a time, newest first, in the spec's field names", async () => {
      const older = await insertContactSubmission(db(), {
        name: "Older",
        createdAt: new Date("2020-01-01T10:00:00Z"),
      });
      await send(server, "POST", "/api/contact-submissions", { ...goodContact, name: "Newest" });
      const res = await send(server, "GET", "/api/contact-submissions", undefined, admin);
      expect(res.status).toBe(200);
      const { data, total } = res.body as { data: Record<string, unknown>[]; total: number };
      expect(total).toBe(Number(await contactCount()));
      expect(data).toHaveLength(Math.min(total, 25));
      expect(data[0]?.name).toBe("Newest");
      expect(data.at(-1)).toEqual({
        id: older.id,
        name: "Older",
        email: older.email,
        phone: null,
        message: older.message,
        created_at: "2020-01-01T10:00:00.000Z",
        read_at: null,
      });
      const times = data.map((row) => Date.parse(String(row.created_at)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    it("answers 401 to a visitor and 403 to a customer, with no messages in the body", async () => {
      await insertContactSubmission(db(), { message: "private note" });
      for (const [headers, status] of [
        [{}, 401],
        [customer, 403],
      ] as const) {
        for (const path of ["/api/contact-submissions", "/trpc/submissions.listContact"]) {
          const res = await send(server, "GET", path, undefined, headers);
          expect(res.status, path).toBe(status);
          expect(JSON.stringify(res.body), path).not.toContain("private note");
        }
      }
    });
  });

  describe("rate limit", () => {
    it("allows 30 contact messages an hour per client, then 429 with Retry-After", async () => {
      const club = { "x-forwarded-for": "203.0.113.7" };
      for (let i = 1; i <= 30; i += 1) {
        const res = await send(server, "POST", "/api/contact-submissions", goodContact, club);
        expect(res.status, `message ${i}`).toBe(201);
      }
      const before = await contactCount();
      const limited = await send(server, "POST", "/api/contact-submissions", goodContact, club);
      expect(limited.status).toBe(429);
      expect((limited.body as { error: string }).error).toMatch(
        /Too many requests .* try again in \d+ minute/,
      );
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
      expect(await contactCount()).toBe(before);
      expect(server.logs.some((l) => l.msg === "rate limited" && l.limit === "contact")).toBe(true);

      const neighbour = await send(server, "POST", "/api/contact-submissions", goodContact, {
        "x-forwarded-for": "198.51.100.9",
      });
      expect(neighbour.status, "another client is not affected").toBe(201);
      server.advanceClock(HOUR_MS);
      const later = await send(server, "POST", "/api/contact-submissions", goodContact, club);
      expect(later.status, "an hour later").toBe(201);
    });
  });
});
