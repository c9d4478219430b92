import { createHash } from "node:crypto";
import { sessions, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionCookie } from "../src/auth/session-cookie";
import { createSession, findSessionUser } from "../src/domains/auth/sessions";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

describe(`sign-in and sessions (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.database.db.insert(users).values({
      email: "owner@example.com",
      passwordHash: await hashPassword("right-password"),
      role: "owner",
    });
  });
  afterAll(() => server?.stop());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    send(server, "POST", "/api/auth/login", { email, password }, headers);

  it("signs in with an HttpOnly SameSite cookie whose token is stored only as a hash", async () => {
    const res = await login("Owner@Example.com", "right-password");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email: "owner@example.com",
        role: "owner",
        permissions: expect.arrayContaining(["staff.manage", "orders.view"]),
      },
    });
    const cookie = res.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^store_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const token = cookie.split(";")[0]?.split("=")[1] ?? "";
    const stored = await server.database.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it("marks the cookie Secure when the site is served over HTTPS", () => {
    expect(sessionCookie("t", true)).toMatch(/; Secure/);
  });

  it("answers an unknown email and a wrong password alike", async () => {
    const unknown = await login("nobody@example.com", "right-password");
    const wrong = await login("owner@example.com", "wrong-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ error: "Invalid email or password." });
  });

  it("tells /me who is signed in, and ends the session on logout so the cookie cannot be replayed", async () => {
    const headers = await signedInHeaders(server, "customer");
    const me = await send(server, "GET", "/api/auth/me", undefined, headers);
    expect(me.status).toBe(200);
    expect((me.body as { user: { role: string } }).user.role).toBe("customer");

    const out = await send(server, "POST", "/api/auth/logout", undefined, headers);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/store_session=;.*Max-Age=0/);
    expect((await send(server, "GET", "/api/auth/me", undefined, headers)).status).toBe(401);
    expect((await send(server, "GET", "/api/auth/me")).status).toBe(401);
  });

  it("stops a demoted admin's session at once, and a deleted user's", async () => {
    const headers = await signedInHeaders(server, "admin");
    expect((await send(server, "GET", "/api/orders", undefined, headers)).status).toBe(200);
    const me = (await send(server, "GET", "/api/auth/me", undefined, headers)).body as {
      user: { id: string };
    };
    await server.database.db.update(users).set({ role: "customer" }).where(eq(users.id, me.user.id));
    expect((await send(server, "GET", "/api/orders", undefined, headers)).status).toBe(403);
    await server.database.db.delete(users).where(eq(users.id, me.user.id));
    expect((await send(server, "GET", "/api/orders", undefined, headers)).status).toBe(401);
  });

  it("expires sessions after the idle limit and after the absolute limit", async () => {
    const db = server.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, "owner@example.com"));
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await createSession(db, user?.id ?? "", start);
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect(await findSessionUser(db, token, later(SESSION_IDLE_MS - 60_000))).not.toBeNull();
    expect(await findSessionUser(db, token, later(2 * SESSION_IDLE_MS + 1))).toBeNull();

    // Kept active every few hours, it still ends at the absolute limit.
    const active = await createSession(db, user?.id ?? "", start);
    for (let t = SESSION_IDLE_MS / 2; t < SESSION_ABSOLUTE_MS; t += SESSION_IDLE_MS / 2) {
      expect(await findSessionUser(db, active, later(t))).not.toBeNull();
    }
    expect(await findSessionUser(db, active, later(SESSION_ABSOLUTE_MS + 1))).toBeNull();
  });

  it("throttles repeated failures for one account with 429 and Retry-After", async () => {
    await server.database.db.insert(users).values({
      email: "target@example.com",
      passwordHash: await hashPassword("the-real-one"),
      role: "owner",
    });
    for (let i = 0; i < 5; i++) expect((await login("target@example.com", `guess-${i}`)).status).toBe(401);
    const blocked = await login("target@example.com", "the-real-one");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((blocked.body as { error: string }).error).toMatch(/Too many failed sign-in attempts/);
  });

  it("the old sign-up refuses a role, makes no password account and never returns a hash", async () => {
    const asAdmin = await send(server, "POST", "/api/auth/register", {
      email: "sneaky@example.com",
      password: "long-password",
      role: "owner",
    });
    expect(asAdmin.status).toBe(400);
    expect((asAdmin.body as { error: string }).error).toMatch(/role/);

    const ok = await send(server, "POST", "/api/auth/register", {
      email: "fan@example.com",
      password: "x".repeat(72),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      data: {
        message:
          "We sent a sign-in link and a 6-digit code to fan@example.com. They work once, for 15 minutes.",
      },
    });
    expect(JSON.stringify(ok.body)).not.toMatch(/argon2|password/i);
    expect((await login("fan@example.com", "x".repeat(72))).status).toBe(401);
    const rows = await server.database.db
      .select()
      .from(users)
      .where(inArray(users.email, ["sneaky@example.com", "fan@example.com"]));
    expect(rows).toHaveLength(0);
  });
});
