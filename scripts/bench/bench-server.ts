import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Database } from "@store/db";
import { createApp } from "../../api/src/app";
import { ensureAdmin } from "../../api/src/domains/auth/users";
import { createLogger } from "../../api/src/logger";
import { openDatabase } from "../../db/src/client";

/**
 * A store of its own for one bench run alone: a fresh embedded database and the app on a free
 * port. `run` gets the address and the database; everything is removed after, whatever happens.
 */
export async function withBenchServer(
  name: string,
  run: (base: string, db: Database) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `store-bench-${name}-`));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  const app = createApp({
    db: database.db,
    logger: createLogger("silent"),
    config: { uploadsDir: path.join(dataDir, "uploads"), webDistDir: path.join(dataDir, "web") },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, database.db);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Signs in as a bench admin (`<who>@example.com`, made if missing) and answers the session cookie. */
export async function signInBenchAdmin(base: string, db: Database, who: string): Promise<string> {
  const email = `${who}@example.com`;
  const password = `${who}-password`;
  await ensureAdmin(db, email, password);
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`bench admin could not sign in: ${res.status}`);
  return cookie;
}
