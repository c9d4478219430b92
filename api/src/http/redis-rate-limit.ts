import { Redis } from "ioredis";
import type { Logger } from "../logger";
import type { RateLimiter } from "./rate-limit";

// One atomic step per hit: count, start the window on the first hit (Redis expires the key when it
// ends, so nothing needs sweeping), and answer the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

// The count and milliseconds left of a key, without counting; a missing key is 0 and -2.
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, -2} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

const KEY_PREFIX = "store:rate-limit:";
// While Redis is away every request would log; once in this long is enough to notice.
const QUIET_MS = 30_000;

/**
 * A Redis connection that fails at once instead of queueing commands while the server is away (so
 * a request never waits for it), connected before it is used; a Redis that is away at start is
 * logged and retried in the background.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    if (Date.now() - lastLogged < QUIET_MS) return;
    lastLogged = Date.now();
    logger.warn("Redis connection failed; retrying", { error: error.message });
  });
  await redis.connect().catch(() => undefined);
  return redis;
}

/**
 * Counters in Redis (REDIS_URL), shared by every process that uses it. Redis is an extra that only
 * counts: when it is away the store keeps serving (limits are not applied) and says so in the log,
 * rather than refusing forms and sign-ins that the database could handle.
 */
export function redisRateLimiter(redis: Redis, logger: Logger): RateLimiter {
  let lastLogged = 0;
  const unavailable = (error: unknown) => {
    if (Date.now() - lastLogged < QUIET_MS) return;
    lastLogged = Date.now();
    logger.warn("rate limits not applied: Redis unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
  };
  const secondsFrom = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async hit(key, limit, windowMs) {
      try {
        const [count, left] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)) as [
          number,
          number,
        ];
        return { allowed: count <= limit, retryAfterSeconds: secondsFrom(left) };
      } catch (error) {
        unavailable(error);
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },

    async isBlocked(key, limit) {
      try {
        const [count, left] = (await redis.eval(PEEK_SCRIPT, 1, KEY_PREFIX + key)) as [number, number];
        if (left < 0) return { blocked: false, retryAfterSeconds: 0 };
        return { blocked: count >= limit, retryAfterSeconds: secondsFrom(left) };
      } catch (error) {
        unavailable(error);
        return { blocked: false, retryAfterSeconds: 0 };
      }
    },

    async reset(key) {
      try {
        await redis.del(KEY_PREFIX + key);
      } catch (error) {
        unavailable(error);
      }
    },
  };
}
