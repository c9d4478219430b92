import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { contactSubmissions, type DatabaseHandle, openDatabase } from "@store/db";
import { createTestDatabase } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { createLogger } from "../src/logger";

// Security promise 20: with the database away (unreachable, restarting) requests fail fast with a
// clean 503 JSON answer and Retry-After, the process stays up, and the next request after the
// database is back succeeds. Nothing is half-written.

async function appOn(db: DatabaseHandle) {
  const root = await mkdtemp(path.join(os.tmpdir(), "store-away-"));
  const app = createApp({
    db: db.db,
    logger: createLogger("silent"),
    config: { uploadsDir: path.join(root, "uploads"), webDistDir: path.join(root, "web") },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const contact = (url: string, email: string) =>
  fetch(`${url}/api/contact-submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Pat", email, message: "Hello" }),
  });

describe("a database that is away", () => {
  it("answers 503 with Retry-After within seconds, on REST and tRPC, and the process stays up", async () => {
    const port = await freePort();
    const db = await openDatabase({
      kind: "postgres",
      url: `postgres://store:store@127.0.0.1:${port}/store`,
    });
    const app = await appOn(db);
    try {
      const live = await fetch(`${app.url}/api/health/live`);
      expect(live.status).toBe(200);
      const ready = await fetch(`${app.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      for (const request of [
        () => fetch(`${app.url}/api/products`),
        () => fetch(`${app.url}/trpc/products.list`),
        () => contact(app.url, "away@example.com"),
      ]) {
        const started = Date.now();
        const res = await request();
        expect(Date.now() - started).toBeLessThan(4000);
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        const body = JSON.stringify(await res.json());
        expect(body).toContain(
          "The store cannot reach its database just now. Please try again in a few seconds.",
        );
        expect(body).not.toContain("ECONNREFUSED");
      }
    } finally {
      await app.stop();
      await db.close();
    }
  });

  // A restart needs a real server: a proxy in front of PostgreSQL drops every connection and
  // refuses new ones for a while, as a restarting server does.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "recovers within seconds of PostgreSQL coming back, with nothing half-written",
    async () => {
      const real = await createTestDatabase();
      const target = new URL(real.url ?? "");
      const proxy = tcpProxy(Number(target.port || 5432), target.hostname);
      const port = await proxy.start();
      const viaProxy = new URL(target);
      viaProxy.host = `127.0.0.1:${port}`;
      const db = await openDatabase({ kind: "postgres", url: viaProxy.toString(), maxConnections: 4 });
      const app = await appOn(db);
      const stored = async (email: string) =>
        (
          await real.db
            .select({ n: count() })
            .from(contactSubmissions)
            .where(eq(contactSubmissions.email, email))
        )[0]?.n;
      try {
        expect((await contact(app.url, "before@example.com")).status).toBe(201);

        await proxy.stop();
        const during = await contact(app.url, "during@example.com");
        expect(during.status).toBe(503);
        expect(during.headers.get("retry-after")).toBe("5");
        expect(await stored("during@example.com")).toBe(0);

        await proxy.start(port);
        const backAt = Date.now();
        let after = await contact(app.url, "after@example.com");
        while (after.status === 503 && Date.now() - backAt < 10_000) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          after = await contact(app.url, "after@example.com");
        }
        expect(after.status).toBe(201);
        expect(Date.now() - backAt).toBeLessThan(10_000);
        expect(await stored("after@example.com")).toBe(1);
        expect(await stored("before@example.com")).toBe(1);
      } finally {
        await app.stop();
        await db.close();
        await proxy.stop();
        await real.close();
      }
    },
    30_000,
  );
});

/** A TCP pass-through that can be stopped (dropping every connection) and started again. */
function tcpProxy(targetPort: number, targetHost: string) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    async start(port = 0): Promise<number> {
      const { connect } = await import("node:net");
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", () => resolve()));
      return (server.address() as AddressInfo).port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}
