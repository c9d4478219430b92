import { users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq, inArray, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import type { StaffAccount } from "../src/domains/staff/schemas";
import { removeStaffAccess } from "../src/domains/staff/staff-accounts";
import { AppError } from "../src/errors/app-error";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

type Headers = Record<string, string>;

describe(`staff accounts (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Headers;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    adminId = await whoIs(admin);
  });
  afterAll(() => server?.stop());

  async function whoIs(headers: Headers): Promise<string> {
    const me = await send(server, "GET", "/api/auth/me", undefined, headers);
    return (me.body as { user: { id: string } }).user.id;
  }

  const login = (email: string, password: string) =>
    send(server, "POST", "/api/auth/login", { email, password });

  /** Signs in through the real endpoint and returns the browser's headers (session cookie). */
  async function signIn(email: string, password: string): Promise<Headers> {
    const res = await login(email, password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    return { cookie, origin: server.url };
  }

  const list = async (headers: Headers = admin) =>
    (await send(server, "GET", "/api/staff-accounts", undefined, headers)).body as { data: StaffAccount[] };

  const create = (email: string, password: string, headers: Headers = admin) =>
    send(server, "POST", "/api/staff-accounts", { email, password }, headers);

  it("lets an admin create a staff account that can sign in to the portal at once", async () => {
    const res = await create("New.Helper@Example.com", "helper-password");
    expect(res.status).toBe(201);
    expect((res.body as { data: unknown }).data).toEqual({
      id: expect.any(String),
      email: "new.helper@example.com",
      role: "owner",
      created_at: expect.any(String),
      last_sign_in_at: null,
      deactivated_at: null,
      is_you: false,
      promoted: false,
    });

    const signedIn = await login("new.helper@example.com", "helper-password");
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as { user: { role: string } }).user.role).toBe("owner");

    const accounts = (await list()).data;
    const helper = accounts.find((a) => a.email === "new.helper@example.com");
    expect(helper?.last_sign_in_at).toEqual(expect.any(String));
    expect(accounts.filter((a) => a.is_you).map((a) => a.id)).toEqual([adminId]);
  });

  it("is refused to visitors (401) and customers (403)", async () => {
    const customer = await signedInHeaders(server, "customer");
    const calls = [
      ["GET", "/api/staff-accounts", undefined],
      ["POST", "/api/staff-accounts", { email: "sneaky@example.com", password: "long-enough" }],
      ["DELETE", `/api/staff-accounts/${adminId}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await send(server, method, path, body, { origin: server.url })).status, method).toBe(401);
      const denied = await send(server, method, path, body, customer);
      expect(denied.status, method).toBe(403);
      expect(denied.body).toEqual({ error: "Access denied. Admin privileges required." });
    }
    expect((await login("sneaky@example.com", "long-enough")).status).toBe(401);
  });

  it("answers 409 with a clear message for an email that is already staff", async () => {
    await create("twice@example.com", "first-password");
    const again = await create("TWICE@example.com", "second-password");
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "twice@example.com already has a staff account.",
      fields: { email: "twice@example.com already has a staff account." },
    });
    // The existing password still works: nothing was changed.
    expect((await login("twice@example.com", "first-password")).status).toBe(200);
  });

  it("promotes a customer's account with the new password and ends the customer's sessions", async () => {
    // A password customer from before sign-up sent e-mailed links instead (decision 051).
    await server.database.db.insert(users).values({
      email: "fan@example.com",
      passwordHash: await hashPassword("customer-password"),
      role: "customer",
    });
    const asCustomer = await signIn("fan@example.com", "customer-password");

    const res = await create("fan@example.com", "staff-password");
    expect(res.status).toBe(201);
    expect((res.body as { data: { promoted: boolean } }).data.promoted).toBe(true);

    expect((await send(server, "GET", "/api/auth/me", undefined, asCustomer)).status).toBe(401);
    expect((await login("fan@example.com", "customer-password")).status).toBe(401);
    const asStaff = await signIn("fan@example.com", "staff-password");
    expect((await send(server, "GET", "/api/staff-accounts", undefined, asStaff)).status).toBe(200);
  });

  it("ends a removed account's session at once; it is a customer's account afterwards", async () => {
    const created = await create("leaving@example.com", "leaving-password");
    const { id } = (created.body as { data: StaffAccount }).data;
    const leaving = await signIn("leaving@example.com", "leaving-password");
    expect((await send(server, "GET", "/api/staff-accounts", undefined, leaving)).status).toBe(200);

    const removed = await send(server, "DELETE", `/api/staff-accounts/${id}`, undefined, admin);
    expect(removed.status).toBe(200);
    expect((removed.body as { data: unknown }).data).toEqual({ id, email: "leaving@example.com" });

    expect((await send(server, "GET", "/api/staff-accounts", undefined, leaving)).status).toBe(401);
    expect((await list()).data.map((a) => a.id)).not.toContain(id);
    const again = await signIn("leaving@example.com", "leaving-password");
    expect((await send(server, "GET", "/api/staff-accounts", undefined, again)).status).toBe(403);
  });

  it("refuses to remove the caller's own access", async () => {
    const res = await send(server, "DELETE", `/api/staff-accounts/${adminId}`, undefined, admin);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: "You cannot remove your own staff access. Another admin can do that.",
    });
    expect((await list()).data.some((a) => a.id === adminId)).toBe(true);
  });

  it("answers 404 for an id that is not a staff account", async () => {
    const customerId = await whoIs(await signedInHeaders(server, "customer"));
    for (const id of [customerId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await send(server, "DELETE", `/api/staff-accounts/${id}`, undefined, admin);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: `No staff account with id ${id}.` });
    }
  });

  it("explains a bad email and a short password per field (400)", async () => {
    const res = await create("not-an-email", "short");
    expect(res.status).toBe(400);
    expect((res.body as { fields: unknown }).fields).toEqual({
      email: "Enter a valid email address, like name@example.com.",
      password: "The password must be at least 8 characters.",
    });
    const extra = await send(
      server,
      "POST",
      "/api/staff-accounts",
      { email: "x@example.com", password: "long-enough", role: "customer" },
      admin,
    );
    expect(extra.status).toBe(400);
  });

  it("never removes the last admin, even when two admins remove each other at once", async () => {
    const first = await create("first-of-two@example.com", "first-password");
    const second = await create("second-of-two@example.com", "second-password");
    const ids = [first, second].map((res) => (res.body as { data: StaffAccount }).data.id);
    const [a, b] = [
      await signIn("first-of-two@example.com", "first-password"),
      await signIn("second-of-two@example.com", "second-password"),
    ];
    // Only these two remain admins.
    await server.database.db
      .update(users)
      .set({ role: "customer" })
      .where(not(inArray(users.id, ids)));

    const answers = await Promise.all([
      send(server, "DELETE", `/api/staff-accounts/${ids[1]}`, undefined, a),
      send(server, "DELETE", `/api/staff-accounts/${ids[0]}`, undefined, b),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    // The other was refused: its session had ended (401), or it met the last-admin rule (409).
    expect([401, 409]).toContain(statuses[1]);
    const admins = await server.database.db.select().from(users).where(eq(users.role, "owner"));
    expect(admins).toHaveLength(1);

    // The request that lost the race, had it got past sign-in, is told why.
    const [survivor] = admins;
    const loser = ids.find((id) => id !== survivor?.id) ?? "";
    const refused = await removeStaffAccess({
      db: server.database.db,
      actor: { id: loser, email: "loser@example.com" },
      input: { id: survivor?.id ?? "" },
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "CONFLICT",
      message: `${survivor?.email} is the last owner. Make another person an owner before removing this one.`,
    });
  });
});
