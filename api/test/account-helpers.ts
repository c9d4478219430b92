import { outboxEmails } from "@store/db";
import { and, desc, eq, like } from "drizzle-orm";
import type { TestServer } from "./helpers";

let accountCounter = 0;

/** The newest account e-mail sent to an address: its link's token (after the #) and its code. */
export async function newestAccountEmail(server: TestServer, email: string, kind = "account.sign_in") {
  const [row] = await server.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email.toLowerCase()), like(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} e-mail to ${email}`);
  const token = /#([A-Za-z0-9_-]{20,})/.exec(row.text)?.[1];
  const code = /code[^0-9]*(\d{6})/.exec(row.text)?.[1];
  if (!token || !code) throw new Error(`no link or code in: ${row.text}`);
  return { token, code, text: row.text, subject: row.subject };
}

/** Asks for a sign-in e-mail as a client would (each call its own client address unless given). */
export async function askSignIn(
  server: TestServer,
  email: string,
  client = `192.0.2.${(accountCounter % 250) + 1}`,
) {
  return fetch(`${server.url}/api/account/sign-in-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": client },
    body: JSON.stringify({ email }),
  });
}

/**
 * Signs an address in through its e-mailed link, as a customer does, and answers the headers that
 * carry the account session (cookie and Origin). The server needs `trustProxy` for the client address.
 */
export async function accountHeaders(server: TestServer, email?: string): Promise<Record<string, string>> {
  accountCounter += 1;
  const address = email ?? `family${accountCounter}-${Date.now()}@example.com`;
  const asked = await askSignIn(server, address);
  if (asked.status !== 200) throw new Error(`sign-in e-mail refused: ${asked.status} ${await asked.text()}`);
  const { token } = await newestAccountEmail(server, address);
  const res = await fetch(`${server.url}/api/account/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ token }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (res.status !== 200 || !cookie)
    throw new Error(`account sign-in failed: ${res.status} ${await res.text()}`);
  return { cookie, origin: server.url };
}
