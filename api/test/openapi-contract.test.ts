import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { openDatabase, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/passwords";
import type { RateLimiter } from "../src/http/rate-limit";
import { createLogger } from "../src/logger";
import type { FileStorage } from "../src/storage/storage";
import { accountHeaders } from "./account-helpers";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

// The document against the server: every answer the server gives in these calls must be one the
// document lists for that operation, with the headers it promises (Retry-After, Set-Cookie).

type Json = Record<string, unknown>;
interface DocumentedOperation {
  method: string;
  path: string;
  operationId: string;
  responses: Record<string, { headers?: Json; content?: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  security?: Json[];
}

const PLACEHOLDERS: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  name: "no-such-image.png",
  slug: "no-such-post",
  token: "no-such-token",
};
const urlOf = (op: DocumentedOperation, params: Record<string, string> = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? PLACEHOLDERS[name] ?? ""),
  );

function operationsOf(doc: Json): DocumentedOperation[] {
  const paths = doc.paths as Record<string, Record<string, Omit<DocumentedOperation, "method" | "path">>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method, path })),
  );
}

/** Checks one real answer against the document: its status is listed, with the promised headers. */
function expectDocumented(op: DocumentedOperation, res: Response, context: string) {
  const where = `${op.method.toUpperCase()} ${op.path} (${context}) answered ${res.status}`;
  const documented = op.responses[String(res.status)];
  expect(documented, `${where}: not in the document`).toBeDefined();
  for (const header of Object.keys(documented?.headers ?? {})) {
    // ETag and Cache-Control are promised on reads that answer from the cache; the rest always.
    if (header === "ETag" || header === "Cache-Control") continue;
    expect(res.headers.has(header), `${where}: ${header} promised but missing`).toBe(true);
  }
  if (res.status === 429 || res.status === 503)
    expect(res.headers.get("retry-after"), where).toMatch(/^\d+$/);
}

