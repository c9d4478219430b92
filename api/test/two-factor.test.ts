import { auditEntries, passkeys, recoveryCodes, sessions, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import { sessionTokenHash } from "../src/auth/session-token";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { assertion, attestation, newSoftPasskey, type SoftPasskey } from "./software-authenticator";

// RFC 6238 Appendix B: the SHA-1 seed and its 8-digit codes; a 6-digit code is the last six digits.
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode("12345678901234567890").buffer }).base32;
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];
const PASSWORD = "correct-horse-battery";

type Step = { second_factor: { challenge: string; methods: string[]; expires_at: string } };

describe(`two-factor sign-in (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let n = 0;
  // Each test on a clock 20 minutes after the last one's: the failed sign-ins one test counts on
  // purpose (per account and per client) are out of the next one's window.
  let base = Date.now();
  const clockNow = () => base;
  beforeAll(async () => {
    // The clock jumps between RFC 6238's moments (1970 to 2603); the per-client request limit of the
    // second step (openapi-contract.test.ts reaches it) would count across them, so it is left out
    // here. The per-account count of wrong codes, this file's subject, stays.
    server = await startTestServer({
      wrapLimiter: (real) => ({
        ...real,
        hit: (key, limit, windowMs) =>
          key.startsWith("second-factor:")
            ? Promise.resolve({ allowed: true, retryAfterSeconds: 0 })
            : real.hit(key, limit, windowMs),
      }),
    });
  });
  beforeEach(() => {
    base += 20 * 60 * 1000;
    server.setClock(new Date(base));
  });
  afterAll(() => server?.stop());

  const db = () => server.database.db;
  const login = (email: string, password = PASSWORD) =>
    send(server, "POST", "/api/auth/login", { email, password });
  const cookieOf = (res: { headers: Headers }) => res.headers.getSetCookie()[0]?.split(";")[0] ?? "";

  /** A staff member with the authenticator app already on (the secret given), as a sign-in finds them. */
  async function totpUser(secret = RFC_SECRET, role: "manager" | "owner" = "manager") {
    n += 1;
    const email = `totp${n}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        role,
        totpSecret: secret,
        totpEnabledAt: new Date(),
      })
      .returning();
    return { email, id: row?.id ?? "" };
  }

  async function challengeFor(email: string) {
    const res = await login(email);
    expect(res.status).toBe(200);
    return (res.body as Step).second_factor.challenge;
  }
  const secondFactor = (body: Record<string, unknown>) =>
    send(server, "POST", "/api/auth/login/second-factor", body);
  const methodOf = async (cookie: string) => {
    const [row] = await db()
      .select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.tokenHash, sessionTokenHash(cookie.split("=")[1] ?? "")));
    return row?.method;
  };

  it("asks a person with two-factor on for a second factor: no cookie, a challenge stored hashed", async () => {
    const { email } = await totpUser();
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const step = (res.body as Step).second_factor;
    expect(step.methods).toEqual(["totp"]);
    expect(step.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect("user" in (res.body as object)).toBe(false);
    const stored = await server.database.db.query.authChallenges.findMany();
    expect(stored.map((c) => c.tokenHash)).toContain(sessionTokenHash(step.challenge));
    expect(stored.map((c) => c.tokenHash)).not.toContain(step.challenge);
  });

  it("signs in with RFC 6238's test vectors on the injected clock, each recorded as password+totp", async () => {
    const { email } = await totpUser();
    for (const [seconds, eightDigits] of RFC_VECTORS) {
      server.setClock(new Date(seconds * 1000));
      const challenge = await challengeFor(email);
      const res = await secondFactor({ challenge, code: eightDigits.slice(-6) });
      expect(res.status, `code at ${seconds}`).toBe(200);
      expect((res.body as { user: { email: string } }).user.email).toBe(email);
      const cookie = cookieOf(res);
      expect(cookie).toMatch(/^store_session=/);
      expect(await methodOf(cookie)).toBe("password+totp");
    }
  });

  it("takes a code from one step before or after, and refuses one from two steps away", async () => {
    const [seconds, code] = [1111111109, "081804"];
    for (const [offset, status] of [
      [60, 401],
      [-60, 401],
      [30, 200],
      [-30, 200],
    ] as const) {
      const { email } = await totpUser();
      server.setClock(new Date((seconds + offset) * 1000));
      const res = await secondFactor({ challenge: await challengeFor(email), code });
      expect(res.status, `offset ${offset}s`).toBe(status);
      if (status === 401) {
        expect(res.headers.getSetCookie()).toEqual([]);
        expect((res.body as { error: string }).error).toMatch(/That code is not right/);
      }
    }
  });

  it("refuses a code used twice, and an older code once a later one was taken", async () => {
    const { email } = await totpUser();
    server.setClock(new Date(1111111111 * 1000));
    expect((await secondFactor({ challenge: await challengeFor(email), code: "050471" })).status).toBe(200);
    const again = await secondFactor({ challenge: await challengeFor(email), code: "050471" });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      error: "That code was already used. Wait for the next code in your authenticator app.",
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    // 1111111109's code is one step back from here, inside the window, but before the step taken.
    const older = await secondFactor({ challenge: await challengeFor(email), code: "081804" });
    expect(older.status).toBe(401);
  });

  it("ends a step after five wrong codes, and refuses an expired one", async () => {
    const { email } = await totpUser();
    server.setClock(new Date(59 * 1000));
    const challenge = await challengeFor(email);
    for (let i = 0; i < 4; i++) expect((await secondFactor({ challenge, code: "000000" })).status).toBe(401);
    const fifth = await secondFactor({ challenge, code: "000000" });
    expect((fifth.body as { error: string }).error).toMatch(/Too many wrong codes/);
    // The right code no longer helps: the step is gone.
    const late = await secondFactor({ challenge, code: "287082" });
    expect(late.body).toEqual({
      error: "This sign-in has expired. Please sign in with your password again.",
    });

    const { email: other } = await totpUser();
    const stale = await challengeFor(other);
    server.advanceClock(6 * 60 * 1000);
    expect((await secondFactor({ challenge: stale, code: "287082" })).status).toBe(401);
  });

  it("sets up the app from the account, with ten recovery codes shown once, stored hashed, each used once", async () => {
    const headers = await signedInHeaders(server, "manager");
    const me = (await send(server, "GET", "/api/auth/me", undefined, headers)).body as {
      user: { id: string; email: string };
    };
    const setup = await send(server, "POST", "/api/account/two-factor/totp/setup", undefined, headers);
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_code } = (
      setup.body as { data: { secret: string; otpauth_url: string; qr_code: string } }
    ).data;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

    const wrong = await send(server, "POST", "/api/account/two-factor/totp", { code: "000000" }, headers);
    expect(wrong.status).toBe(400);
    const [before] = await db().select().from(users).where(eq(users.id, me.user.id));
    expect(before?.totpEnabledAt).toBeNull();

    const now = clockNow();
    const confirmed = await send(
      server,
      "POST",
      "/api/account/two-factor/totp",
      { code: app.generate({ timestamp: now }) },
      headers,
    );
    expect(confirmed.status).toBe(200);
    const codes = (confirmed.body as { data: { recovery_codes: string[] } }).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((r) => r.codeHash)).not.toContain(code);

    // Signing in now takes a second factor; a recovery code works once.
    const step = (await login(me.user.email)).body as Step;
    expect(step.second_factor.methods).toEqual(["totp", "recovery_code"]);
    const first = await secondFactor({
      challenge: step.second_factor.challenge,
      recovery_code: codes[0]?.toUpperCase(),
    });
    expect(first.status).toBe(200);
    expect(await methodOf(cookieOf(first))).toBe("password+recovery");
    const twice = await secondFactor({
      challenge: await challengeFor(me.user.email),
      recovery_code: codes[0],
    });
    expect(twice.status).toBe(401);
    expect((twice.body as { error: string }).error).toMatch(/already used/);

    const status = await send(server, "GET", "/api/account/two-factor", undefined, headers);
    expect((status.body as { data: unknown }).data).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 9,
    });

    // Regenerated: the old codes stop working.
    const fresh = await send(server, "POST", "/api/account/two-factor/recovery-codes", undefined, headers);
    expect((fresh.body as { data: { recovery_codes: string[] } }).data.recovery_codes).toHaveLength(10);
    expect(
      (await secondFactor({ challenge: await challengeFor(me.user.email), recovery_code: codes[1] })).status,
    ).toBe(401);

    // The audit log has each change and never a secret or a code.
    const entries = await db().select().from(auditEntries).where(eq(auditEntries.actorId, me.user.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["staff.two_factor_enable", "staff.recovery_codes_regenerate"]),
    );
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(secret);
    for (const code of codes) expect(logged).not.toContain(code);

    // Turning it off needs the password again.
    expect(
      (await send(server, "POST", "/api/account/two-factor/totp/disable", { password: "nope" }, headers))
        .status,
    ).toBe(400);
    const off = await send(
      server,
      "POST",
      "/api/account/two-factor/totp/disable",
      { password: PASSWORD },
      headers,
    );
    expect(off.status).toBe(200);
    expect(((await login(me.user.email)).body as { user?: unknown }).user).toBeDefined();
  });

  describe("passkeys", () => {
    const origin = () => server.url;
    async function register(headers: Record<string, string>, key: SoftPasskey, name = "Work laptop") {
      const options = (await send(server, "POST", "/api/account/passkeys/options", undefined, headers))
        .body as {
        challenge: string;
        rp: { id: string };
      };
      return send(
        server,
        "POST",
        "/api/account/passkeys",
        { name, response: attestation(key, options, origin()) },
        headers,
      );
    }
    const options = async (challenge?: string) =>
      (await send(server, "POST", "/api/auth/passkey/options", challenge ? { challenge } : {})).body as {
        challenge: string;
        rpId: string;
      };
    const passkeyLogin = (body: unknown) => send(server, "POST", "/api/auth/passkey", body);

    it("registers a passkey (checked by SimpleWebAuthn), signs in with it in place of the password, and refuses a replay", async () => {
      const headers = await signedInHeaders(server, "manager");
      const me = (await send(server, "GET", "/api/auth/me", undefined, headers)).body as {
        user: { id: string; email: string };
      };
      const key = newSoftPasskey();
      const added = await register(headers, key);
      expect(added.status).toBe(201);
      expect((added.body as { data: { name: string } }).data.name).toBe("Work laptop");
      const list = await send(server, "GET", "/api/account/passkeys", undefined, headers);
      expect((list.body as { data: { name: string }[] }).data.map((p) => p.name)).toEqual(["Work laptop"]);

      const opts = await options();
      const response = assertion(key, opts, origin());
      const res = await passkeyLogin({ response });
      expect(res.status).toBe(200);
      expect((res.body as { user: { email: string } }).user.email).toBe(me.user.email);
      expect(await methodOf(cookieOf(res))).toBe("passkey");

      const replay = await passkeyLogin({ response });
      expect(replay.status).toBe(401);
      expect(replay.headers.getSetCookie()).toEqual([]);

      // With a passkey, the password alone no longer signs in.
      const step = (await login(me.user.email)).body as Step;
      expect(step.second_factor?.methods, JSON.stringify(step)).toEqual(["passkey"]);
      const second = await passkeyLogin({
        challenge: step.second_factor.challenge,
        response: assertion(key, await options(step.second_factor.challenge), origin()),
      });
      expect(second.status).toBe(200);
      expect(await methodOf(cookieOf(second))).toBe("password+passkey");

      const actions = (
        await db().select().from(auditEntries).where(eq(auditEntries.actorId, me.user.id))
      ).map((e) => e.action);
      expect(actions).toContain("staff.passkey_add");
    });

    it("refuses a bad signature, and another account's passkey as a second factor", async () => {
      const alice = await signedInHeaders(server, "manager");
      const bob = await signedInHeaders(server, "counter");
      const aliceKey = newSoftPasskey();
      const bobKey = newSoftPasskey();
      expect((await register(alice, aliceKey)).status).toBe(201);
      expect((await register(bob, bobKey)).status).toBe(201);

      const forged = await passkeyLogin({
        response: assertion(aliceKey, await options(), origin(), newSoftPasskey().privateKey),
      });
      expect(forged.status).toBe(401);
      expect(forged.body).toEqual({ error: "That passkey could not be checked. Please try again." });
      expect(forged.headers.getSetCookie()).toEqual([]);

      const aliceEmail = (
        (await send(server, "GET", "/api/auth/me", undefined, alice)).body as { user: { email: string } }
      ).user.email;
      const challenge = ((await login(aliceEmail)).body as Step).second_factor.challenge;
      const foreign = await passkeyLogin({
        challenge,
        response: assertion(bobKey, await options(challenge), origin()),
      });
      expect(foreign.status).toBe(401);
      expect(foreign.body).toEqual({ error: "That passkey belongs to another account." });
      expect(foreign.headers.getSetCookie()).toEqual([]);
    });

    it("removes a passkey: it no longer signs in", async () => {
      const headers = await signedInHeaders(server, "manager");
      const key = newSoftPasskey();
      const added = (await register(headers, key)).body as { data: { id: string } };
      const removed = await send(
        server,
        "DELETE",
        `/api/account/passkeys/${added.data.id}`,
        undefined,
        headers,
      );
      expect(removed.status).toBe(200);
      expect(await db().select().from(passkeys).where(eq(passkeys.id, added.data.id))).toEqual([]);
      expect((await passkeyLogin({ response: assertion(key, await options(), origin()) })).status).toBe(401);
    });
  });

  describe("the owner's rule: two-factor for everyone", () => {
    it("is the owner's alone, refused while the owner has no second factor, and holds the counter's limit", async () => {
      const owner = await signedInHeaders(server, "owner");
      const manager = await signedInHeaders(server, "manager");
      expect((await send(server, "GET", "/api/staff-settings", undefined, manager)).status).toBe(403);
      expect(
        (await send(server, "PATCH", "/api/staff-settings", { require_two_factor: true }, manager)).status,
      ).toBe(403);
      const refused = await send(server, "PATCH", "/api/staff-settings", { require_two_factor: true }, owner);
      expect(refused.status).toBe(409);
      expect((refused.body as { error: string }).error).toMatch(/your own account first/);
      expect(
        (await send(server, "PATCH", "/api/staff-settings", { counter_approval_limit: -1 }, owner)).status,
      ).toBe(400);
      const limit = await send(
        server,
        "PATCH",
        "/api/staff-settings",
        { counter_approval_limit: 150.5 },
        owner,
      );
      expect(limit.status).toBe(200);
      expect((limit.body as { data: unknown }).data).toMatchObject({
        require_two_factor: false,
        counter_approval_limit: 150.5,
      });
    });

    it("holds a staff member without a second factor to setting one up, then lets them in", async () => {
      const owner = await signedInHeaders(server, "owner");
      const ownerId = (
        (await send(server, "GET", "/api/auth/me", undefined, owner)).body as { user: { id: string } }
      ).user.id;
      await db()
        .update(users)
        .set({ totpSecret: RFC_SECRET, totpEnabledAt: new Date() })
        .where(eq(users.id, ownerId));
      const on = await send(server, "PATCH", "/api/staff-settings", { require_two_factor: true }, owner);
      expect(on.status).toBe(200);
      expect((on.body as { data: unknown }).data).toMatchObject({
        require_two_factor: true,
        counter_approval_limit: 150.5,
      });
      expect((await send(server, "GET", "/api/staff-settings", undefined, owner)).status).toBe(200);

      try {
        // Another owner (every operation is theirs), signing in after the rule was set.
        const headers = await signedInHeaders(server, "owner");
        const me = await send(server, "GET", "/api/auth/me", undefined, headers);
        expect((me.body as { user: unknown }).user).toMatchObject({ two_factor_setup_required: true });
        const orders = await send(server, "GET", "/api/orders", undefined, headers);
        expect(orders.status).toBe(403);
        expect(orders.body).toEqual({
          error:
            "The owner requires two-factor sign-in. Set up an authenticator app or a passkey under Your account before anything else.",
        });
        const setup = await send(server, "POST", "/api/account/two-factor/totp/setup", undefined, headers);
        const { secret } = (setup.body as { data: { secret: string } }).data;
        const now = clockNow();
        const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
        expect((await send(server, "POST", "/api/account/two-factor/totp", { code }, headers)).status).toBe(
          200,
        );
        const after = await send(server, "GET", "/api/orders", undefined, headers);
        expect(after.status, JSON.stringify(after.body)).toBe(200);
        // With the rule on and no passkey, the app cannot be turned off.
        const off = await send(
          server,
          "POST",
          "/api/account/two-factor/totp/disable",
          { password: PASSWORD },
          headers,
        );
        expect(off.status).toBe(409);
      } finally {
        await send(server, "PATCH", "/api/staff-settings", { require_two_factor: false }, owner);
      }
      const changes = await db()
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, "staff.settings_update"));
      expect(changes.length).toBeGreaterThanOrEqual(3);
    });
  });
});
