import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createTestDatabase } from "@store/db/testing";
import { createApp } from "../src/app";
import { RateLimiter } from "../src/http/rate-limit";
import { createLogger } from "../src/logger";
import { localStorage } from "../src/storage/local";
import type { FileStorage } from "../src/storage/storage";
import type { TestServer } from "./helpers";

export interface SubmissionServer extends TestServer {
  /** Moves the rate limiter's clock forward, e.g. past a window so each test starts fresh. */
  advanceClock(ms: number): void;
  /** Log lines the app wrote, parsed. */
  logs: Record<string, unknown>[];
}

/**
 * Like startTestServer, with what the submission tests need on top: a rate limiter on a clock the
 * test moves, a trusted proxy (so X-Forwarded-For can stand for distinct clients) and an optional
 * wrapper around the real file storage to inject failures.
 */
export async function startSubmissionServer(
  wrapStorage: (real: FileStorage) => FileStorage = (real) => real,
): Promise<SubmissionServer> {
  const database = await createTestDatabase();
  const root = await mkdtemp(path.join(os.tmpdir(), "store-submissions-test-"));
  const uploadsDir = path.join(root, "uploads");
  const webDistDir = path.join(root, "web");
  await mkdir(uploadsDir, { recursive: true });
  await mkdir(webDistDir, { recursive: true });
  let now = Date.now();
  const logs: Record<string, unknown>[] = [];
  const app = createApp({
    db: database.db,
    logger: createLogger("info", (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
    config: { uploadsDir, webDistDir, trustProxy: true },
    storage: wrapStorage(localStorage(uploadsDir)),
    limiter: new RateLimiter(() => now),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    uploadsDir,
    webDistDir,
    logs,
    advanceClock(ms: number) {
      now += ms;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Every file under the uploads folder, as paths relative to it (sorted). */
export async function storedFiles(server: TestServer): Promise<string[]> {
  const entries = await readdir(server.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(server.uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
