import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataFolder } from "./data-folder-lock";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one Drizzle type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

// Any fixed number works; it only has to be the same in every process migrating one database.
const MIGRATION_LOCK_ID = 724_113;

/** Opens PostgreSQL (postgres.js) or embedded PGlite (a folder, or memory) behind one Drizzle type. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connection: { application_name: "clanton-store" },
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
      close: () => client.end({ timeout: 5 }),
    };
  }

  let client: PGlite;
  let release = () => {};
  if (options.kind === "pglite") {
    await mkdir(options.dataDir, { recursive: true });
    // One process per folder: a second one would silently lose the first one's writes.
    release = lockDataFolder(options.dataDir);
    try {
      client = await PGlite.create(options.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Answers true when the database can run a query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