const json = (headers: Record<string, string>, body: unknown) => ({
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const FEW_CALLS = 3;
// Every operation from every kind of client: about 15 s on PGlite or an idle PostgreSQL, but the CI's
// PostgreSQL pass runs at a low priority beside the browser suite and once took over 90 s.
const ALL_OPERATIONS_TIMEOUT_MS = process.env.TEST_DATABASE_URL ? 360_000 : 240_000;

describe(`the OpenAPI document against the server (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let doc: Json;
  let ops: DocumentedOperation[];
  let failUploads = false;
  let client = 0;
  const newClient = () => ({ "x-forwarded-for": `203.0.113.${++client}` });
  const op = (operationId: string) => {
    const found = ops.find((o) => o.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId}`);
    return found;
  };
  const call = async (operationId: string, init: RequestInit = {}, params: Record<string, string> = {}) => {
    const operation = op(operationId);
    const res = await fetch(`${server.url}${urlOf(operation, params)}`, {
      method: operation.method.toUpperCase(),
      ...init,
    });
    expectDocumented(operation, res, "targeted");
    return res;
  };

  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: true,
      wrapStorage: (real: FileStorage): FileStorage => ({
        ...real,
        async save(folder, bytes, extension) {
          if (failUploads) throw new Error("disk failure (injected)");
          return real.save(folder, bytes, extension);
        },
      }),
      // Every limit lowered to a few calls: this test checks that each limited operation answers
      // the documented 429, not the sizes of the limits (their own tests do), and 300 reads per
      // operation outlasted the timeout on PostgreSQL at CI's low priority.
      wrapLimiter: (real: RateLimiter): RateLimiter => ({
        hit: (key, limit, windowMs) => real.hit(key, Math.min(limit, FEW_CALLS), windowMs),
        isBlocked: (key, limit) => real.isBlocked(key, Math.min(limit, FEW_CALLS)),
        reset: (key) => real.reset(key),
      }),
    });
    doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json;
    ops = operationsOf(doc);
  });
  afterAll(() => server?.stop());

  it("names every operation with a unique, camelCase operationId", () => {
    const ids = ops.map((o) => o.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("types file parts as binary and promises 500 and 503 (with Retry-After) everywhere", () => {
    for (const o of ops) {
      expect(o.responses["500"], o.operationId).toBeDefined();
      expect(Object.keys(o.responses["503"]?.headers ?? {}), o.operationId).toContain("Retry-After");
      const form = o.requestBody?.content["multipart/form-data"]?.schema;
      if (!form) continue;
      const files = Object.values(form.properties as Record<string, Json>).filter(
        (p) => p.format === "binary" || (p.items as Json | undefined)?.format === "binary",
      );
      expect(files.length, o.operationId).toBeGreaterThan(0);
    }
    const login = op("login");
    expect(login.responses["401"]).toBeDefined();
    expect(Object.keys(login.responses["200"]?.headers ?? {})).toContain("Set-Cookie");
    expect(Object.keys(op("logout").responses["200"]?.headers ?? {})).toContain("Set-Cookie");
    const category = (op("listProducts") as DocumentedOperation & { parameters?: Json[] }).parameters?.find(
      (p) => p.name === "category",
    );
    expect((category?.schema as Json | undefined)?.enum).toEqual(
      expect.arrayContaining(["apparel", "equipment"]),
    );
  });

  it(
    "answers only documented statuses to every operation, from every kind of client",
    async () => {
      const customer = await signedInHeaders(server, "customer");
      const admin = await signedInHeaders(server, "admin");
      const kinds: { name: string; headers: Record<string, string>; body?: string }[] = [
        { name: "anonymous", headers: {} },
        { name: "customer", headers: customer },
        { name: "admin", headers: admin },
        {
          name: "admin, empty JSON body",
          headers: { ...admin, "content-type": "application/json" },
          body: "{}",
        },
        { name: "foreign Origin", headers: { ...admin, origin: "https://evil.example" }, body: "{}" },
        {
          name: "2 MB JSON body",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
        },
      ];
      const ask = async (o: DocumentedOperation, kind: (typeof kinds)[number]) => {
        const hasBody = o.method !== "get" && kind.body !== undefined;
        const res = await fetch(`${server.url}${urlOf(o)}`, {
          method: o.method.toUpperCase(),
          headers: { ...kind.headers, ...newClient() },
          body: hasBody ? kind.body : undefined,
        });
        expectDocumented(o, res, kind.name);
        const etag = res.headers.get("etag");
        if (o.method === "get" && etag) {
          const again = await fetch(`${server.url}${urlOf(o)}`, { headers: { "if-none-match": etag } });
          expectDocumented(o, again, `${kind.name}, If-None-Match`);
        }
        await res.arrayBuffer().catch(() => undefined);
      };
      // Each kind's calls go eight at a time (every call is its own client, so no limit is shared):
      // one after another, the PostgreSQL pass at low priority beside the browser tests ran past 30 s.
      // Signing out ends the session the later calls use: it goes last, alone.
      const logout = ops.filter((o) => o.operationId === "logout");
      const rest = ops.filter((o) => o.operationId !== "logout");
      for (const kind of kinds) {
        for (let i = 0; i < rest.length; i += 8)
          await Promise.all(rest.slice(i, i + 8).map((o) => ask(o, kind)));
      }
      for (const kind of kinds) {
        if (kind.headers === admin) continue;
        for (const o of logout) await ask(o, kind);
      }
    },
    ALL_OPERATIONS_TIMEOUT_MS,
  );

  it("documents the answers of a product's whole life, sign-in and sign-out (Set-Cookie)", async () => {
    const email = `contract-${Date.now()}@example.com`;
    // Sign-up answers every address alike and makes no password account: staff's is made here.
    const registered = await call(
      "register",
      json(newClient(), { email, password: "correct-horse-battery" }),
    );
    expect(registered.status).toBe(200);
    await server.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword("correct-horse-battery"), role: "owner" });
    const again = await call("register", json(newClient(), { email, password: "correct-horse-battery" }));
    expect(again.status).toBe(200);
    const wrong = await call("login", json(newClient(), { email, password: "not-the-password" }));
    expect(wrong.status).toBe(401);
    const login = await call("login", json(newClient(), { email, password: "correct-horse-battery" }));
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const out = await call("logout", { headers: { cookie, origin: server.url } });
    expect(out.status).toBe(200);

    const admin = await signedInHeaders(server, "admin");
    const product = { name: "Contract Jersey", price: 30, category: "apparel" };
    const created = await call("createProduct", json(admin, product));
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect((await call("getProduct", {}, { id })).status).toBe(200);
    expect((await call("listProducts")).status).toBe(200);
    expect((await call("replaceProduct", { method: "PUT", ...json(admin, product) }, { id })).status).toBe(
      200,
    );
    expect((await call("deleteProduct", { headers: admin }, { id })).status).toBe(200);
    expect((await call("deleteProduct", { headers: admin }, { id })).status).toBe(404);

    const item = {
      page_name: "home",
      section_name: "hero",
      content_key: "contract",
      content_type: "text",
      content_value: "Hi",
    };
    expect((await call("createWebsiteContent", json(admin, item))).status).toBe(201);
    expect((await call("createWebsiteContent", json(admin, item))).status).toBe(409);

    const key = `contract-${Date.now()}-key`;
    const message = { name: "Pat", email: "pat@example.com", message: "Hello" };
    // One client: a key is its caller's own (another client's use of it is a new message).
    const client = newClient();
    const contact = (body: unknown) =>
      call("createContactSubmission", json({ "idempotency-key": key, ...client }, body));
    expect((await contact(message)).status).toBe(201);
    expect((await contact({ ...message, message: "Something else" })).status).toBe(409);
  });

  it("answers 500 (documented) when storing an upload fails", async () => {
    const admin = await signedInHeaders(server, "admin");
    const form = new FormData();
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    form.append("image", new Blob([png], { type: "image/png" }), "dot.png");
    failUploads = true;
    try {
      expect((await call("uploadImage", { headers: admin, body: form })).status).toBe(500);
    } finally {
      failUploads = false;
    }
  });

  it(
    "promises 429 exactly on the operations that have a limit, and each one really answers it",
    async () => {
      const limited = ops.filter((o) => o.responses["429"]).map((o) => o.operationId);
      expect(limited.sort()).toEqual(
        [
          "approveReview",
          "changeTeamOrder",
          "deleteAccount",
          "exportAccount",
          "requestAccountPrivacyLink",
          "requestAccountSignIn",
          "signInWithCode",
          "signInWithLink",
          "createArtworkSubmission",
          "createContactSubmission",
          "enterTeamStore",
          "exportCoachOrders",
          "getCartPrices",
          "getCoachPage",
          "getCoachShareFlyer",
          "getCoachShareQrPng",
          "getCoachShareQrSvg",
          "getReview",
          "getTeamOrder",
          "getTeamStoreForFamilies",
          "getTrackedOrder",
          "login",
          "loginSecondFactor",
          "passkeySignIn",
          "passkeySignInOptions",
          "payOrderByLink",
          "placeOrder",
          "placeTeamStoreOrder",
          "register",
          "requestQuote",
          "requestReviewChanges",
          "requestTeamStore",
          "sendCoachReminders",
          "acceptStaffInvitation",
          "previewStaffInvitation",
          "requestPasswordReset",
          "resetPassword",
          "changePassword",
        ].sort(),
      );
      // Each operation from a client of its own, all at once: the limits are per client and operation.
      // A customer's own operations need their account session first.
      // A staff member's own operations (changing one's password) need a staff session.
      const account = await accountHeaders(server);
      const staff = await signedInHeaders(server, "manager");
      await Promise.all(
        limited.map(async (operationId) => {
          const o0 = op(operationId);
          const needsAccount = (o0.security ?? []).some((s) => "customerSession" in s);
          const needsStaff = o0.security === undefined;
          const headers = {
            ...newClient(),
            ...(needsAccount ? account : {}),
            ...(needsStaff ? staff : {}),
          };
          const o = op(operationId);
          const attempt = () =>
            fetch(`${server.url}${urlOf(o)}`, {
              method: o.method.toUpperCase(),
              ...(operationId === "login"
                ? json(headers, { email: "nobody@example.com", password: "wrong-password" })
                : operationId === "changePassword"
                  ? json(headers, {
                      current_password: "wrong-password",
                      new_password: "a roomy new passphrase",
                    })
                  : o.method === "get"
                    ? { headers }
                    : o.requestBody?.content["multipart/form-data"]
                      ? { headers, body: new FormData() }
                      : json(headers, {})),
            });
          let res = await attempt();
          for (let i = 0; i < FEW_CALLS + 5 && res.status !== 429; i += 1) {
            await res.arrayBuffer();
            res = await attempt();
          }
          expect(res.status, operationId).toBe(429);
          expectDocumented(o, res, "over its limit");
        }),
      );
    },
    ALL_OPERATIONS_TIMEOUT_MS,
  );

  it("answers 503 with Retry-After, as documented, while the database is away", async () => {
    const db = await openDatabase({
      kind: "postgres",
      url: `postgres://store:store@127.0.0.1:${await freePort()}/store`,
    });
    const root = await mkdtemp(path.join(os.tmpdir(), "store-contract-away-"));
    const app = createApp({
      db: db.db,
      logger: createLogger("silent"),
      config: { uploadsDir: path.join(root, "uploads"), webDistDir: path.join(root, "web") },
    });
    const away = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => away.once("listening", () => resolve()));
    const url = `http://127.0.0.1:${(away.address() as AddressInfo).port}`;
    try {
      // One operation of each kind (a public read, a form, an admin read, sign-in, health): the
      // driver waits out its reconnect attempts on each, so every operation would take minutes.
      const sample = [
        "listProducts",
        "getBlogPost",
        "createContactSubmission",
        "listOrders",
        "login",
        "getReadiness",
      ];
      const statuses = await Promise.all(
        sample.map(op).map(async (o) => {
          const res = await fetch(`${url}${urlOf(o)}`, {
            method: o.method.toUpperCase(),
            // A session cookie makes even an admin read ask the database (for the session).
            ...(o.method === "get"
              ? { headers: { cookie: "store_session=x" } }
              : json({ cookie: "store_session=x", origin: url }, {})),
          });
          expectDocumented(o, res, "database away");
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses, sample.join(", ")).toEqual(sample.map(() => 503));
    } finally {
      await new Promise<void>((resolve) => away.close(() => resolve()));
      await db.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
