import { apiKeys, auditEntries, type StaffRole, sessions, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import type { MySession } from "../src/domains/auth/session-schemas";
import type { StaffAccount } from "../src/domains/staff/schemas";
import type { StaffStatus } from "../src/domains/staff/staff-status-schemas";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

type Headers = Record<string, string>;

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PASSWORD = "a-long-staff-passphrase";

let counter = 0;

describe(`sessions, roles and deactivation (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let owner: Headers;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInHeaders(server, "owner");
  });
  afterAll(() => server?.stop());

  /** A staff member of this role, stored directly (the test is about what follows). */
  async function person(role: StaffRole): Promise<{ id: string; email: string }> {
    counter += 1;
    const email = `${role}.${counter}@example.com`;
    const [row] = await server.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(PASSWORD), role })
      .returning({ id: users.id, email: users.email });
    if (!row) throw new Error("no user");
    return row;
  }

  /** Signs in through the real endpoint from a browser of this User-Agent; the cookie's headers. */
  async function signIn(email: string, userAgent = CHROME_WINDOWS, password = PASSWORD): Promise<Headers> {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": userAgent },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    return { cookie, origin: server.url };
  }

  const me = (headers: Headers) => send(server, "GET", "/api/auth/me", undefined, headers);
  const mySessions = async (headers: Headers) => {
    const res = await send(server, "GET", "/api/auth/sessions", undefined, headers);
    expect(res.status).toBe(200);
    return (res.body as { data: MySession[] }).data;
  };
  const staffList = async () =>
    ((await send(server, "GET", "/api/staff-accounts", undefined, owner)).body as { data: StaffAccount[] })
      .data;
  const history = (entity: string, id: string) =>
    server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, id)));
  const stored = async (id: string) =>
    (await server.database.db.select().from(users).where(eq(users.id, id)))[0];

  describe("your own sessions", () => {
    it("lists each browser you signed in with: device and place in words, times, which one is this", async () => {
      const { id, email } = await person("manager");
      const laptop = await signIn(email, CHROME_WINDOWS);
      await signIn(email, SAFARI_IPHONE);
      const colleague = await person("manager");
      await signIn(colleague.email);

      const listed = await mySessions(laptop);
      expect(listed).toHaveLength(2);
      const current = listed.find((s) => s.is_current);
      expect(current).toMatchObject({
        device: "Chrome on Windows",
        place: "This computer",
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
        method: "password",
        signed_in_at: expect.any(String),
        last_used_at: expect.any(String),
      });
      expect(listed.find((s) => !s.is_current)?.device).toBe("Safari on iOS");
      // Only hashes of the tokens are stored; the list names sessions by id, never by token.
      expect(JSON.stringify(listed)).not.toContain(laptop.cookie?.split("=")[1] ?? "no cookie");
      const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, id));
      expect(rows.map((r) => r.userAgent).sort()).toEqual([CHROME_WINDOWS, SAFARI_IPHONE].sort());
    });

    it("ends one other session: that browser is signed out at once, and it is in the audit log", async () => {
      const { id, email } = await person("counter");
      const desk = await signIn(email, CHROME_WINDOWS);
      const phone = await signIn(email, SAFARI_IPHONE);
      const other = (await mySessions(desk)).find((s) => !s.is_current);
      if (!other) throw new Error("no other session");

      const ended = await send(server, "DELETE", `/api/auth/sessions/${other.id}`, undefined, desk);
      expect(ended.status).toBe(200);
      expect((ended.body as { data: unknown }).data).toEqual({ id: other.id, was_current: false });
      expect(ended.headers.getSetCookie()).toEqual([]);
      expect((await me(phone)).status).toBe(401);
      expect((await me(desk)).status).toBe(200);
      expect((await mySessions(desk)).map((s) => s.id)).not.toContain(other.id);

      const entries = await history("session", id);
      expect(entries.find((e) => e.action === "session.end")).toMatchObject({
        actorId: id,
        summary: `${email} ended their session on Safari on iOS (This computer).`,
      });
    });

    it("cannot end another person's session: 404, and that session goes on", async () => {
      const mine = await signIn((await person("manager")).email);
      const theirs = await signIn((await person("manager")).email);
      const [session] = await mySessions(theirs);
      const res = await send(server, "DELETE", `/api/auth/sessions/${session?.id}`, undefined, mine);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: `No session with id ${session?.id}.` });
      expect((await me(theirs)).status).toBe(200);
    });

    it("ending the session you are using signs you out and clears the cookie", async () => {
      const headers = await signIn((await person("production")).email);
      const [session] = await mySessions(headers);
      const res = await send(server, "DELETE", `/api/auth/sessions/${session?.id}`, undefined, headers);
      expect(res.status).toBe(200);
      expect((res.body as { data: { was_current: boolean } }).data.was_current).toBe(true);
      expect(res.headers.getSetCookie()[0]).toMatch(/^store_session=;.*Max-Age=0/);
      expect((await me(headers)).status).toBe(401);
    });

    it("ends every other session and keeps this one", async () => {
      const { id, email } = await person("manager");
      const here = await signIn(email);
      const elsewhere = [await signIn(email, SAFARI_IPHONE), await signIn(email)];
      const res = await send(server, "POST", "/api/auth/sessions/end-others", undefined, here);
      expect(res.status).toBe(200);
      expect((res.body as { data: unknown }).data).toEqual({ ended: 2 });
      for (const headers of elsewhere) expect((await me(headers)).status).toBe(401);
      expect((await mySessions(here)).map((s) => s.is_current)).toEqual([true]);
      const again = await send(server, "POST", "/api/auth/sessions/end-others", undefined, here);
      expect((again.body as { data: unknown }).data).toEqual({ ended: 0 });
      const ends = (await history("session", id)).filter((e) => e.action === "session.end_others");
      expect(ends.map((e) => e.summary)).toEqual([`${email} ended their 2 other sessions.`]);
    });

    it("is refused to a visitor (401)", async () => {
      const visitor = { origin: server.url };
      expect((await send(server, "GET", "/api/auth/sessions", undefined, visitor)).status).toBe(401);
      expect((await send(server, "POST", "/api/auth/sessions/end-others", undefined, visitor)).status).toBe(
        401,
      );
    });
  });

  describe("the sign-in audit trail", () => {
    it("records a sign-in and a sign-out with the device and address, never the password", async () => {
      const { id, email } = await person("counter");
      const headers = await signIn(email, SAFARI_IPHONE);
      expect((await send(server, "POST", "/api/auth/logout", undefined, headers)).status).toBe(200);
      const entries = await history("session", id);
      expect(entries.map((e) => e.action).sort()).toEqual(["session.sign_in", "session.sign_out"]);
      expect(entries.find((e) => e.action === "session.sign_in")).toMatchObject({
        actorId: id,
        actorEmail: email,
        summary: `${email} signed in (Safari on iOS, This computer).`,
        after: {
          method: "password",
          device: "Safari on iOS",
          ip_address: expect.stringMatching(/127\.0\.0\.1/),
        },
      });
      expect(entries.find((e) => e.action === "session.sign_out")?.summary).toBe(`${email} signed out.`);
      expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    });

    it("records a failed sign-in by nobody, naming the address tried only when it is a staff account's", async () => {
      const staff = await person("manager");
      await server.database.db
        .insert(users)
        .values({ email: "buyer.fails@example.com", passwordHash: await hashPassword(PASSWORD) });
      const tries = [
        { email: staff.email, password: "not-the-password" },
        { email: "buyer.fails@example.com", password: "not-the-password" },
        { email: "stranger.fails@example.com", password: "guessed-password" },
      ];
      for (const body of tries)
        expect((await send(server, "POST", "/api/auth/login", body, { origin: server.url })).status).toBe(
          401,
        );

      const [onStaff] = await history("session", staff.id);
      expect(onStaff).toMatchObject({
        actorId: null,
        actorEmail: "Nobody (not signed in)",
        action: "session.sign_in_failed",
        summary: `A sign-in as ${staff.email} failed (wrong password) from This computer.`,
        after: { email: staff.email, reason: "wrong password" },
      });
      const unknown = await history("session", "unknown");
      expect(unknown).toHaveLength(2);
      for (const entry of unknown) {
        expect(entry).toMatchObject({ actorId: null, action: "session.sign_in_failed" });
        expect(entry.summary).toBe(
          "A sign-in failed for an address that is not a staff account, from This computer.",
        );
      }
      const everything = JSON.stringify(await server.database.db.select().from(auditEntries));
      for (const secret of ["buyer.fails", "stranger.fails", "not-the-password", "guessed-password"])
        expect(everything).not.toContain(secret);
    });

    it("shows the latest sign-in on the staff list even after signing out", async () => {
      const { id, email } = await person("production");
      const headers = await signIn(email);
      await send(server, "POST", "/api/auth/logout", undefined, headers);
      const listed = (await staffList()).find((a) => a.id === id);
      expect(listed).toMatchObject({
        role: "production",
        deactivated_at: null,
        last_sign_in_at: expect.any(String),
      });
    });
  });

  describe("the owner changes a person's role", () => {
    it("gives another role, ends that person's sessions and writes it to the audit log", async () => {
      const { id, email } = await person("manager");
      const theirs = await signIn(email);
      const res = await send(server, "PUT", `/api/staff-accounts/${id}/role`, { role: "counter" }, owner);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as { data: StaffStatus }).data).toEqual({
        id,
        email,
        role: "counter",
        deactivated_at: null,
        sessions_ended: 1,
        keys_revoked: 0,
      });
      expect((await me(theirs)).status).toBe(401);
      const again = await signIn(email);
      const user = (await me(again)).body as { user: { role: string; permissions: string[] } };
      expect(user.user.role).toBe("counter");
      expect(user.user.permissions).not.toContain("payments.refund");
      expect((await staffList()).find((a) => a.id === id)?.role).toBe("counter");

      const [entry] = (await history("staff", id)).filter((e) => e.action === "staff.role_change");
      expect(entry).toMatchObject({
        summary: `Changed the role of ${email} from Manager to Counter; their 1 session ended.`,
        before: { id, email, role: "manager" },
        after: { id, email, role: "counter", sessions_ended: 1 },
      });
    });

    it("refuses a counter and a manager (403) and changes nothing", async () => {
      const { id, email } = await person("production");
      const theirs = await signIn(email);
      for (const role of ["counter", "manager"] as const) {
        const caller = await signedInHeaders(server, role);
        const res = await send(server, "PUT", `/api/staff-accounts/${id}/role`, { role: "owner" }, caller);
        expect(res.status, role).toBe(403);
        expect(res.body).toEqual({
          error: "Access denied. Your role does not allow this (it needs the staff.manage permission).",
        });
        for (const path of ["deactivate", "reactivate"])
          expect(
            (await send(server, "POST", `/api/staff-accounts/${id}/${path}`, undefined, caller)).status,
          ).toBe(403);
      }
      expect(await stored(id)).toMatchObject({ role: "production", deactivatedAt: null });
      expect((await me(theirs)).status).toBe(200);
      expect((await history("staff", id)).map((e) => e.action)).toEqual([]);
    });

    it("explains an unknown role (400) and an unknown person (404)", async () => {
      const { id } = await person("counter");
      const bad = await send(server, "PUT", `/api/staff-accounts/${id}/role`, { role: "boss" }, owner);
      expect(bad.status).toBe(400);
      expect((bad.body as { error: string }).error).toContain(
        "Choose a role: owner, manager, counter, production.",
      );
      const missing = "00000000-0000-4000-8000-000000000000";
      const gone = await send(
        server,
        "PUT",
        `/api/staff-accounts/${missing}/role`,
        { role: "counter" },
        owner,
      );
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ error: `No staff account with id ${missing}.` });
    });
  });

  describe("the owner deactivates an account", () => {
    it("ends its sessions and revokes its API keys at once; sign-in is refused until it is reactivated", async () => {
      // A second owner, who has a key of their own.
      const { id, email } = await person("owner");
      const theirs = await signIn(email);
      const key = await send(server, "POST", "/api/api-keys", { name: "Their script" }, theirs);
      expect(key.status).toBe(201);
      const bearer = { authorization: `Bearer ${(key.body as { data: { key: string } }).data.key}` };
      expect((await send(server, "GET", "/api/auth/me", undefined, bearer)).status).toBe(200);

      const res = await send(server, "POST", `/api/staff-accounts/${id}/deactivate`, undefined, owner);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as { data: StaffStatus }).data).toMatchObject({
        id,
        deactivated_at: expect.any(String),
        sessions_ended: 1,
        keys_revoked: 1,
      });
      expect((await me(theirs)).status).toBe(401);
      expect((await send(server, "GET", "/api/auth/me", undefined, bearer)).status).toBe(401);
      expect((await send(server, "GET", "/api/orders", undefined, bearer)).status).toBe(401);
      const login = await send(
        server,
        "POST",
        "/api/auth/login",
        { email, password: PASSWORD },
        { origin: server.url },
      );
      expect(login.status).toBe(401);
      expect(login.body).toEqual({ error: "Invalid email or password." });
      expect((await staffList()).find((a) => a.id === id)?.deactivated_at).toEqual(expect.any(String));

      const staffEntries = await history("staff", id);
      expect(staffEntries.find((e) => e.action === "staff.deactivate")?.summary).toBe(
        `Deactivated the staff account ${email}; their 1 session ended and their 1 API key revoked.`,
      );
      const failed = (await history("session", id)).find((e) => e.action === "session.sign_in_failed");
      expect(failed?.after).toMatchObject({ reason: "account deactivated" });

      const back = await send(server, "POST", `/api/staff-accounts/${id}/reactivate`, undefined, owner);
      expect(back.status).toBe(200);
      expect((back.body as { data: StaffStatus }).data.deactivated_at).toBeNull();
      expect((await me(await signIn(email))).status).toBe(200);
      // The key stays revoked: a script starts again only with a new key.
      expect((await send(server, "GET", "/api/auth/me", undefined, bearer)).status).toBe(401);
      const [keyRow] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id));
      expect(keyRow?.revokedAt).not.toBeNull();
      expect((await history("staff", id)).map((e) => e.action).sort()).toEqual([
        "staff.deactivate",
        "staff.reactivate",
      ]);
    });

    it("refuses to deactivate your own account (409) and changes nothing", async () => {
      const ownerId = ((await me(owner)).body as { user: { id: string } }).user.id;
      const res = await send(server, "POST", `/api/staff-accounts/${ownerId}/deactivate`, undefined, owner);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: "You cannot deactivate your own account. Another owner can do that.",
      });
      expect((await stored(ownerId))?.deactivatedAt).toBeNull();
      expect((await me(owner)).status).toBe(200);
    });
  });
});

describe(`the last active owner stays (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it("refuses to demote, deactivate or remove the last active owner (409), changing nothing", async () => {
    const first = await signedInHeaders(server, "owner");
    const second = await signedInHeaders(server, "owner");
    const idOf = async (headers: Headers) =>
      (
        (await send(server, "GET", "/api/auth/me", undefined, headers)).body as {
          user: { id: string; email: string };
        }
      ).user;
    const a = await idOf(first);
    const b = await idOf(second);

    // With two owners, one may step down to manager.
    const down = await send(server, "PUT", `/api/staff-accounts/${b.id}/role`, { role: "manager" }, second);
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    // Changing your own role keeps the session you are using.
    expect((down.body as { data: StaffStatus }).data.sessions_ended).toBe(0);

    // The other is now the last active owner: none of the three ways to lose them is allowed.
    const demote = await send(server, "PUT", `/api/staff-accounts/${a.id}/role`, { role: "manager" }, first);
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({
      error: `${a.email} is the last active owner. Make another person an owner before changing the role of this one.`,
    });
    const remove = await send(server, "DELETE", `/api/staff-accounts/${a.id}`, undefined, first);
    expect(remove.status).toBe(409);
    const deactivate = await send(server, "POST", `/api/staff-accounts/${a.id}/deactivate`, undefined, first);
    expect(deactivate.status).toBe(409);

    // A deactivated owner does not count: with the second owner back but deactivated, the first is still last.
    const [row] = await server.database.db
      .update(users)
      .set({ role: "owner", deactivatedAt: new Date() })
      .where(eq(users.id, b.id))
      .returning();
    expect(row?.role).toBe("owner");
    const stillLast = await send(
      server,
      "PUT",
      `/api/staff-accounts/${a.id}/role`,
      { role: "counter" },
      first,
    );
    expect(stillLast.status).toBe(409);

    const [stored] = await server.database.db.select().from(users).where(eq(users.id, a.id));
    expect(stored).toMatchObject({ role: "owner", deactivatedAt: null });
    const entries = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, a.id));
    expect(entries.filter((e) => e.entity === "staff")).toEqual([]);
    expect((await send(server, "GET", "/api/auth/me", undefined, first)).status).toBe(200);
  });

  it("never leaves the store without an active owner when two owners deactivate each other at once", async () => {
    const first = await signedInHeaders(server, "owner");
    const second = await signedInHeaders(server, "owner");
    const idOf = async (headers: Headers) =>
      ((await send(server, "GET", "/api/auth/me", undefined, headers)).body as { user: { id: string } }).user
        .id;
    const a = await idOf(first);
    const b = await idOf(second);
    // Only these two are active owners now.
    await server.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(users.role, "owner"), notInArray(users.id, [a, b])));

    const answers = await Promise.all([
      send(server, "POST", `/api/staff-accounts/${b}/deactivate`, undefined, first),
      send(server, "POST", `/api/staff-accounts/${a}/deactivate`, undefined, second),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    // The second to run is either refused (the other is last) or finds its own session ended (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = await server.database.db.select().from(users).where(eq(users.role, "owner"));
    expect(active.filter((u) => !u.deactivatedAt)).toHaveLength(1);
  });
});
