import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { testDatabaseEngine } from "@store/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { createLogger } from "../src/logger";
import { startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

describe(`HTTP surface (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await mkdir(path.join(server.webDistDir, "assets"), { recursive: true });
    await writeFile(
      path.join(server.webDistDir, "index.html"),
      "<!doctype html><div id=root>app shell</div>",
    );
    await writeFile(path.join(server.webDistDir, "assets", "main-abc123.js"), "console.log(1)");
    const pages = ["/", "/shop", "/stock-designs/design-3", "/team-packages/soccer"].map((p) => ({
      path: p,
      title: p,
      description: p,
    }));
    await writeFile(
      path.join(server.webDistDir, "pages.json"),
      JSON.stringify({ kinds: PAGE_KINDS, pages, notFound: { title: "Page not found", description: "" } }),
    );
    await mkdir(path.join(server.uploadsDir, "artwork"), { recursive: true });
    await writeFile(
      path.join(server.uploadsDir, "artwork", "logo.png"),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
  });
  afterAll(() => server?.stop());

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`, { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "There is no API endpoint at POST /api/no-such-thing." });
  });

  it("answers a known API path asked with another method 405, naming the methods it answers", async () => {
    const cases: [method: string, path: string, allow: string][] = [
      ["PATCH", "/api/products", "GET, HEAD, POST"],
      ["POST", "/api/products/3f0c0c5e-0000-4000-8000-000000000000", "GET, HEAD, PUT, DELETE"],
      ["DELETE", "/api/health/live", "GET, HEAD"],
      ["GET", "/api/checkout", "POST"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toEqual({ error: `${path} does not answer ${method}; it answers ${allow}.` });
    }
    expect((await fetch(`${server.url}/api/health/live`, { method: "HEAD" })).status).toBe(200);
  });

  it("serves the app shell for every store route so deep links work", async () => {
    for (const route of ["/", "/shop", "/stock-designs/design-3", "/team-packages/soccer", "/admin/login"]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<div id="root"></div>');
    }
  });

  it("serves hashed assets with a long cache and answers a missing file with 404", async () => {
    const asset = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it("serves uploaded files from the uploads folder, inert and unsniffed", async () => {
    const res = await fetch(`${server.url}/uploads/artwork/logo.png`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("refuses to read outside the uploads folder", async () => {
    await writeFile(path.join(server.uploadsDir, "..", "secret.txt"), "do not serve");
    for (const attempt of [
      "/uploads/../secret.txt",
      "/uploads/..%2fsecret.txt",
      "/uploads/%2e%2e/secret.txt",
    ]) {
      const res = await fetch(`${server.url}${attempt}`);
      expect(await res.text(), attempt).not.toContain("do not serve");
    }
  });

  it("sends security headers on every response", async () => {
    for (const route of ["/", "/api/products", "/api/nope"]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.headers.get("x-content-type-options"), route).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), route).toBe("strict-origin-when-cross-origin");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, route).toContain("object-src 'none'");
      expect(csp, route).toContain("frame-ancestors 'none'");
    }
  });

  it("sends HSTS only when the site is served over HTTPS", async () => {
    expect((await fetch(`${server.url}/`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("reports readiness (database answering, every migration applied) and liveness", async () => {
    for (const path of ["/api/health", "/api/health/ready"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: "ok", migrations: expect.any(Number) });
    }
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
  });

  it("is not ready while a migration of this build is missing, but stays live", async () => {
    const db = server.database.db;
    const [last] = (await db
      .execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as {
      id: number;
      hash: string;
      created_at: string;
    }[];
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: string }).error).toMatch(
        /^The database has \d+ of \d+ migrations applied\.$/,
      );
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});

describe("before the web app is built", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await rm(server.webDistDir, { recursive: true, force: true });
  });
  afterAll(() => server?.stop());

  it("explains how to build it instead of failing", async () => {
    const app = createApp({
      db: server.database.db,
      logger: createLogger("silent"),
      config: { uploadsDir: server.uploadsDir, webDistDir: server.webDistDir },
    });
    const page = await app.request("/shop");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("npm start");
    expect((await app.request("/assets/app.js")).status).toBe(404);
    expect((await app.request("/api/health")).status).toBe(200);
  });
});
