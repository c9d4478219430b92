import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { DatabaseHandle } from "@store/db";
import { createTestDatabase } from "@store/db/testing";
import { createApp } from "../src/app";
import { createLogger } from "../src/logger";

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  uploadsDir: string;
  webDistDir: string;
  stop(): Promise<void>;
}

/**
 * The real app on a real port, over a fresh migrated database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), with its own folders for uploads and the web build.
 */
export async function startTestServer(): Promise<TestServer> {
  const database = await createTestDatabase();
  const root = await mkdtemp(path.join(os.tmpdir(), "store-api-test-"));
  const uploadsDir = path.join(root, "uploads");
  const webDistDir = path.join(root, "web");
  await mkdir(uploadsDir, { recursive: true });
  await mkdir(webDistDir, { recursive: true });
  const app = createApp({
    db: database.db,
    logger: createLogger("silent"),
    config: { uploadsDir, webDistDir },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    uploadsDir,
    webDistDir,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
