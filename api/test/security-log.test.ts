import { rateLimitWindows, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Promise 18 and issue 20: every security event writes one structured line naming the client's
// address (X-Forwarded-For only behind TRUST_PROXY, as the rate limits read it), and no secret.

const PASSWORD = "correct-horse-battery";
const WRONG_PASSWORD = "wrong-horse-battery-staple";

describe(`security event log lines (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let apiKey = "";
  const secrets: string[] = [PASSWORD, WRONG_PASSWORD];

  /** The lines one action wrote, with the given message. */
  const linesOf = async (msg: string, action: () => Promise<unknown>) => {
    server.logs.length = 0;
    await action();
    return server.logs.filter((line) => line.msg === msg);
  };
  const from = (ip: string, headers: Record<string, string> = {}) => ({ ...headers, "x-forwarded-for": ip });

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, keepLogs: true });
    await server.database.db
      .insert(users)
      .values({ email: "coach@example.com", passwordHash: await hashPassword(PASSWORD), role: "owner" });
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
    secrets.push(admin.cookie?.split("=")[1] ?? "", customer.cookie?.split("=")[1] ?? "");
    const created = await send(server, "POST", "/api/api-keys", { name: "Log test" }, admin);
    apiKey = (created.body as { data: { key: string } }).data.key;
    secrets.push(apiKey);
  });
  afterAll(() => server?.stop());

  it("names the client on a sign-in, a failed one, a throttled one and a sign-out", async () => {
    const login = (password: string, ip: string) =>
      send(server, "POST", "/api/auth/login", { email: "coach@example.com", password }, from(ip));

    let cookie = "";
    const signedIn = await linesOf("signed in", async () => {
      const res = await login(PASSWORD, "203.0.113.10");
      expect(res.status).toBe(200);
      cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    });
    secrets.push(cookie.split("=")[1] ?? "");
    expect(signedIn).toEqual([expect.objectContaining({ level: "info", role: "owner", ip: "203.0.113.10" })]);

    const signedOut = await linesOf("signed out", async () => {
      const res = await send(server, "POST", "/api/auth/logout", undefined, {
        ...from("203.0.113.11"),
        cookie,
        origin: server.url,
      });
      expect(res.status).toBe(200);
    });
    expect(signedOut).toEqual([expect.objectContaining({ level: "info", ip: "203.0.113.11" })]);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await linesOf("sign-in failed", async () => {
        expect((await login(WRONG_PASSWORD, "198.51.100.20")).status).toBe(401);
      });
      expect(failed, `attempt ${attempt}`).toEqual([
        expect.objectContaining({ level: "warn", ip: "198.51.100.20" }),
      ]);
    }
    const throttled = await linesOf("login throttled", async () => {
      expect((await login(PASSWORD, "198.51.100.21")).status).toBe(429);
    });
    expect(throttled).toEqual([expect.objectContaining({ level: "warn", ip: "198.51.100.21" })]);
  });

  it("names the client on every 401 and 403", async () => {
    const anonymous = await linesOf("unauthenticated", async () => {
      expect((await send(server, "GET", "/api/images", undefined, from("192.0.2.30"))).status).toBe(401);
    });
    expect(anonymous).toEqual([
      expect.objectContaining({ level: "warn", path: "images.list", ip: "192.0.2.30" }),
    ]);

    const notAdmin = await linesOf("forbidden", async () => {
      expect((await send(server, "GET", "/api/images", undefined, from("192.0.2.31", customer))).status).toBe(
        403,
      );
    });
    expect(notAdmin).toEqual([expect.objectContaining({ level: "warn", ip: "192.0.2.31" })]);

    const badKey = await linesOf("api key refused", async () => {
      const res = await send(server, "GET", "/api/images", undefined, {
        ...from("192.0.2.32"),
        authorization: `Bearer ${apiKey.slice(0, -4)}AAAA`,
      });
      expect(res.status).toBe(401);
    });
    expect(badKey).toEqual([expect.objectContaining({ level: "warn", ip: "192.0.2.32" })]);
  });

  it("names the client on a rate-limit refusal", async () => {
    // The contact form's counter for this address is already full (30 an hour).
    await server.database.db
      .insert(rateLimitWindows)
      .values({ key: "contact:192.0.2.40", count: 30, resetAt: new Date(Date.now() + 3_600_000) });
    const limited = await linesOf("rate limited", async () => {
      const res = await send(
        server,
        "POST",
        "/api/contact-submissions",
        { name: "Jo Rivers", email: "jo@example.com", phone: "+1 (205) 555-0100", message: "Team prices?" },
        from("192.0.2.40"),
      );
      expect(res.status).toBe(429);
    });
    expect(limited).toEqual([expect.objectContaining({ level: "warn", limit: "contact", ip: "192.0.2.40" })]);
  });

  it("writes a line for each cross-site refusal of the same-origin guard", async () => {
    const foreign = await linesOf("cross-site request refused", async () => {
      const res = await send(server, "POST", "/api/images/x.png/delete", undefined, {
        ...from("192.0.2.50", admin),
        origin: "https://evil.example",
      });
      expect(res.status).toBe(403);
    });
    expect(foreign).toEqual([
      expect.objectContaining({
        level: "warn",
        ip: "192.0.2.50",
        method: "POST",
        reason: "another site",
        origin: "https://evil.example",
      }),
    ]);

    const crossSiteForm = await linesOf("cross-site request refused", async () => {
      const res = await send(server, "POST", "/api/contact-submissions", "name=x", {
        ...from("192.0.2.51"),
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      });
      expect(res.status).toBe(403);
    });
    expect(crossSiteForm).toEqual([
      expect.objectContaining({ ip: "192.0.2.51", reason: "another site", fetchSite: "cross-site" }),
    ]);

    const { origin: _origin, ...withoutOrigin } = admin;
    const unproven = await linesOf("cross-site request refused", async () => {
      const res = await send(
        server,
        "DELETE",
        "/api/images/x.png",
        undefined,
        from("192.0.2.52", withoutOrigin),
      );
      expect(res.status).toBe(403);
    });
    expect(unproven).toEqual([
      expect.objectContaining({ ip: "192.0.2.52", method: "DELETE", reason: "signed in, origin unproven" }),
    ]);
  });

  it("keeps every secret out of a whole run of security events", async () => {
    server.logs.length = 0;
    const login = (password: string) =>
      send(server, "POST", "/api/auth/login", { email: "other@example.com", password }, from("192.0.2.60"));
    await server.database.db
      .insert(users)
      .values({ email: "other@example.com", passwordHash: await hashPassword(PASSWORD), role: "customer" });
    const res = await login(PASSWORD);
    const cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    secrets.push(cookie.split("=")[1] ?? "");
    await login(WRONG_PASSWORD);
    await send(server, "GET", "/api/images", undefined, { ...from("192.0.2.60"), cookie });
    await send(server, "GET", "/api/images", undefined, { authorization: `Bearer ${apiKey}x` });
    await send(server, "POST", "/api/auth/logout", undefined, { cookie, origin: "https://evil.example" });
    await send(server, "POST", "/api/auth/logout", undefined, { cookie, origin: server.url });

    const events = server.logs.filter((line) => line.msg !== "request");
    expect(events.map((line) => line.msg)).toEqual([
      "signed in",
      "sign-in failed",
      "forbidden",
      "api key refused",
      "cross-site request refused",
      "signed out",
    ]);
    for (const line of events) expect(line.ip, String(line.msg)).toEqual(expect.any(String));
    const written = JSON.stringify(server.logs);
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(written).not.toContain("store_session=");
    for (const line of server.logs) {
      expect(Object.keys(line).join(" ")).not.toMatch(/cookie|authorization|password|token|key\b/i);
    }
  });
});

describe(`security event log lines without TRUST_PROXY (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: false, keepLogs: true });
  });
  afterAll(() => server?.stop());

  it("name the socket's address, not a forwarded one anyone could write", async () => {
    const forged = { "x-forwarded-for": "203.0.113.99" };
    await send(server, "GET", "/api/images", undefined, forged);
    await send(server, "POST", "/api/contact-submissions", "name=x", {
      ...forged,
      "content-type": "text/plain",
      origin: "https://evil.example",
    });
    const events = server.logs.filter((line) => line.msg !== "request");
    expect(events.map((line) => [line.msg, line.ip])).toEqual([
      ["unauthenticated", "127.0.0.1"],
      ["cross-site request refused", "127.0.0.1"],
    ]);
  });
});
