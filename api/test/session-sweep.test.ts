import { randomUUID } from "node:crypto";
import { rateLimitWindows, sessions, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../src/auth/session-cookie";
import { sessionTokenHash } from "../src/auth/session-token";
import { startHousekeeping, sweepExpired } from "../src/housekeeping";
import { createLogger } from "../src/logger";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Issue 20, finding 3: sessions past their idle or absolute limit were refused but never deleted,
// so the table kept every session ever started. The housekeeping sweep removes them (and passed
// rate-limit counters); a live session is untouched.

const HOUR_MS = 60 * 60 * 1000;

describe(`the housekeeping sweep (${testDatabaseEngine})`, () => {
  let server: TestServer;
  const db = () => server.database.db;

  /** The session row behind a signed-in browser's cookie. */
  const sessionOf = async (headers: Record<string, string>) => {
    const token = headers.cookie?.split("=")[1] ?? "";
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sessionTokenHash(token)));
    if (!row) throw new Error("no session row for this cookie");
    return row;
  };
  const sessionIds = async () => (await db().select({ id: sessions.id }).from(sessions)).map((r) => r.id);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it("removes sessions past the absolute or idle limit and keeps a live one working", async () => {
    const pastAbsolute = await signedInHeaders(server, "admin");
    const idle = await signedInHeaders(server, "customer");
    const live = await signedInHeaders(server, "admin");
    const expiredRow = await sessionOf(pastAbsolute);
    const idleRow = await sessionOf(idle);
    const liveRow = await sessionOf(live);
    // Started eight days ago (the absolute limit is seven), though used a minute ago.
    await db()
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 24 * HOUR_MS),
        expiresAt: new Date(Date.now() - 24 * HOUR_MS),
        lastSeenAt: new Date(Date.now() - 60_000),
      })
      .where(eq(sessions.id, expiredRow.id));
    // Last used thirteen hours ago (the idle limit is twelve).
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - HOUR_MS) })
      .where(eq(sessions.id, idleRow.id));

    const removed = await sweepExpired(db());
    expect(removed.sessions).toBe(2);
    const left = await sessionIds();
    expect(left).toContain(liveRow.id);
    expect(left).not.toContain(expiredRow.id);
    expect(left).not.toContain(idleRow.id);

    expect((await send(server, "GET", "/api/auth/me", undefined, live)).status).toBe(200);
    expect((await send(server, "GET", "/api/auth/me", undefined, pastAbsolute)).status).toBe(401);
    expect((await send(server, "GET", "/api/auth/me", undefined, idle)).status).toBe(401);
    expect((await sweepExpired(db())).sessions, "a second sweep finds nothing").toBe(0);
  });

  it("removes rate-limit counters whose window has passed, and only those", async () => {
    await db()
      .insert(rateLimitWindows)
      .values([
        { key: "contact:192.0.2.1", count: 3, resetAt: new Date(Date.now() - 60_000) },
        { key: "login-client:192.0.2.2", count: 20, resetAt: new Date(Date.now() - HOUR_MS) },
        { key: "contact:192.0.2.3", count: 30, resetAt: new Date(Date.now() + HOUR_MS) },
      ]);
    const removed = await sweepExpired(db());
    expect(removed.rateLimitWindows).toBe(2);
    const keys = (await db().select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((r) => r.key);
    expect(keys).toContain("contact:192.0.2.3");
    expect(keys).not.toContain("contact:192.0.2.1");
    expect(keys).not.toContain("login-client:192.0.2.2");
  });

  it("shares the work between sweeps running at once (as several processes do), in batches", async () => {
    const [user] = await db()
      .insert(users)
      .values({ email: `many-${randomUUID()}@example.com`, passwordHash: "x", role: "customer" })
      .returning();
    if (!user) throw new Error("no user");
    const long = new Date(Date.now() - 30 * 24 * HOUR_MS);
    const rows = Array.from({ length: 2_500 }, () => ({
      tokenHash: randomUUID(),
      userId: user.id,
      createdAt: long,
      lastSeenAt: long,
      expiresAt: new Date(long.getTime() + SESSION_ABSOLUTE_MS),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db()
        .insert(sessions)
        .values(rows.slice(i, i + 500));
    const live = await signedInHeaders(server, "customer");

    const [a, b, c] = await Promise.all([sweepExpired(db()), sweepExpired(db()), sweepExpired(db())]);
    expect((a?.sessions ?? 0) + (b?.sessions ?? 0) + (c?.sessions ?? 0)).toBe(2_500);
    const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
    expect((await send(server, "GET", "/api/auth/me", undefined, live)).status).toBe(200);
  });

  it("runs by itself on a timer, logging what it removed, until stopped", async () => {
    const stale = await signedInHeaders(server, "customer");
    const staleRow = await sessionOf(stale);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, staleRow.id));
    const lines: Record<string, unknown>[] = [];
    const housekeeping = startHousekeeping({
      db: db(),
      logger: createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
      intervalMs: 50,
      firstAfterMs: 0,
    });
    try {
      await expect
        .poll(
          async () =>
            (
              await db()
                .select()
                .from(sessions)
                .where(inArray(sessions.id, [staleRow.id]))
            ).length,
          {
            timeout: 10_000,
          },
        )
        .toBe(0);
    } finally {
      await housekeeping.stop();
    }
    expect(lines).toContainEqual(expect.objectContaining({ msg: "expired rows removed", sessions: 1 }));
    // Stopped: a session expiring now stays until the next process's sweep.
    const later = await signedInHeaders(server, "customer");
    const laterRow = await sessionOf(later);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, laterRow.id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sessionIds()).toContain(laterRow.id);
  });
});
