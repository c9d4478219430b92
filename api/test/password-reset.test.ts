import { auditEntries, outboxEmails, passwordResets, sessions, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import { send, startTestServer, type TestServer } from "./helpers";

// "Forgot password?" (30 minutes, once, stored hashed, the same answer for every address, rate
// limited) and changing one's own password; both end the person's other sessions.

const MINUTE = 60 * 1000;

describe(`staff passwords (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let n = 0;
  let client = 0;
  const json = { "content-type": "application/json" };
  /** Each call from its own client address unless given, so the per-client limit stays out of the way. */
  const askReset = (email: string, from = `198.51.100.${(++client % 250) + 1}`) =>
    send(server, "POST", "/api/auth/password-reset-email", { email }, { ...json, "x-forwarded-for": from });
  const reset = (token: string, password: string) =>
    send(
      server,
      "POST",
      "/api/auth/password-reset",
      { token, password },
      { "x-forwarded-for": "203.0.113.9" },
    );
  const login = (email: string, password: string) =>
    send(server, "POST", "/api/auth/login", { email, password }, { "x-forwarded-for": "203.0.113.10" });

  async function staff(role: "owner" | "counter" | "customer" = "counter", password = "the old passphrase") {
    const email = `staff${++n}-${Date.now()}@example.com`;
    await server.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), role });
    return email;
  }

  async function sessionOf(email: string, password = "the old passphrase") {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { ...json, "x-forwarded-for": "203.0.113.11" },
      body: JSON.stringify({ email, password }),
    });
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
    if (!cookie) throw new Error(`login failed: ${res.status}`);
    return { cookie, origin: server.url };
  }

  const me = (headers: Record<string, string>) => send(server, "GET", "/api/auth/me", undefined, headers);

  async function resetEmails(email: string) {
    return server.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), like(outboxEmails.kind, "staff.password_reset")))
      .orderBy(desc(outboxEmails.createdAt));
  }
  async function newestToken(email: string) {
    const [row] = await resetEmails(email);
    const token = row && /\/admin\/reset-password#([A-Za-z0-9_-]{20,})/.exec(row.text)?.[1];
    if (!token) throw new Error(`no reset e-mail to ${email}`);
    return token;
  }

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server?.stop());

  it("answers the same words for an unknown address, and e-mails only a staff member", async () => {
    const email = await staff();
    const known = await askReset(email);
    const unknownAddress = `nobody${Date.now()}@example.com`;
    const unknown = await askReset(unknownAddress);
    const customer = await staff("customer");
    const customerAnswer = await askReset(customer);
    expect([known.status, unknown.status, customerAnswer.status]).toEqual([200, 200, 200]);
    const words = (res: typeof known, address: string) => JSON.stringify(res.body).replace(address, "X");
    expect(words(unknown, unknownAddress)).toBe(words(known, email));
    expect(words(customerAnswer, customer)).toBe(words(known, email));
    expect(await resetEmails(email)).toHaveLength(1);
    expect(await resetEmails(unknownAddress)).toHaveLength(0);
    expect(await resetEmails(customer)).toHaveLength(0);

    // Only the hash is stored; the audit log names the request, never the token.
    const token = await newestToken(email);
    const rows = await server.database.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
    const audit = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, "staff.password_reset_request"));
    expect(audit.map((a) => a.summary).join()).toContain(email);
    expect(audit.map((a) => a.summary).join()).not.toContain(unknownAddress);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("sets the new password once, ends every session of the person, and asks them to sign in", async () => {
    const email = await staff("owner");
    const phone = await sessionOf(email);
    await askReset(email);
    const token = await newestToken(email);
    const done = await reset(token, "a brand new passphrase");
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie()).toEqual([]);
    expect((await me(phone)).status).toBe(401);
    expect((await login(email, "the old passphrase")).status).toBe(401);
    expect((await login(email, "a brand new passphrase")).status).toBe(200);

    const again = await reset(token, "yet another passphrase");
    expect(again.status).toBe(410);
    expect(JSON.stringify(again.body)).toMatch(/already used/);
    expect((await login(email, "yet another passphrase")).status).toBe(401);

    const audit = await server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "staff.password_reset"), like(auditEntries.summary, `%${email}%`)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/passphrase|argon2/);
  });

  it("refuses an expired link, an older link replaced by a newer one, and an unknown token", async () => {
    const email = await staff();
    await askReset(email);
    const older = await newestToken(email);
    await askReset(email);
    const newer = await newestToken(email);
    expect((await reset(older, "a brand new passphrase")).status).toBe(410);

    server.advanceClock(30 * MINUTE + 1000);
    expect((await reset(newer, "a brand new passphrase")).status).toBe(410);
    expect((await reset("u".repeat(43), "a brand new passphrase")).status).toBe(410);
    expect((await login(email, "the old passphrase")).status).toBe(200);
  });

  it("refuses an invitation's token as a reset link, and a reset token as an invitation", async () => {
    const email = await staff();
    await askReset(email);
    const token = await newestToken(email);
    const asInvitation = await send(server, "POST", "/api/staff-invitations/accept", {
      token,
      password: "a brand new passphrase",
    });
    expect(asInvitation.status).toBe(410);
    // The reset link itself still works.
    expect((await reset(token, "a brand new passphrase")).status).toBe(200);
  });

  it("refuses a common password and keeps the link usable", async () => {
    const email = await staff();
    await askReset(email);
    const token = await newestToken(email);
    const common = await reset(token, "Qwertyuiop");
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ fields: { password: expect.stringMatching(/common or leaked/) } });
    const long = await reset(token, "x".repeat(129));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/at most 128 characters/);
    const passphrase = "correct horse battery staple on a very long and quiet afternoon in clanton";
    expect((await reset(token, passphrase)).status).toBe(200);
    expect((await login(email, passphrase)).status).toBe(200);
  });

  it("limits reset e-mails per address (for any address alike) and per client, with Retry-After", async () => {
    const email = await staff();
    const stranger = `stranger${Date.now()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      expect((await askReset(email)).status).toBe(200);
      expect((await askReset(stranger)).status).toBe(200);
    }
    const limited = await askReset(email);
    const limitedStranger = await askReset(stranger);
    expect([limited.status, limitedStranger.status]).toEqual([429, 429]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(limitedStranger.body).replace(stranger, "X")).toBe(
      JSON.stringify(limited.body).replace(email, "X"),
    );
    expect(await resetEmails(email)).toHaveLength(3);

    const from = "192.0.2.200";
    for (let i = 0; i < 10; i += 1)
      expect((await askReset(`c${i}-${Date.now()}@example.com`, from)).status).toBe(200);
    const perClient = await askReset(`late-${Date.now()}@example.com`, from);
    expect(perClient.status).toBe(429);
    expect(Number(perClient.headers.get("retry-after"))).toBeGreaterThan(0);
    server.advanceClock(61 * MINUTE);
  });

  it("changes one's own password with the current one, ending the other sessions only", async () => {
    const email = await staff();
    const here = await sessionOf(email);
    const elsewhere = await sessionOf(email);
    const change = (current: string, next: string) =>
      send(server, "POST", "/api/auth/password", { current_password: current, new_password: next }, here);

    const wrong = await change("not my password", "a fresh passphrase");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { current_password: expect.any(String) } });
    const common = await change("the old passphrase", "iloveyou123");
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ fields: { new_password: expect.stringMatching(/common/) } });
    expect((await me(elsewhere)).status).toBe(200);

    const done = await change("the old passphrase", "a fresh passphrase");
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ data: { ended_sessions: 1 } });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await login(email, "a fresh passphrase")).status).toBe(200);
    const [user] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const left = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ""));
    expect(left).toHaveLength(2); // this one, and the sign-in just above
    const audit = await server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "staff.password_change"), like(auditEntries.summary, `%${email}%`)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain("fresh passphrase");

    expect(
      (
        await send(server, "POST", "/api/auth/password", {
          current_password: "x",
          new_password: "y".repeat(8),
        })
      ).status,
    ).toBe(401);
  });

  it("refuses a common password for a new staff account too", async () => {
    const owner = await sessionOf(await staff("owner"));
    const res = await send(
      server,
      "POST",
      "/api/staff-accounts",
      { email: `new${Date.now()}@example.com`, password: "sunshine1" },
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { password: expect.stringMatching(/common or leaked/) } });
  });
});
