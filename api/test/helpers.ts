import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type DatabaseHandle, users } from "@store/db";
import { createTestDatabase } from "@store/db/testing";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/passwords";
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

let userCounter = 0;

/**
 * Signs in a new user of the given role through the real login endpoint and returns the headers
 * a same-origin browser would send with its session cookie.
 */
export async function signedInHeaders(
  server: TestServer,
  role: "admin" | "customer",
): Promise<Record<string, string>> {
  userCounter += 1;
  const email = `${role}${userCounter}-${Date.now()}@example.com`;
  const password = "correct-horse-battery";
  await server.database.db.insert(users).values({ email, passwordHash: await hashPassword(password), role });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { cookie, origin: server.url };
}

/** JSON request helper: `send(server, "POST", "/api/x", body, headers)` → { status, body, headers }. */
export async function send(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: res.status, body: parsed, headers: res.headers };
}
