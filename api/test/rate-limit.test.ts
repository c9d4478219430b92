import { type DatabaseHandle, rateLimitWindows } from "@store/db";
import { createTestDatabase, testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseRateLimiter } from "../src/http/database-rate-limit";

const MINUTE_MS = 60_000;

describe(`the rate limiter in the database (${testDatabaseEngine})`, () => {
  let database: DatabaseHandle;
  let now: number;
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    now = Date.parse("2026-11-23T12:00:00Z");
    await database.db.delete(rateLimitWindows);
  });

  it("allows `limit` hits in a window, then refuses until the window ends, with the seconds left", async () => {
    const limiter = databaseRateLimiter(database.db, { now: clock });
    for (let i = 1; i <= 3; i += 1) {
      expect(await limiter.hit("contact:203.0.113.7", 3, 10 * MINUTE_MS)).toEqual({
        allowed: true,
        retryAfterSeconds: 600,
      });
    }
    now += 4 * MINUTE_MS + 500;
    expect(await limiter.hit("contact:203.0.113.7", 3, 10 * MINUTE_MS)).toEqual({
      allowed: false,
      retryAfterSeconds: 360,
    });
    // Another client has its own count.
    expect((await limiter.hit("contact:198.51.100.1", 3, 10 * MINUTE_MS)).allowed).toBe(true);

    now += 6 * MINUTE_MS;
    expect(await limiter.hit("contact:203.0.113.7", 3, 10 * MINUTE_MS), "a new window").toEqual({
      allowed: true,
      retryAfterSeconds: 600,
    });
    const [row] = await database.db
      .select()
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, "contact:203.0.113.7"));
    expect(row?.count).toBe(1);
  });

  it("tells whether a key is blocked without counting, and forgets it on reset", async () => {
    const limiter = databaseRateLimiter(database.db, { now: clock });
    expect(await limiter.isBlocked("login-account:pat@example.com", 2)).toEqual({
      blocked: false,
      retryAfterSeconds: 0,
    });
    await limiter.hit("login-account:pat@example.com", 2, 15 * MINUTE_MS);
    for (let i = 0; i < 5; i += 1) {
      expect((await limiter.isBlocked("login-account:pat@example.com", 2)).blocked).toBe(false);
    }
    await limiter.hit("login-account:pat@example.com", 2, 15 * MINUTE_MS);
    now += MINUTE_MS;
    expect(await limiter.isBlocked("login-account:pat@example.com", 2)).toEqual({
      blocked: true,
      retryAfterSeconds: 840,
    });

    await limiter.reset("login-account:pat@example.com");
    expect((await limiter.isBlocked("login-account:pat@example.com", 2)).blocked).toBe(false);

    await limiter.hit("login-account:pat@example.com", 1, 15 * MINUTE_MS);
    now += 15 * MINUTE_MS;
    expect((await limiter.isBlocked("login-account:pat@example.com", 1)).blocked, "window over").toBe(false);
  });

  it("counts together for every limiter on the same database, as two processes would", async () => {
    const a = databaseRateLimiter(database.db, { now: clock });
    const b = databaseRateLimiter(database.db, { now: clock });
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await (i % 2 ? b : a).hit("contact:x", 4, MINUTE_MS)).allowed);
    expect(answers).toEqual([true, true, true, true, false, false]);
  });

  it("loses no hit when many arrive at once", async () => {
    const limiter = databaseRateLimiter(database.db, { now: clock });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => limiter.hit("artwork:burst", 25, MINUTE_MS)),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(25);
    const [row] = await database.db.select().from(rateLimitWindows);
    expect(row?.count).toBe(40);
  });

  it("uses the database's clock when given none", async () => {
    const limiter = databaseRateLimiter(database.db);
    expect(await limiter.hit("contact:db-clock", 1, 90_000)).toEqual({
      allowed: true,
      retryAfterSeconds: 90,
    });
    const second = await limiter.hit("contact:db-clock", 1, 90_000);
    expect(second.allowed).toBe(false);
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(89);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(90);
    expect((await limiter.isBlocked("contact:db-clock", 1)).blocked).toBe(true);
  });

  it("sweeps windows that have passed now and then, so old clients do not pile up", async () => {
    const limiter = databaseRateLimiter(database.db, { now: clock });
    await limiter.hit("contact:long-gone", 30, MINUTE_MS);
    now += 2 * MINUTE_MS;
    for (let i = 0; i < 500; i += 1) await limiter.hit("contact:busy", 1000, MINUTE_MS);
    let keys: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      keys = (await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map(
        (r) => r.key,
      );
      if (keys.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(keys).toEqual(["contact:busy"]);
  });
});
