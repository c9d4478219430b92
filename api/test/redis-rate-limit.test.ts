import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis, redisRateLimiter } from "../src/http/redis-rate-limit";
import { createLogger } from "../src/logger";

// Rate limits in Redis (REDIS_URL) on a real Redis server: TEST_REDIS_URL names one, e.g.
// `redis-server --port 6391` and TEST_REDIS_URL=redis://127.0.0.1:6391.

const redisUrl = process.env.TEST_REDIS_URL;
const silent = createLogger("silent");

describe.runIf(redisUrl)("the rate limiter in Redis", () => {
  let first: Redis;
  let second: Redis;
  // Fresh keys per run: the server may be shared with other runs.
  const run = randomUUID();
  const key = (name: string) => `${name}:${run}`;
  beforeAll(async () => {
    first = await connectRedis(redisUrl ?? "", silent);
    second = await connectRedis(redisUrl ?? "", silent);
  });
  afterAll(async () => {
    await first?.quit();
    await second?.quit();
  });

  it("allows `limit` hits in a window, refuses the next with the seconds left, and starts again after", async () => {
    const limiter = redisRateLimiter(first, silent);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.hit(key("contact"), 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    }
    const refused = await limiter.hit(key("contact"), 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);

    expect((await limiter.hit(key("short"), 1, 300)).allowed).toBe(true);
    expect((await limiter.hit(key("short"), 1, 300)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.hit(key("short"), 1, 300)).allowed, "a new window").toBe(true);
  });

  it("tells whether a key is blocked without counting, and forgets it on reset", async () => {
    const limiter = redisRateLimiter(first, silent);
    const account = key("login-account");
    expect(await limiter.isBlocked(account, 2)).toEqual({ blocked: false, retryAfterSeconds: 0 });
    await limiter.hit(account, 2, 15 * 60_000);
    for (let i = 0; i < 3; i += 1) expect((await limiter.isBlocked(account, 2)).blocked).toBe(false);
    await limiter.hit(account, 2, 15 * 60_000);
    expect(await limiter.isBlocked(account, 2)).toEqual({ blocked: true, retryAfterSeconds: 900 });
    await limiter.reset(account);
    expect((await limiter.isBlocked(account, 2)).blocked).toBe(false);
  });

  it("counts together over two connections, as two processes would", async () => {
    const a = redisRateLimiter(first, silent);
    const b = redisRateLimiter(second, silent);
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await (i % 2 ? b : a).hit(key("shared"), 4, 60_000)).allowed);
    expect(answers).toEqual([true, true, true, true, false, false]);
    const burst = await Promise.all(Array.from({ length: 30 }, () => b.hit(key("burst"), 20, 60_000)));
    expect(burst.filter((r) => r.allowed)).toHaveLength(20);
  });
});

describe("the rate limiter in Redis, with Redis away", () => {
  it("lets requests through at once and says so in the log, rather than failing them", async () => {
    // A port nobody listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("warn", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const redis = await connectRedis(`redis://127.0.0.1:${port}`, logger);
    try {
      const limiter = redisRateLimiter(redis, logger);
      const started = Date.now();
      expect((await limiter.hit("contact:away", 1, 60_000)).allowed).toBe(true);
      expect((await limiter.hit("contact:away", 1, 60_000)).allowed).toBe(true);
      expect((await limiter.isBlocked("contact:away", 1)).blocked).toBe(false);
      await limiter.reset("contact:away");
      expect(Date.now() - started).toBeLessThan(1000);
      const warnings = lines.filter((l) => l.msg === "rate limits not applied: Redis unavailable");
      expect(warnings, "logged once, not per request").toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
