import { profiles } from "@store/db";
import { eq } from "drizzle-orm";
import { customerCookie } from "../../../auth/session-cookie";
import type { Context } from "../../../context";
import { AppError } from "../../../errors/app-error";
import type { Limit } from "../../../http/rate-limited";
import { enqueueEmail } from "../../../mail/outbox";
import { accountLinkEmail } from "../../../mail/templates/account";
import { normalizeEmail } from "../../auth/users";
import type { AccountArgs } from "../../service-args";
import type { CustomerDto } from "../schemas";
import {
  CODE_NOT_VALID,
  createCustomerLink,
  TOO_MANY_CODES,
  useLinkCode,
  useLinkToken,
} from "./customer-links";
import { createCustomerSession } from "./customer-sessions";
import { accountForProvenEmail, attachByProvenEmail } from "./proven-email";

/** Sign-in e-mails one address may be sent in an hour (documented in the REST reference). */
export const SIGN_IN_EMAILS_PER_ADDRESS = 5;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Sign-in e-mails one client may ask for in an hour, whatever addresses it names. Every path that
 * sends one declares this limit, so they share one count and a second path is no way around it.
 */
export const SIGN_IN_EMAIL_LIMIT: Limit = { name: "account-link", limit: 20, windowMs: HOUR_MS };

/** The page a sign-in link opens; it sends the token back to sign in. */
export const signInPath = (token: string) => `/account/sign-in/link#${token}`;

/** Said for every address alike: whether it has ordered before is nobody's business but its owner's. */
export const signInSentMessage = (email: string) =>
  `We sent a sign-in link and a 6-digit code to ${email}. They work once, for 15 minutes.`;

/**
 * E-mails a sign-in link and code to an address. Every address gets the same answer (an account
 * is made when the address is first proven); an address asked for too often is refused, which
 * says nothing about it either.
 */
export async function requestSignIn({
  ctx,
  input,
}: {
  ctx: Context;
  input: { email: string };
}): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const { allowed, retryAfterSeconds } = await ctx.limiter.hit(
    `account-link-address:${email}`,
    SIGN_IN_EMAILS_PER_ADDRESS,
    HOUR_MS,
  );
  if (!allowed) {
    ctx.resHeaders.set("Retry-After", String(retryAfterSeconds));
    ctx.logger.warn("rate limited", { limit: "account-link-address", ip: ctx.clientIp });
    throw AppError.tooManyRequests(
      `Too many sign-in e-mails for this address. Use the newest one, or try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    );
  }
  await ctx.db.transaction(async (tx) => {
    const { token, code } = await createCustomerLink(tx, "sign_in", email, ctx.now());
    await enqueueEmail(tx, {
      kind: "account.sign_in",
      to: email,
      ...accountLinkEmail("sign_in", `${ctx.mail.publicUrl}${signInPath(token)}`, code),
    });
  });
  ctx.mail.wake?.();
  ctx.logger.info("sign-in link sent", { ip: ctx.clientIp });
  return { message: signInSentMessage(email) };
}

/** Signs in by the link's token. */
export async function signInWithLink({
  ctx,
  input,
}: {
  ctx: Context;
  input: { token: string };
}): Promise<{ customer: CustomerDto }> {
  return startSession(ctx, await useLinkToken(ctx.db, "sign_in", input.token, ctx.now()));
}

/** Signs in by the code typed beside the address it was sent to. */
export async function signInWithCode({
  ctx,
  input,
}: {
  ctx: Context;
  input: { email: string; code: string };
}): Promise<{ customer: CustomerDto }> {
  const result = await useLinkCode(ctx.db, "sign_in", normalizeEmail(input.email), input.code, ctx.now());
  if ("refused" in result) {
    ctx.logger.warn("sign-in code refused", { ip: ctx.clientIp, reason: result.refused });
    if (result.refused === "too_many") {
      ctx.resHeaders.set("Retry-After", String(15 * 60));
      throw AppError.tooManyRequests(TOO_MANY_CODES);
    }
    throw AppError.unauthorized(CODE_NOT_VALID);
  }
  return startSession(ctx, result.email);
}

/** The address is proven: its account (made now on a first sign-in) takes what it sent, and a session starts. */
async function startSession(ctx: Context, email: string): Promise<{ customer: CustomerDto }> {
  const now = ctx.now();
  const { profileId, token } = await ctx.db.transaction(async (tx) => {
    const profileId = await accountForProvenEmail(tx, email, now);
    await attachByProvenEmail(tx, profileId, email);
    return { profileId, token: await createCustomerSession(tx, profileId, now) };
  });
  ctx.resHeaders.append("Set-Cookie", customerCookie(token, ctx.secureCookies));
  ctx.logger.info("customer signed in", { customerId: profileId, ip: ctx.clientIp });
  return { customer: await customerById({ db: ctx.db, customer: { id: profileId } }) };
}

export async function customerById(options: AccountArgs): Promise<CustomerDto> {
  const { db, customer } = options;
  const [row] = await db.select().from(profiles).where(eq(profiles.id, customer.id));
  if (!row) throw AppError.notFound("This account no longer exists.");
  return {
    id: row.id,
    email: row.email,
    name: row.fullName,
    phone: row.phone,
    reminders_opt_in: row.remindersOptIn,
  };
}
