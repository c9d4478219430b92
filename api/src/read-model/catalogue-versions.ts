import type { Database, DatabaseHandle } from "@store/db";
import { sql } from "drizzle-orm";
import { rawRows } from "../common/raw-rows";
import { describeError } from "../errors/describe-error";
import type { Logger } from "../logger";
import type { CatalogueCache } from "./catalogue-cache";
import { TOPICS, type Topic } from "./topics";

/** The channel the catalogue_changed() trigger notifies (db/migrations/0005_catalogue_versions.sql). */
const CHANNEL = "catalogue_changed";
/** How stale another process's cache can get if a notification is lost (e.g. during a reconnect). */
export const VERSION_POLL_MS = 2000;

const isTopic = (value: string): value is Topic => (TOPICS as readonly string[]).includes(value);

/**
 * Keeps the cache in step with the database. The trigger bumps a topic's row in catalogue_versions
 * and notifies on commit; this process invalidates:
 * - after each of its own write requests, before the answer leaves (`afterWrite`): the writer's next
 *   read is fresh whatever the notification's timing;
 * - on each notification (writes by other processes, the seed, scripts);
 * - on PostgreSQL, every VERSION_POLL_MS and whenever listening (re)starts, by comparing versions,
 *   for notifications lost while the listening connection was down.
 */
export class CatalogueVersions {
  private known = new Map<Topic, string>();
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly cache: CatalogueCache,
    private readonly logger: Logger,
    private readonly changes?: Pick<DatabaseHandle, "driver" | "listen">,
  ) {}

  /** Starts listening (and polling on PostgreSQL) at the first public read; idempotent. */
  start(): void {
    if (this.started || !this.changes) return;
    this.started = true;
    const { changes } = this;
    changes
      .listen(
        CHANNEL,
        (topic) => this.cache.invalidate(isTopic(topic) ? [topic] : TOPICS),
        () => void this.sync(),
      )
      .catch((error: unknown) => {
        // Not listening: the poll below still bounds staleness; the next read tries again.
        this.started = false;
        this.logger.warn("catalogue listen failed", { error: describeError(error) });
      });
    if (changes.driver === "postgres" && !this.poll) {
      this.poll = setInterval(() => void this.sync(), VERSION_POLL_MS);
      this.poll.unref();
    }
  }

  private poll: ReturnType<typeof setInterval> | undefined;

  /** Compares the stored versions with the last ones seen and drops what changed; never throws. */
  async sync(): Promise<void> {
    try {
      const rows = await rawRows<{ topic: string; version: string }>(
        this.db,
        sql`select topic, version::text as version from catalogue_versions`,
      );
      const changed = rows.filter(
        (row): row is { topic: Topic; version: string } =>
          isTopic(row.topic) && this.known.get(row.topic) !== row.version,
      );
      if (changed.length > 0) this.cache.invalidate(changed.map((row) => row.topic));
      for (const row of changed) this.known.set(row.topic, row.version);
    } catch (error) {
      // Unsure what changed: forget everything rather than risk serving an old answer.
      this.known = new Map();
      this.cache.invalidate();
      // The database handle was closed (shutdown, a test's end): nothing left to watch.
      if (causeCode(error) === "CONNECTION_ENDED") return this.stop();
      this.logger.warn("catalogue version check failed", { error: describeError(error) });
    }
  }

  stop(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }
}

/** The driver's error code, on the error or on the one Drizzle wraps it in. */
function causeCode(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if ("code" in current && current.code) return current.code;
    current = "cause" in current ? current.cause : undefined;
  }
  return undefined;
}
