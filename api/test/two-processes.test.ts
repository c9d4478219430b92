import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type DatabaseHandle, rateLimitWindows } from "@store/db";
import { createTestDatabase } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "./s3-server";
import { type ServerProcess, spawnServer } from "./spawn-server";

// Two server processes on one PostgreSQL database and one S3 bucket behave as one store: a session
// started on one is known to the other, limits count requests to both, and a file uploaded through
// one is served by the other. (PGlite is one process only: these need TEST_DATABASE_URL.)

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN = { email: "owner@example.com", password: "long-enough-password" };

describe.runIf(onPostgres)("two server processes, one store (postgres)", () => {
  let database: DatabaseHandle & { url?: string };
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  /** A request from one client address (TRUST_PROXY is on), as a same-origin browser sends it. */
  const call = (server: ServerProcess, route: string, client: string, init: RequestInit = {}) =>
    fetch(`${server.url}${route}`, {
      ...init,
      headers: {
        "x-forwarded-for": client,
        origin: server.url,
        ...(init.body && typeof init.body === "string" && { "content-type": "application/json" }),
        ...(init.headers as Record<string, string>),
      },
    });
  const login = (server: ServerProcess, client: string, password: string) =>
    call(server, "/api/auth/login", client, {
      method: "POST",
      body: JSON.stringify({ email: ADMIN.email, password }),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3Server();
    const start = async (extra: Record<string, string>) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-two-"));
      dataDirs.push(dataDir);
      return spawnServer({
        DATABASE_URL: database.url ?? "",
        DATA_DIR: dataDir,
        SEED: "false",
        TRUST_PROXY: "true",
        // The SDK's notice about Node 20 support next year, on stderr; not this test's business.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        ...s3.env,
        ...extra,
      });
    };
    // One after the other: the first ensures the admin account, as one deploy step would.
    a = await start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    b = await start({});
  }, 60_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    expect(codes).toEqual([0, 0]);
    await s3?.stop();
    await database?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    dataDirs = [];
  });

  it("knows a session started on A on B, and ends it on A when signed out on B", async () => {
    const signedIn = await login(a, "198.51.100.1", ADMIN.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(cookie).toMatch(/=.+/);

    const meOnB = await call(b, "/api/auth/me", "198.51.100.1", { headers: { cookie } });
    expect(meOnB.status).toBe(200);
    expect(await meOnB.json()).toMatchObject({ user: { email: ADMIN.email, role: "owner" } });

    const out = await call(b, "/api/auth/logout", "198.51.100.1", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    for (const server of [a, b]) {
      const me = await call(server, "/api/auth/me", "198.51.100.1", { headers: { cookie } });
      expect(me.status, server.url).toBe(401);
    }
  });

  it("counts failed sign-ins to A and B together: the account is throttled after 5, on both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(i % 2 ? b : a, "198.51.100.2", `wrong-password-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (const server of [a, b]) {
      const refused = await login(server, "198.51.100.3", ADMIN.password);
      expect(refused.status, "even the right password, from anywhere").toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(await refused.json()).toEqual({
        error: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
      });
    }
    // The window is the database's: end it there, and the right password works again on either.
    await database.db.delete(rateLimitWindows);
    expect((await login(b, "198.51.100.3", ADMIN.password)).status).toBe(200);
  });

  it("shares the contact form's limit (30 an hour per address) between A and B", async () => {
    const send = (server: ServerProcess, client: string, i: number) =>
      call(server, "/api/contact-submissions", client, {
        method: "POST",
        body: JSON.stringify({ name: "Pat Doe", email: `pat${i}@example.com`, message: `Message ${i}` }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await send(i % 2 ? b : a, "203.0.113.9", i)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    for (const server of [a, b]) {
      const limited = await send(server, "203.0.113.9", 99);
      expect(limited.status, server.url).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    }
    expect((await send(b, "203.0.113.10", 100)).status, "another address has its own count").toBe(201);
  });

  it("serves an image uploaded through A from B, and an artwork file sent to B from A", async () => {
    const signedIn = await login(a, "198.51.100.4", ADMIN.password);
    const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const imageForm = new FormData();
    imageForm.append("image", new Blob([png], { type: "image/png" }), "crest.png");
    const uploaded = await call(a, "/api/upload-image", "198.51.100.4", {
      method: "POST",
      body: imageForm,
      headers: { cookie },
    });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(png)).toBe(true);

    const artwork = new FormData();
    for (const [key, value] of Object.entries({
      name: "Casey Coach",
      email: "casey@example.com",
      team_name: "Clanton Tigers",
      products_interested: "Jerseys",
      artwork_details: "Use the attached logo.",
    }))
      artwork.append(key, value);
    artwork.append("files", new Blob([png], { type: "image/png" }), "logo.png");
    const sent = await call(b, "/api/custom-artwork-submissions", "198.51.100.5", {
      method: "POST",
      body: artwork,
    });
    expect(sent.status).toBe(201);
    const artworkUrl = ((await sent.json()) as { data: { uploaded_design_url: string } }).data
      .uploaded_design_url;
    const fromA = await fetch(`${a.url}${artworkUrl}`);
    expect(fromA.status).toBe(200);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(png)).toBe(true);

    // Nothing went to either process's own folder: the bucket holds the files.
    for (const dir of dataDirs) {
      expect(await readdir(path.join(dir, "uploads"), { recursive: true })).toEqual([]);
    }
  });
});
