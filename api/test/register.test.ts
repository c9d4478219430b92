import { customerLinks, outboxEmails, profiles, users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords";
import { createLogger } from "../src/logger";
import { smtpTransport } from "../src/mail/smtp-transport";
import { deliverDueEmails } from "../src/mail/worker";
import { accountHeaders, askSignIn, newestAccountEmail } from "./account-helpers";
import { send, startTestServer, type TestServer } from "./helpers";
import { readable, startSmtpServer } from "./smtp-server";

// Issue 36: the spec's password sign-up answered 409 for a known address, so anyone could learn who
// has an account, and made accounts without a limit. It now sends the customer sign-in e-mail and
// answers every address alike (decision 051).

const sentTo = (email: string) =>
  `We sent a sign-in link and a 6-digit code to ${email}. They work once, for 15 minutes.`;

describe(`the old sign-up path sends a sign-in link (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let client = 0;
  const newClient = () => `198.18.36.${++client}`;
  const register = (email: string, from = newClient(), password: string | undefined = "long-password") =>
    send(server, "POST", "/api/auth/register", password === undefined ? { email } : { email, password }, {
      "x-forwarded-for": from,
    });

  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: true,
      mail: { storeEmail: "orders@clanton.example", publicUrl: "https://shop.clanton.example" },
    });
    await server.database.db.insert(users).values({
      email: "staff@example.com",
      passwordHash: await hashPassword("staff-password"),
      role: "owner",
    });
  });
  afterAll(() => server?.stop());

  it("answers a new address, a customer's and a staff address alike", async () => {
    const customer = `customer-${Date.now()}@example.com`;
    await accountHeaders(server, customer);
    const answers = [];
    for (const email of [`new-${Date.now()}@example.com`, customer, "staff@example.com"]) {
      const res = await register(email);
      answers.push({
        email,
        status: res.status,
        body: JSON.stringify(res.body).replace(email, "<address>"),
        cookies: res.headers.getSetCookie(),
      });
    }
    for (const answer of answers) {
      expect(answer, answer.email).toMatchObject({
        status: 200,
        body: JSON.stringify({ data: { message: sentTo("<address>") } }),
        cookies: [],
      });
    }
    // The same answer as the account sign-in request gives.
    const asked = await askSignIn(server, "staff@example.com", newClient());
    expect(await asked.json()).toEqual({ data: { message: sentTo("staff@example.com") } });
  });

  it("makes no password account, and a sent password signs nobody in", async () => {
    const email = `no-account-${Date.now()}@example.com`;
    expect((await register(email, newClient(), "correct-horse-battery")).status).toBe(200);
    expect((await register(`${email}.two`, newClient(), undefined)).status).toBe(200);
    const db = server.database.db;
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // A customer's account is made when the address is first proven, not when it is named.
    expect(await db.select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
    const login = await send(server, "POST", "/api/auth/login", { email, password: "correct-horse-battery" });
    expect(login.status).toBe(401);
    // The staff password is untouched by someone "registering" the staff address.
    const staff = await send(server, "POST", "/api/auth/login", {
      email: "staff@example.com",
      password: "staff-password",
    });
    expect(staff.status).toBe(200);
  });

  it("e-mails the customer sign-in link and code, delivered over SMTP, and the link signs in", async () => {
    const email = `linked-${Date.now()}@example.com`;
    expect((await register(email)).status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), eq(outboxEmails.kind, "account.sign_in")));
    expect(row?.status).toBe("pending");
    const links = await server.database.db.select().from(customerLinks).where(eq(customerLinks.email, email));
    expect(links.map((l) => l.purpose)).toEqual(["sign_in"]);

    const smtp = await startSmtpServer();
    try {
      const transport = smtpTransport(smtp.url, "Clanton Sports Apparel <orders@clanton.example>");
      await deliverDueEmails(server.database.db, transport, { logger: createLogger("silent") });
      const message = smtp.received.find((m) => m.to.includes(email));
      expect(message, "the sign-in e-mail reached the SMTP server").toBeDefined();
      const { token, code } = await newestAccountEmail(server, email);
      const text = readable(message?.raw ?? "");
      expect(text).toContain(`https://shop.clanton.example/account/sign-in/link#${token}`);
      expect(text).toContain(code);
    } finally {
      await smtp.close();
    }

    const { token } = await newestAccountEmail(server, email);
    const signIn = await send(server, "POST", "/api/account/sign-in", { token });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().join()).toMatch(/^store_account=/);
  });

  it("counts with the sign-in e-mail request: 20 an hour per client, then 429 with Retry-After", async () => {
    const from = newClient();
    for (let i = 0; i < 10; i++) {
      expect((await register(`limit-r${i}@example.com`, from)).status, `sign-up ${i + 1}`).toBe(200);
      expect((await askSignIn(server, `limit-s${i}@example.com`, from)).status, `request ${i + 1}`).toBe(200);
    }
    const over = await register("limit-over@example.com", from);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await askSignIn(server, "limit-over@example.com", from)).status).toBe(429);
    // Another client is not held back by this one.
    expect((await register("limit-other@example.com", newClient())).status).toBe(200);
  });

  it("sends one address at most 5 e-mails an hour, from any client", async () => {
    const email = `often-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await register(email)).status, `e-mail ${i + 1}`).toBe(200);
    const over = await register(email);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((over.body as { error: string }).error).toMatch(/^Too many sign-in e-mails for this address\./);
  });
});
