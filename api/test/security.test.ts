import { products } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/trpc/root";
import { accountHeaders } from "./account-helpers";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface ProcedureDef {
  _def: { type: "query" | "mutation" | "subscription"; meta?: { access?: string } };
}
// tRPC keeps a flat "path → procedure" map at run time; its declared type is the nested router shape.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

describe(`access control and cross-site requests (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
  });
  afterAll(() => server?.stop());

  it("declares who may call every procedure (deny by default)", () => {
    expect(procedures.length).toBeGreaterThan(5);
    for (const [path, procedure] of procedures) {
      expect(["public", "signedIn", "admin", "customer"], path).toContain(procedure._def.meta?.access);
    }
  });

  it("answers every admin procedure 401 for a visitor and 403 for a customer", async () => {
    const call = (path: string, type: string, headers: Record<string, string>) =>
      type === "query"
        ? send(server, "GET", `/trpc/${path}?input=${encodeURIComponent("{}")}`, undefined, headers)
        : send(server, "POST", `/trpc/${path}`, {}, { ...headers, origin: server.url });
    const adminOnly = procedures.filter(([, p]) => p._def.meta?.access === "admin");
    expect(adminOnly.length).toBeGreaterThan(8);
    for (const [path, procedure] of adminOnly) {
      expect((await call(path, procedure._def.type, {})).status, `${path} as visitor`).toBe(401);
      expect((await call(path, procedure._def.type, customer)).status, `${path} as customer`).toBe(403);
    }
    for (const [path, procedure] of procedures.filter(([, p]) => p._def.meta?.access === "signedIn")) {
      expect((await call(path, procedure._def.type, {})).status, `${path} as visitor`).toBe(401);
    }
  });

  it("keeps customer accounts and staff apart: neither session opens the other's procedures", async () => {
    const call = (path: string, type: string, headers: Record<string, string>) =>
      type === "query"
        ? send(server, "GET", `/trpc/${path}?input=${encodeURIComponent("{}")}`, undefined, headers)
        : send(server, "POST", `/trpc/${path}`, {}, { ...headers, origin: server.url });
    const account = await accountHeaders(server);
    const customerOnly = procedures.filter(([, p]) => p._def.meta?.access === "customer");
    expect(customerOnly.length).toBeGreaterThan(10);
    for (const [path, procedure] of customerOnly) {
      expect((await call(path, procedure._def.type, {})).status, `${path} as visitor`).toBe(401);
      expect((await call(path, procedure._def.type, admin)).status, `${path} as staff`).toBe(401);
    }
    for (const [path, procedure] of procedures.filter(([, p]) => p._def.meta?.access !== "public")) {
      if (procedure._def.meta?.access === "customer") continue;
      expect((await call(path, procedure._def.type, account)).status, `${path} as an account`).toBe(401);
    }
  });

  it("refuses a state change from another site even with an admin cookie, and changes nothing", async () => {
    const [before] = await server.database.db.select({ n: count() }).from(products);
    const body = { name: "Forged", price: 1, category: "accessories" };
    const attempts: Record<string, string>[] = [
      { ...admin, origin: "https://evil.example" },
      { ...admin, origin: "null" },
      { cookie: admin.cookie ?? "", "sec-fetch-site": "cross-site" },
      { cookie: admin.cookie ?? "" }, // a cookie but no Origin: not provably same-site
    ];
    for (const headers of attempts) {
      const res = await send(server, "POST", "/api/products", body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const form = await fetch(`${server.url}/api/products`, {
      method: "POST",
      headers: { cookie: admin.cookie ?? "", "content-type": "application/x-www-form-urlencoded" },
      body: "name=Forged&price=1&category=accessories",
    });
    expect(form.status).toBe(403);
    const [after] = await server.database.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(before?.n);
  });

  it("believes no forwarded host without TRUST_PROXY, and compares the Origin's scheme", async () => {
    const [before] = await server.database.db.select({ n: count() }).from(products);
    const body = { name: "Forged", price: 1, category: "accessories" };
    const attempts: Record<string, string>[] = [
      // The attacker's page names its own host as the forwarded one.
      { ...admin, origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      { ...admin, origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      // This host over another scheme is another origin.
      { ...admin, origin: server.url.replace("http:", "https:") },
    ];
    for (const headers of attempts) {
      const res = await send(server, "POST", "/api/products", body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const [after] = await server.database.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(before?.n);
    // The store's own page, same scheme and host, still writes (letter case and all).
    const own = await send(server, "POST", "/api/products", body, {
      ...admin,
      origin: server.url.toUpperCase(),
    });
    expect(own.status).toBe(201);
  });

  it("serves integrators that send no Origin and no cookie", async () => {
    const res = await send(server, "POST", "/api/auth/login", {
      email: "x@example.com",
      password: "whatever1",
    });
    expect(res.status).toBe(401);
  });

  it("never lets admin answers be cached, and sends no stack traces", async () => {
    const res = await send(server, "GET", "/api/orders", undefined, admin);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bad = await send(server, "POST", "/trpc/products.create", "{oops", {
      ...admin,
      "content-type": "application/json",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/stack|\.ts:\d+|node_modules/);
  });
  // Last: the server closes the connection after refusing a huge body, which the client pool notices late.
  it("bounds tRPC batches and request bodies", async () => {
    const paths = Array.from({ length: 21 }, () => "products.list").join(",");
    const batch = await send(server, "GET", `/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`);
    expect(batch.status).toBe(400);
    const big = await send(server, "POST", "/api/auth/login", {
      email: "a@example.com",
      password: "x".repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: "The request body is too large: send at most 1 MB of JSON." });
  });
});

describe(`the same-origin rule behind a trusted proxy (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("takes the site's scheme and host from the proxy's headers and refuses any other", async () => {
    const body = { name: "Proxied", price: 2, category: "accessories" };
    const proxy = { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" };
    const ok = await send(server, "POST", "/api/products", body, {
      ...admin,
      ...proxy,
      origin: "https://shop.example",
    });
    expect(ok.status).toBe(201);
    for (const origin of ["http://shop.example", "https://evil.example", server.url]) {
      const res = await send(server, "POST", "/api/products", body, { ...admin, ...proxy, origin });
      expect(res.status, origin).toBe(403);
    }
  });
});
