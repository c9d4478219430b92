import { auditEntries, users } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/trpc/root";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Entry {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}
interface Page {
  data: Entry[];
  total: number;
  page: number;
  page_size: number;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const product = { name: "Audit Jersey", price: 24.5, category: "apparel", description: "Mesh." };
const content = (key: string) => ({
  page_name: "about",
  section_name: "story",
  content_key: key,
  content_type: "text",
  content_value: "Founded in 2013.",
});

describe(`audit log (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let me: { id: string; email: string };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
    me = ((await send(server, "GET", "/api/auth/me", undefined, admin)).body as { user: typeof me }).user;
  });
  afterAll(() => server?.stop());

  const log = async (query = "", headers = admin) => {
    const res = await send(server, "GET", `/api/audit-log${query}`, undefined, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };
  /** A record's entries, newest first. */
  const history = async (entity: string, id: string) =>
    (await log(`?entity=${entity}&entity_id=${encodeURIComponent(id)}`)).data;
  const stored = async () => (await server.database.db.select({ n: count() }).from(auditEntries))[0]?.n ?? 0;
  const byMe = () => ({ actor_id: me.id, actor_email: me.email });
  const data = (body: unknown) => (body as { data: Record<string, unknown> & { id: string } }).data;

  it("records product create, update and delete with who, what, before and after", async () => {
    const created = data((await send(server, "POST", "/api/products", product, admin)).body);
    const updated = await send(
      server,
      "PUT",
      `/api/products/${created.id}`,
      { ...product, price: 30 },
      admin,
    );
    expect(updated.status).toBe(200);
    expect((await send(server, "DELETE", `/api/products/${created.id}`, undefined, admin)).status).toBe(200);

    const [deleted, changed, added] = await history("product", created.id);
    expect(added).toMatchObject({
      ...byMe(),
      action: "product.create",
      entity: "product",
      entity_id: created.id,
      summary: 'Created product "Audit Jersey".',
      before: null,
      after: { name: "Audit Jersey", price: 24.5 },
    });
    expect(changed).toMatchObject({
      ...byMe(),
      action: "product.update",
      before: { price: 24.5 },
      after: { price: 30 },
    });
    expect(deleted).toMatchObject({
      ...byMe(),
      action: "product.delete",
      before: { price: 30 },
      after: null,
    });
  });

  it("records image upload and delete", async () => {
    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), "audit.png");
    const res = await fetch(`${server.url}/api/upload-image`, { method: "POST", body: form, headers: admin });
    expect(res.status).toBe(201);
    const { name } = ((await res.json()) as { data: { name: string } }).data;
    expect((await send(server, "DELETE", `/api/images/${name}`, undefined, admin)).status).toBe(200);

    const [deleted, uploaded] = await history("image", name);
    expect(uploaded).toMatchObject({ ...byMe(), action: "image.upload", before: null, after: { name } });
    expect(deleted).toMatchObject({ ...byMe(), action: "image.delete", before: { name }, after: null });
  });

  it("records website content create, update and delete", async () => {
    const created = data(
      (await send(server, "POST", "/api/website-content", content("audit_a"), admin)).body,
    );
    const edit = { ...content("audit_a"), content_value: "Founded in 2014." };
    expect((await send(server, "PUT", `/api/website-content/${created.id}`, edit, admin)).status).toBe(200);
    expect(
      (await send(server, "DELETE", `/api/website-content/${created.id}`, undefined, admin)).status,
    ).toBe(200);

    const [deleted, changed, added] = await history("content", created.id);
    expect(added).toMatchObject({
      ...byMe(),
      action: "content.create",
      summary: "Created content about / story / audit_a.",
    });
    expect(changed).toMatchObject({
      action: "content.update",
      before: { content_value: "Founded in 2013." },
      after: { content_value: "Founded in 2014." },
    });
    expect(deleted).toMatchObject({ action: "content.delete", after: null });
  });

  it("records an order's status change and its deletion", async () => {
    const shirt = await insertProduct(server.database.db, {
      name: "Audit Tee",
      price: 10,
      category: "apparel",
    });
    const order = await insertOrder(server.database.db, {
      email: "audit.customer@example.org",
      lines: [{ product: shirt, quantity: 2 }],
    });
    expect((await send(server, "PUT", `/api/orders/${order.id}`, { status: "shipped" }, admin)).status).toBe(
      200,
    );
    expect((await send(server, "DELETE", `/api/orders/${order.id}`, undefined, admin)).status).toBe(200);

    const [deleted, changed] = await history("order", order.id);
    expect(changed).toMatchObject({
      ...byMe(),
      action: "order.status_change",
      before: { status: "pending", total: 20 },
      after: { status: "shipped" },
    });
    expect(changed?.summary).toBe(
      `Changed the status of order ${order.id} from Received to Ready for pickup (pending to shipped).`,
    );
    expect(deleted).toMatchObject({ action: "order.delete", before: { status: "shipped" }, after: null });
  });

  it("records staff accounts added and removed, never a password", async () => {
    const account = { email: "audit.staff@example.com", password: "long-enough-secret" };
    const created = data((await send(server, "POST", "/api/staff-accounts", account, admin)).body);
    expect((await send(server, "DELETE", `/api/staff-accounts/${created.id}`, undefined, admin)).status).toBe(
      200,
    );

    const entries = await history("staff", created.id);
    expect(entries.map((e) => e.action)).toEqual(["staff.remove", "staff.create"]);
    expect(entries[1]).toMatchObject({
      ...byMe(),
      before: null,
      after: { id: created.id, email: account.email, role: "owner" },
    });
    expect(entries[0]).toMatchObject({ before: { role: "owner" }, after: { role: "customer" } });
    expect(JSON.stringify(entries)).not.toMatch(/password|long-enough-secret/);

    // Promoting the now-customer account again records what it was before.
    await send(server, "POST", "/api/staff-accounts", account, admin);
    const [promoted] = await history("staff", created.id);
    expect(promoted).toMatchObject({ action: "staff.create", before: { role: "customer" } });
  });

  it("writes nothing for a change that fails or is refused", async () => {
    const before = await stored();
    const { id } = await insertProduct(server.database.db, {
      name: "Untouched",
      price: 5,
      category: "apparel",
    });
    const attempts = [
      send(server, "POST", "/api/products", { ...product, price: -1 }, admin),
      send(server, "POST", "/api/products", product, customer),
      send(server, "PUT", `/api/products/${UNKNOWN_ID}`, product, admin),
      send(server, "PUT", `/api/products/${id}`, { ...product, name: "" }, admin),
      send(server, "DELETE", `/api/products/not-an-id`, undefined, admin),
      send(server, "DELETE", `/api/products/${UNKNOWN_ID}`, undefined, customer),
      send(server, "PUT", `/api/orders/${UNKNOWN_ID}`, { status: "shipped" }, admin),
      send(server, "DELETE", `/api/orders/${UNKNOWN_ID}`, undefined, admin),
      send(server, "DELETE", `/api/images/missing.png`, undefined, admin),
      send(server, "DELETE", `/api/website-content/${UNKNOWN_ID}`, undefined, admin),
      send(server, "DELETE", `/api/staff-accounts/${me.id}`, undefined, admin),
      send(server, "POST", "/api/staff-accounts", { email: me.email, password: "long-enough-secret" }, admin),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBeGreaterThanOrEqual(400);

    // A content edit that collides with another item is refused after the row was read and locked.
    const taken = data(
      (await send(server, "POST", "/api/website-content", content("audit_taken"), admin)).body,
    );
    const other = data(
      (await send(server, "POST", "/api/website-content", content("audit_other"), admin)).body,
    );
    const clash = await send(
      server,
      "PUT",
      `/api/website-content/${other.id}`,
      content("audit_taken"),
      admin,
    );
    expect(clash.status).toBe(409);
    expect(await stored()).toBe(before + 2);
    expect((await history("content", other.id)).map((e) => e.action)).toEqual(["content.create"]);
    expect(taken.id).not.toBe(other.id);
  });

  it("keeps who made a change after that account is gone", async () => {
    const other = await signedInHeaders(server, "admin");
    const who = ((await send(server, "GET", "/api/auth/me", undefined, other)).body as { user: typeof me })
      .user;
    const created = data((await send(server, "POST", "/api/products", product, other)).body);
    await server.database.db.delete(users).where(eq(users.id, who.id));
    const [entry] = await history("product", created.id);
    expect(entry).toMatchObject({ actor_id: null, actor_email: who.email, action: "product.create" });
  });

  it("is for admins only", async () => {
    expect((await send(server, "GET", "/api/audit-log")).status).toBe(401);
    expect((await send(server, "GET", "/api/audit-log", undefined, customer)).status).toBe(403);
    expect((await send(server, "GET", "/trpc/audit.list", undefined, customer)).status).toBe(403);
    const input = encodeURIComponent(JSON.stringify({ entity: "product", entityId: UNKNOWN_ID }));
    expect((await send(server, "GET", `/trpc/audit.lastChange?input=${input}`)).status).toBe(401);
  });

  it("lists newest first, a page at a time, filtered by kind and record", async () => {
    const all = await log("?page_size=100");
    expect(all.total).toBe(await stored());
    const times = all.data.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const first = await log("?page=1&page_size=3");
    const second = await log("?page=2&page_size=3");
    expect(first).toMatchObject({ page: 1, page_size: 3, total: all.total });
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual(all.data.slice(0, 6).map((e) => e.id));

    const products = await log("?entity=product&page_size=100");
    expect(products.data.length).toBeGreaterThanOrEqual(3);
    expect(products.data.every((e) => e.entity === "product")).toBe(true);

    for (const bad of ["?entity=planet", "?entity_id=abc", "?page_size=101", "?page=0", "?sort=name"]) {
      expect((await send(server, "GET", `/api/audit-log${bad}`, undefined, admin)).status, bad).toBe(400);
    }
  });

  it("tells a record's last change", async () => {
    const created = data((await send(server, "POST", "/api/products", product, admin)).body);
    await send(server, "PUT", `/api/products/${created.id}`, { ...product, name: "Audit Jersey II" }, admin);
    const ask = async (entityId: string) => {
      const input = encodeURIComponent(JSON.stringify({ entity: "product", entityId }));
      const res = await send(server, "GET", `/trpc/audit.lastChange?input=${input}`, undefined, admin);
      expect(res.status).toBe(200);
      return (res.body as { result: { data: Entry | null } }).result.data;
    };
    expect(await ask(created.id)).toMatchObject({
      action: "product.update",
      after: { name: "Audit Jersey II" },
    });
    expect(await ask(UNKNOWN_ID)).toBeNull();
    // The same answer through REST: the record's history, one row.
    const [latest] = (await log(`?entity=product&entity_id=${created.id}&page_size=1`)).data;
    expect(latest?.action).toBe("product.update");
  });

  it("has no way to edit or remove an entry", async () => {
    const [entry] = (await log("?page_size=1")).data;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/audit-log", `/api/audit-log/${entry?.id}`]) {
        const res = await send(server, method, path, { summary: "changed" }, admin);
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    for (const name of ["delete", "update", "create", "remove"]) {
      const res = await send(server, "POST", `/trpc/audit.${name}`, { id: entry?.id }, admin);
      expect(res.status, name).toBe(404);
    }
    // The router itself: only the two reads exist, and both are queries.
    const procedures: [string, unknown][] = Object.entries(appRouter._def.procedures).filter(([path]) =>
      path.startsWith("audit."),
    );
    expect(procedures.map(([path]) => path).sort()).toEqual(["audit.lastChange", "audit.list"]);
    const kindOf = (procedure: unknown) => (procedure as { _def?: { type?: string } })._def?.type;
    expect(procedures.map(([, procedure]) => kindOf(procedure))).toEqual(["query", "query"]);
    const [still] = (await log("?page_size=1")).data;
    expect(still).toEqual(entry);
  });
});
