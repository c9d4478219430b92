import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { markCleanShutdown } from "./clean-shutdown-mark";
import { lockDataFolder } from "./data-folder-lock";
import { openDataFolder } from "./open-data-folder";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one Drizzle type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Embedded only: how long checking the folder took because its last run did not close it cleanly. */
  folderCheckMs?: number;
  /**
   * Calls `onNotify` with each payload sent to `channel` (NOTIFY, delivered on commit), and
   * `onListening` each time listening (re)starts: notifications sent while a PostgreSQL connection
   * was being re-established are lost, so a caller checks what it missed there. Resolves to a stop.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export type DatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | {
      kind: "pglite";
      dataDir: string;
      /** How long checking a folder that was not closed cleanly may take (default 30 s). */
      checkTimeoutMs?: number;
    }
  | {
      kind: "memory";
      /** A data folder dumped by PGlite's dumpDataDir to start from, instead of a fresh initdb. */
      from?: Blob;
    };

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Seconds to wait for a connection to PostgreSQL before a request gives up. */
export const POSTGRES_CONNECT_TIMEOUT_S = 3;
/**
 * Seconds before a closed connection is opened again, after `failures` failed attempts in a row:
 * 50 ms doubling up to half a second. postgres.js's own backoff grows to 10-20 s after seven
 * failures, and a query given to a closed connection waits all of it before trying: after a restart
 * requests hung 12-20 s though PostgreSQL was back within a second. The driver only reconnects
 * for a query that needs a connection, so a short delay costs a down server little.
 */
export const postgresReconnectDelayS = (failures: number) => Math.min(0.05 * 2 ** failures, 0.5);
/** No statement of a web request needs longer; a stuck one is cancelled (and reported as a 503). */
const POSTGRES_STATEMENT_TIMEOUT_MS = 15_000;
/** A transaction left open by a crashed request does not hold its locks for long. */
const POSTGRES_IDLE_IN_TRANSACTION_MS = 30_000;

// Any fixed number works; it only has to be the same in every process migrating one database.
const MIGRATION_LOCK_ID = 724_113;

/** Opens PostgreSQL (postgres.js) or embedded PGlite (a folder, or memory) behind one Drizzle type. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // Bounded waits: while the database is away a request fails within seconds (a 503 the
      // client can retry) instead of hanging in the driver's reconnect backoff.
      connect_timeout: POSTGRES_CONNECT_TIMEOUT_S,
      backoff: postgresReconnectDelayS,
      connection: {
        application_name: "clanton-store",
        statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout: POSTGRES_IDLE_IN_TRANSACTION_MS,
      },
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      async migrate() {
        // Several app processes may start together; only one may migrate at a time.
        // One connection, so the session-level lock covers every statement of the migration.
        const single = postgres(options.url, { max: 1, onnotice: () => {} });
        try {
          await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
          await migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder });
        } finally {
          await single.end({ timeout: 5 });
        }
      },
      async listen(channel, onNotify, onListening) {
        // postgres.js listens on a connection of its own and listens again after it reconnects.
        const { unlisten } = await client.listen(channel, onNotify, onListening);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  let client: PGlite;
  let folderCheckMs: number | undefined;
  let closed = () => {};
  let release = () => {};
  if (options.kind === "pglite") {
    const { dataDir } = options;
    await mkdir(dataDir, { recursive: true });
    // One process per folder: a second one would silently lose the first one's writes.
    release = lockDataFolder(dataDir);
    try {
      ({ client, checkMs: folderCheckMs } = await openDataFolder(dataDir, options.checkTimeoutMs));
    } catch (error) {
      release();
      throw error;
    }
    closed = () => markCleanShutdown(dataDir);
  } else {
    client = await PGlite.create(options.from ? { loadDataDir: options.from } : {});
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ...(folderCheckMs === undefined ? {} : { folderCheckMs }),
    async listen(channel, onNotify, onListening) {
      // One process, one connection: nothing to reconnect, so listening starts once.
      const unlisten = await client.listen(channel, onNotify);
      onListening?.();
      return () => unlisten();
    },
    close: async () => {
      try {
        await client.close();
        // Only a close that finished counts: the next start may then skip checking the folder.
        closed();
      } finally {
        release();
      }
    },
  };
}

/** Answers true when the database can run a query. */
/** How many migrations this build ships (its journal), and how many the database has applied. */
export async function migrationState(db: Database): Promise<{ shipped: number; applied: number }> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  let applied = 0;
  try {
    const rows = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const first = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as
      | { n: number }
      | undefined;
    applied = Number(first?.n ?? 0);
  } catch (error) {
    // No migrations table yet: nothing applied. Any other failure (the database away) is not ours to hide.
    if (
      (error as { cause?: { code?: string }; code?: string }).cause?.code !== "42P01" &&
      (error as { code?: string }).code !== "42P01"
    ) {
      throw error;
    }
  }
  return { shipped: journal.entries.length, applied };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
