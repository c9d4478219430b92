import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type DatabaseHandle, type UserRole, users } from "@store/db";
import { createTestDatabase } from "@store/db/testing";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/passwords";
import type { Documented } from "../src/domains/define";
import { databaseRateLimiter } from "../src/http/database-rate-limit";
import type { Lifecycle } from "../src/http/lifecycle";
import type { LiveTraffic } from "../src/http/live-traffic";
import type { RateLimiter } from "../src/http/rate-limit";
import { createLogger } from "../src/logger";
import type { PaymentProviders } from "../src/payments/providers";
import { localStorage } from "../src/storage/local";
import type { FileStorage } from "../src/storage/storage";

export interface TestServer {
  url: string;
  /** The app itself, for requests made in-process (as the server's own warm-up makes them). */
  app: { fetch(request: Request, env?: unknown): Response | Promise<Response> };
  database: DatabaseHandle;
  uploadsDir: string;
  webDistDir: string;
  /** Log lines the app wrote, parsed (only kept with `keepLogs`). */
  logs: Record<string, unknown>[];
  /** Calls `listener` with each connection the server accepts (to count what it read from it). */
  onConnection(listener: (socket: Socket) => void): void;
  /**
   * Moves the test's clock forward, e.g. past a rate limit's window so each test starts fresh. The
   * same clock is the store's (`ctx.now`): team stores open and close by it. It stands still otherwise.
   */
  advanceClock(ms: number): void;
  /** Sets the test's clock to a moment (around a close, across a daylight-saving change). */
  setClock(moment: Date): void;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Believe X-Forwarded-For, so tests can stand for several clients. */
  trustProxy?: boolean;
  /** Files somewhere else than the test's uploads folder (e.g. an S3 bucket). */
  storage?: FileStorage;
  /** Wraps the real file storage, e.g. to inject a failure. */
  wrapStorage?: (real: FileStorage) => FileStorage;
  keepLogs?: boolean;
  /** The least level kept with `keepLogs` (default info, as in production). */
  logLevel?: "debug" | "info";
  /** Where the store's e-mails go and the site address in their links. */
  mail?: { storeEmail: string; publicUrl: string; statusEmailDelayMs?: number };
  /** Declarations served beside the store's own (an endpoint only the test has). */
  extraOperations?: readonly Documented[];
  /** Live payment providers (a Stripe adapter pointed at the stand-in); none by default. */
  payments?: PaymentProviders;
  /** Wraps the real rate limiter, e.g. to lower every limit so a test reaches it in a few calls. */
  wrapLimiter?: (real: RateLimiter) => RateLimiter;
  /** The process's life (warming, stopping) and its visitors' requests, as the server passes them. */
  lifecycle?: Lifecycle;
  traffic?: LiveTraffic;
  /** How long a request may wait on the database (TEST_DATABASE_DEADLINE_MS by default). */
  databaseDeadlineMs?: number;
}

/**
 * The database deadline of a test server: longer than production's 5 s. CI runs the PostgreSQL pass
 * at a low priority beside the browser suite, where one quote made into an order waited over 5 s on
 * the database and was answered 503. The 5 s deadline itself is tested on a spawned server
 * (database-deadline.test.ts); here it would only make a slow machine fail unrelated tests.
 */
const TEST_DATABASE_DEADLINE_MS = 60_000;

/**
 * The real app on a real port, over a fresh migrated database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), with its own folders for uploads and the web build, and a rate
 * limiter on a clock the test can move.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const root = await mkdtemp(path.join(os.tmpdir(), "store-api-test-"));
  const uploadsDir = path.join(root, "uploads");
  const webDistDir = path.join(root, "web");
  await mkdir(uploadsDir, { recursive: true });
  await mkdir(webDistDir, { recursive: true });
  let now = Date.now();
  const logs: Record<string, unknown>[] = [];
  const wrap = options.wrapStorage ?? ((real: FileStorage) => real);
  const app = createApp({
    databaseDeadlineMs: options.databaseDeadlineMs ?? TEST_DATABASE_DEADLINE_MS,
    db: database.db,
    logger: options.keepLogs
      ? createLogger(options.logLevel ?? "info", (line) =>
          logs.push(JSON.parse(line) as Record<string, unknown>),
        )
      : createLogger("silent"),
    config: {
      uploadsDir,
      webDistDir,
      trustProxy: options.trustProxy ?? false,
      ...(options.mail && {
        mail: {
          storeEmail: options.mail.storeEmail,
          ...(options.mail.statusEmailDelayMs !== undefined && {
            statusEmailDelayMs: options.mail.statusEmailDelayMs,
          }),
        },
        publicUrl: options.mail.publicUrl,
      }),
    },
    storage: wrap(options.storage ?? localStorage(uploadsDir)),
    limiter: (options.wrapLimiter ?? ((real: RateLimiter) => real))(
      databaseRateLimiter(database.db, { now: () => now }),
    ),
    clock: () => new Date(now),
    changes: database,
    ...(options.extraOperations && { extraOperations: options.extraOperations }),
    ...(options.payments && { payments: options.payments }),
    ...(options.lifecycle && { lifecycle: options.lifecycle }),
    ...(options.traffic && { traffic: options.traffic }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    uploadsDir,
    webDistDir,
    logs,
    onConnection(listener) {
      server.on("connection", listener);
    },
    advanceClock(ms: number) {
      now += ms;
    },
    setClock(moment: Date) {
      now = moment.getTime();
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

let userCounter = 0;

/**
 * Signs in a new user of the given role through the real login endpoint and returns the headers
 * a same-origin browser would send with its session cookie.
 */
export async function signedInHeaders(
  server: TestServer,
  /** "admin": the owner, who may do everything (as every admin could before roles). */
  role: "admin" | UserRole,
): Promise<Record<string, string>> {
  userCounter += 1;
  const email = `${role}${userCounter}-${Date.now()}@example.com`;
  const password = "correct-horse-battery";
  const stored: UserRole = role === "admin" ? "owner" : role;
  await server.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), role: stored });
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

/**
 * Zeroes the embedded database's write-ahead log in place, as when another process's log overwrote
 * it: PostgreSQL can no longer find its last checkpoint, so the folder cannot be opened.
 */
export async function damageWriteAheadLog(pgliteDir: string): Promise<void> {
  const wal = path.join(pgliteDir, "pg_wal");
  for (const name of await readdir(wal)) {
    if (!/^[0-9A-F]{24}$/.test(name)) continue;
    await writeFile(path.join(wal, name), Buffer.alloc((await stat(path.join(wal, name))).size));
  }
}
