import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "./client";
import { migratedTemplate } from "./migrated-template";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL. close() drops what it created.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "memory", from: await migratedTemplate() });
    // Nothing to apply when the template is current; kept so a stale one can never hide a migration.
    await handle.migrate();
    return handle;
  }

  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    await dropTestDatabase(admin, name);
    await admin.end();
  };
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 4 });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await dropDatabase();
    throw error;
  }
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

/**
 * Drops a throw-away test database and every connection still on it. A connection still starting
 * up (a pool reconnecting as the test ends, a process being stopped) has no role yet, and
 * PostgreSQL refuses to end it for us ("must be a member of the role…"); a moment later it can.
 */
export async function dropTestDatabase(admin: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "42501" || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Which engine the tests run on, for test names and logs. */
export const testDatabaseEngine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
