import { users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import type { FileStorage } from "../src/storage/storage";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  type DocumentedOperation,
  expectDocumented,
  type Json,
  json,
  operationNamed,
  operationsOf,
  urlOf,
} from "./openapi-contract-helpers";

// The document against the server: every answer the server gives in these calls must be one the
// document lists for that operation, with the headers it promises (Retry-After, Set-Cookie). The
// 429 promises: openapi-contract-limits.test.ts; the 503 while the database is away:
// openapi-contract-database-away.test.ts.

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
  const op = (operationId: string) => operationNamed(ops, operationId);
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
});
