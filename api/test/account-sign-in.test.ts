import { customerLinks } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHeaders, askSignIn, newestAccountEmail } from "./account-helpers";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Signing in by e-mailed link or code: what the server refuses, and what it never tells.

describe(`customer sign-in by e-mail (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let n = 0;
  const address = () => `parent${++n}-${Date.now()}@example.com`;
  const json = { "content-type": "application/json" };
  const signIn = (token: string) => send(server, "POST", "/api/account/sign-in", { token }, json);
  const withCode = (email: string, code: string, client = "198.18.0.1") =>
    send(
      server,
      "POST",
      "/api/account/sign-in-code",
      { email, code },
      { ...json, "x-forwarded-for": client },
    );

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server?.stop());

  it("answers every address alike, and keeps only hashes of the link and code", async () => {
    const known = address();
    await accountHeaders(server, known);
    const stranger = address();
    const a = await askSignIn(server, known);
    const b = await askSignIn(server, stranger);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [ta, tb] = [await a.json(), await b.json()];
    expect(JSON.stringify(ta).replace(known, "X")).toBe(JSON.stringify(tb).replace(stranger, "X"));
    const { token, code } = await newestAccountEmail(server, stranger);
    const rows = await server.database.db
      .select()
      .from(customerLinks)
      .where(eq(customerLinks.email, stranger));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });

  it("signs in once per link: a second use and an expired link are refused", async () => {
    const email = address();
    await askSignIn(server, email);
    const { token } = await newestAccountEmail(server, email);
    const first = await signIn(token);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().join()).toMatch(
      /store_account=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const again = await signIn(token);
    expect(again.status).toBe(410);
    expect(again.headers.getSetCookie()).toEqual([]);

    await askSignIn(server, email);
    const late = await newestAccountEmail(server, email);
    server.advanceClock(15 * 60 * 1000 + 1000);
    expect((await signIn(late.token)).status).toBe(410);
    expect((await withCode(email, late.code)).status).toBe(401);
  });

  it("takes a code only beside the address it was sent to, and ends it at the fifth wrong code", async () => {
    const email = address();
    const other = address();
    await askSignIn(server, email);
    const { code, token } = await newestAccountEmail(server, email);
    await askSignIn(server, other);
    expect((await withCode(other, code)).status).toBe(401);

    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i += 1)
      expect((await withCode(email, wrong)).status, `wrong code ${i}`).toBe(401);
    const fifth = await withCode(email, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get("retry-after")).toMatch(/^\d+$/);
    // The right code, and even the link, no longer open anything.
    expect((await withCode(email, code)).status).toBe(429);
    expect((await signIn(token)).status).toBe(410);

    // A new e-mail brings a link and code that work.
    await askSignIn(server, email);
    const fresh = await newestAccountEmail(server, email);
    const ok = await withCode(email, fresh.code);
    expect(ok.status).toBe(200);
    expect((ok.body as { data: { customer: { email: string } } }).data.customer.email).toBe(email);
  });

  it(`sends at most 5 sign-in e-mails an hour to one address, from any client`, async () => {
    const email = address();
    for (let i = 0; i < 5; i += 1)
      expect((await askSignIn(server, email, `203.0.113.${i + 10}`)).status).toBe(200);
    const sixth = await askSignIn(server, email, "203.0.113.99");
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await askSignIn(server, address(), "203.0.113.99")).status).toBe(200);
  });

  it("never lets a customer session reach a staff procedure; staff signing in here get a customer session only", async () => {
    const customer = await accountHeaders(server);
    for (const path of ["/api/orders", "/api/quotes", "/api/auth/me", "/api/staff-accounts"]) {
      const res = await send(server, "GET", path, undefined, customer);
      expect(res.status, path).toBe(401);
    }
    const trpc = await fetch(`${server.url}/trpc/orders.list`, { headers: customer });
    expect(trpc.status).toBe(401);

    const admin = await signedInHeaders(server, "admin");
    const staffEmail = (
      (await send(server, "GET", "/api/auth/me", undefined, admin)).body as { user: { email: string } }
    ).user.email;
    const asCustomer = await accountHeaders(server, staffEmail);
    expect(asCustomer.cookie).toMatch(/^store_account=/);
    expect((await send(server, "GET", "/api/orders", undefined, asCustomer)).status).toBe(401);
    expect((await send(server, "GET", "/api/account", undefined, asCustomer)).status).toBe(200);
    // And a staff session is no customer session.
    expect((await send(server, "GET", "/api/account", undefined, admin)).status).toBe(401);
  });

  it("ends the account session on sign-out", async () => {
    const customer = await accountHeaders(server);
    expect((await send(server, "POST", "/api/account/sign-out", undefined, customer)).status).toBe(200);
    expect((await send(server, "GET", "/api/account", undefined, customer)).status).toBe(401);
  });
});
