import { createHash } from "node:crypto";
import { apiKeys, auditEntries, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyDto, CreatedApiKey } from "../src/domains/staff/api-key-schemas";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

type Headers = Record<string, string>;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

describe(`API keys (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Headers;
  beforeAll(async () => {
    server = await startTestServer({ keepLogs: true });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  const issued: string[] = [];
  /** Creates a key through the portal's REST path, as a signed-in admin (cookie + Origin). */
  async function createKey(name: string, headers: Headers = admin): Promise<CreatedApiKey> {
    const res = await send(server, "POST", "/api/api-keys", { name }, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = (res.body as { data: CreatedApiKey }).data;
    issued.push(created.key);
    return created;
  }
  const listKeys = async () =>
    ((await send(server, "GET", "/api/api-keys", undefined, admin)).body as { data: ApiKeyDto[] }).data;
  const storedKey = async (id: string) =>
    (await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

  it("shows a new key once and stores only its hash and first characters", async () => {
    const created = await createKey("  Inventory sync  ");
    expect(created.key).toMatch(/^csk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: "Inventory sync",
      prefix: created.key.slice(0, 8),
      created_by: expect.stringMatching(/@example\.com$/),
      last_used_at: null,
      revoked_at: null,
    });

    const listed = (await listKeys()).find((k) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: "Inventory sync",
      prefix: created.prefix,
      created_at: created.created_at,
      created_by: created.created_by,
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(await listKeys())).not.toContain(created.key);

    const row = await storedKey(created.id);
    expect(row?.keyHash).toBe(sha256(created.key));
    expect(row?.prefix).toBe(created.key.slice(0, 8));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(8));
  });

  it("refuses a name that is empty or too long, saying why", async () => {
    const empty = await send(server, "POST", "/api/api-keys", { name: "   " }, admin);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: "name: Name is required.",
      fields: { name: "Name is required." },
    });
    const long = await send(server, "POST", "/api/api-keys", { name: "x".repeat(81) }, admin);
    expect(long.status).toBe(400);
    expect((long.body as { error: string }).error).toContain("at most 80 characters");
  });

  it("makes admin changes over REST with only the key: no cookie, no Origin, no cookie set", async () => {
    const { key } = await createKey("Catalogue script");
    const auth = bearer(key);

    const created = await send(
      server,
      "POST",
      "/api/products",
      { name: "Key Jersey", price: 30, category: "apparel" },
      auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.getSetCookie()).toEqual([]);
    const product = (created.body as { data: { id: string } }).data;

    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), "key-jersey.png");
    const uploaded = await fetch(`${server.url}/api/upload-image`, {
      method: "POST",
      body: form,
      headers: auth,
    });
    expect(uploaded.status).toBe(201);
    const image = ((await uploaded.json()) as { data: { url: string } }).data;

    const updated = await send(
      server,
      "PUT",
      `/api/products/${product.id}`,
      { name: "Key Jersey II", price: 32.5, category: "apparel", image_url: image.url },
      auth,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      data: { name: "Key Jersey II", price: 32.5, image_url: image.url },
    });

    // Admin reads work too, and a foreign Origin does not matter without a cookie.
    const stats = await send(server, "GET", "/api/products/stats", undefined, auth);
    expect(stats.status).toBe(200);
    const removed = await send(server, "DELETE", `/api/products/${product.id}`, undefined, {
      ...auth,
      origin: "https://integrator.example",
    });
    expect(removed.status).toBe(200);
    expect((await send(server, "GET", `/api/products/${product.id}`)).status).toBe(404);
  });

  it("calls admin tRPC procedures with the key", async () => {
    const { key } = await createKey("tRPC client");
    const list = await send(server, "GET", "/trpc/apiKeys.list", undefined, bearer(key));
    expect(list.status).toBe(200);
    const made = await send(
      server,
      "POST",
      "/trpc/products.create",
      { name: "tRPC Cap", price: 12, category: "accessories" },
      bearer(key),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ result: { data: { name: "tRPC Cap" } } });
  });

  it("refuses a revoked key with 401 everywhere; revoking again changes nothing", async () => {
    const created = await createKey("Old integration");
    expect((await send(server, "GET", "/api/orders", undefined, bearer(created.key))).status).toBe(200);

    const revoked = await send(server, "DELETE", `/api/api-keys/${created.id}`, undefined, admin);
    expect(revoked.status).toBe(200);
    const revokedAt = (revoked.body as { data: ApiKeyDto }).data.revoked_at;
    expect(revokedAt).toEqual(expect.any(String));

    const message = "This API key has been revoked. Create a new one under API Keys in the admin portal.";
    for (const [method, path, body] of [
      ["GET", "/api/orders", undefined],
      ["GET", "/api/products", undefined],
      ["POST", "/api/products", { name: "x", price: 1, category: "apparel" }],
    ] as const) {
      const res = await send(server, method, path, body, bearer(created.key));
      expect(res.status, path).toBe(401);
      expect(res.body, path).toEqual({ error: message });
    }
    const trpc = await send(server, "GET", "/trpc/orders.list", undefined, bearer(created.key));
    expect(trpc.status).toBe(401);
    expect(trpc.body).toMatchObject({ error: { message, data: { code: "UNAUTHORIZED", httpStatus: 401 } } });

    const again = await send(server, "DELETE", `/api/api-keys/${created.id}`, undefined, admin);
    expect(again.status).toBe(200);
    expect((again.body as { data: ApiKeyDto }).data.revoked_at).toBe(revokedAt);
    expect((await listKeys()).find((k) => k.id === created.id)?.revoked_at).toBe(revokedAt);
    const unknownId = await send(
      server,
      "DELETE",
      "/api/api-keys/00000000-0000-4000-8000-000000000000",
      undefined,
      admin,
    );
    expect(unknownId.status).toBe(404);
  });

  it("refuses unknown and malformed keys with 401, never serving them as a visitor", async () => {
    const unknown = `csk_${"A".repeat(43)}`;
    const cases: [Headers, string][] = [
      [bearer(unknown), "This API key is not valid."],
      [bearer("csk_short"), "The API key is not in the right form."],
      [{ authorization: "Bearer" }, "The API key is not in the right form."],
      [{ authorization: unknown }, "The API key is not in the right form."],
    ];
    for (const [headers, start] of cases) {
      const res = await send(server, "GET", "/api/products", undefined, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((res.body as { error: string }).error.startsWith(start), JSON.stringify(res.body)).toBe(true);
      const trpc = await send(server, "GET", "/trpc/products.list", undefined, headers);
      expect(trpc.status).toBe(401);
    }
    // Another scheme (a proxy's Basic sign-in, say) is not a key: the visitor's answer.
    expect(
      (await send(server, "GET", "/api/products", undefined, { authorization: "Basic eDp5" })).status,
    ).toBe(200);
  });

  it("lets only admins manage keys: visitors get 401, customers 403, even with their own key header", async () => {
    const customer = await signedInHeaders(server, "customer");
    const { id } = await createKey("Target");
    const calls = [
      ["GET", "/api/api-keys", undefined],
      ["POST", "/api/api-keys", { name: "Sneaky" }],
      ["DELETE", `/api/api-keys/${id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await send(server, method, path, body)).status, method).toBe(401);
      expect((await send(server, method, path, body, customer)).status, method).toBe(403);
    }
    expect((await listKeys()).find((k) => k.id === id)?.revoked_at).toBeNull();
    expect((await listKeys()).some((k) => k.name === "Sneaky")).toBe(false);
  });

  it("takes admin rights away from the key of an admin who is no longer one", async () => {
    const helper = await signedInHeaders(server, "admin");
    const { key } = await createKey("Helper's script", helper);
    const me = await send(server, "GET", "/api/auth/me", undefined, bearer(key));
    const helperId = (me.body as { user: { id: string } }).user.id;
    expect((await send(server, "GET", "/api/orders", undefined, bearer(key))).status).toBe(200);

    // The role is read on every request, as for a session: a customer's key is a customer's.
    await server.database.db.update(users).set({ role: "customer" }).where(eq(users.id, helperId));
    const demoted = await send(server, "GET", "/api/orders", undefined, bearer(key));
    expect(demoted.status).toBe(403);
    expect(demoted.body).toEqual({ error: "Access denied. Admin privileges required." });
    await server.database.db.delete(users).where(eq(users.id, helperId));
    expect((await send(server, "GET", "/api/orders", undefined, bearer(key))).status).toBe(401);
  });

  it("revokes a colleague's keys when their staff access is removed, so restoring it revives none", async () => {
    const helper = await signedInHeaders(server, "admin");
    const first = await createKey("Helper's feed", helper);
    const second = await createKey("Helper's export", helper);
    const me = await send(server, "GET", "/api/auth/me", undefined, bearer(first.key));
    const colleague = (me.body as { user: { id: string; email: string } }).user;

    expect(
      (await send(server, "DELETE", `/api/staff-accounts/${colleague.id}`, undefined, admin)).status,
    ).toBe(200);
    await server.database.db.update(users).set({ role: "owner" }).where(eq(users.id, colleague.id));
    for (const { key } of [first, second]) {
      const refused = await send(server, "GET", "/api/orders", undefined, bearer(key));
      expect(refused.status).toBe(401);
    }
    const listed = (await listKeys()).filter((k) => k.id === first.id || k.id === second.id);
    expect(listed.map((k) => k.revoked_at)).toEqual([expect.any(String), expect.any(String)]);
    const [entry] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, "staff.remove"));
    expect(entry?.summary).toBe(
      `Removed the staff access of ${colleague.email} and revoked their 2 API keys.`,
    );
  });

  it("records when a key was last used, writing at most once a minute", async () => {
    const created = await createKey("Nightly export");
    expect((await storedKey(created.id))?.lastUsedAt).toBeNull();

    await send(server, "GET", "/api/orders", undefined, bearer(created.key));
    const first = (await storedKey(created.id))?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await send(server, "GET", "/api/orders", undefined, bearer(created.key));
    expect((await storedKey(created.id))?.lastUsedAt).toEqual(first);

    // Two minutes later (moved back in the table), the next use is written again.
    const earlier = new Date(Date.now() - 2 * 60 * 1000);
    await server.database.db.update(apiKeys).set({ lastUsedAt: earlier }).where(eq(apiKeys.id, created.id));
    await send(server, "GET", "/api/orders", undefined, bearer(created.key));
    const later = (await storedKey(created.id))?.lastUsedAt;
    expect(later?.getTime()).toBeGreaterThan(earlier.getTime() + 60 * 1000);
    expect((await listKeys()).find((k) => k.id === created.id)?.last_used_at).toBe(later?.toISOString());
  });

  it("writes each creation and revocation to the audit log, without the key or its hash", async () => {
    const created = await createKey("Audited key");
    await send(server, "DELETE", `/api/api-keys/${created.id}`, undefined, admin);
    await send(server, "DELETE", `/api/api-keys/${created.id}`, undefined, admin);
    const entries = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, created.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["api_key.create", "api_key.revoke"]);
    expect(entries.find((e) => e.action === "api_key.revoke")?.summary).toBe(
      `Revoked the API key "Audited key" (${created.prefix}…).`,
    );
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(created.key);
    expect(logged).not.toContain(sha256(created.key));
  });

  it("lets a key decide alone when a cookie comes with it", async () => {
    const customer = await signedInHeaders(server, "customer");
    const { key } = await createKey("Beside a cookie");
    const res = await send(server, "GET", "/api/orders", undefined, { ...customer, ...bearer(key) });
    expect(res.status).toBe(200);
    // With a cookie, the same-origin rule still holds.
    const foreign = await send(
      server,
      "DELETE",
      "/api/products/00000000-0000-4000-8000-000000000000",
      undefined,
      {
        ...customer,
        ...bearer(key),
        origin: "https://evil.example",
      },
    );
    expect(foreign.status).toBe(403);
  });

  // Last: every test above used or refused keys.
  it("logs each refused key by its reason, and never a key", () => {
    const refused = server.logs.filter((line) => line.msg === "api key refused");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toEqual(expect.objectContaining({ level: "warn", reason: expect.any(String) }));
    const logged = JSON.stringify(server.logs);
    expect(issued.length).toBeGreaterThan(5);
    for (const key of issued) expect(logged).not.toContain(key.slice(8));
  });
});
