import type { Database } from "@store/db";
import type { Config } from "../env";
import type { Logger } from "../logger";
import { databaseRateLimiter } from "./database-rate-limit";
import type { RateLimiter } from "./rate-limit";
import { connectRedis, redisRateLimiter } from "./redis-rate-limit";

/** Redis when REDIS_URL is set; otherwise the database's `rate_limit_windows` table. */
export async function rateLimiterFor(
  config: Pick<Config, "redisUrl">,
  db: Database,
  logger: Logger,
): Promise<{ limiter: RateLimiter; describe: string; close(): Promise<void> }> {
  if (!config.redisUrl) {
    return { limiter: databaseRateLimiter(db), describe: "the database", close: async () => {} };
  }
  const redis = await connectRedis(config.redisUrl, logger);
  const { host, port } = redis.options;
  return {
    limiter: redisRateLimiter(redis, logger),
    describe: `Redis ${host}:${port}`,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
