import type { Database } from "@store/db";
import type { Context as HonoContext } from "hono";
import { readBearerKey } from "../auth/api-key-format";
import { CUSTOMER_COOKIE, readSessionToken } from "../auth/session-cookie";
import type { Context } from "../context";
import { findCustomerSession } from "../domains/account/sign-in/customer-sessions";
import { findSessionUser, type SessionUser } from "../domains/auth/sessions";
import { withTwoFactorDue } from "../domains/auth/two-factor/factors";
import { findApiKeyUser } from "../domains/staff/api-keys";
import { AppError } from "../errors/app-error";
import type { Logger } from "../logger";
import type { MailSettings } from "../mail/settings";
import type { PaymentProviders } from "../payments/providers";
import type { FileStorage } from "../storage/storage";
import { clientIp, isHttps, siteOrigin } from "./client-ip";
import type { RateLimiter } from "./rate-limit";

export interface ContextDeps {
  db: Database;
  logger: Logger;
  storage: FileStorage;
  limiter: RateLimiter;
  mail: MailSettings;
  payments: PaymentProviders;
  trustProxy: boolean;
  now: () => Date;
}

/**
 * The procedure context for one request: who is calling and what they may use. The caller is an
 * integrator's API key (`Authorization: Bearer …`) or else the browser's session cookie; both give
 * the same `user`, so no procedure asks which it was. A key that cannot be used throws a 401
 * AppError: a script with a revoked key must stop, not carry on as a visitor.
 */
export async function buildContext(c: HonoContext, deps: ContextDeps): Promise<Context> {
  const bearerKey = readBearerKey(c.req.header("authorization"));
  // With a key, the key decides alone: a cookie beside it neither adds rights nor gets ended by logout.
  const sessionToken = bearerKey === undefined ? readSessionToken(c.req.header("cookie")) : undefined;
  let user: SessionUser | null = null;
  if (bearerKey !== undefined) user = await keyUser(c, deps, bearerKey);
  else if (sessionToken) user = await withTwoFactorDue(deps.db, await findSessionUser(deps.db, sessionToken));
  // An API key is staff's or an integrator's: it never carries a customer along.
  const customerSessionToken =
    bearerKey === undefined ? readSessionToken(c.req.header("cookie"), CUSTOMER_COOKIE) : undefined;
  const customer = customerSessionToken
    ? await findCustomerSession(deps.db, customerSessionToken, deps.now())
    : null;
  return {
    db: deps.db,
    logger: deps.logger,
    storage: deps.storage,
    limiter: deps.limiter,
    mail: deps.mail,
    payments: deps.payments,
    user,
    sessionToken,
    customer,
    customerSessionToken,
    clientIp: clientIp(c, deps.trustProxy),
    userAgent: c.req.header("user-agent"),
    secureCookies: isHttps(c, deps.trustProxy),
    siteOrigin: siteOrigin(c, deps.trustProxy),
    idempotencyKey: c.req.header("idempotency-key"),
    now: deps.now,
    resHeaders: new Headers(),
  };
}

async function keyUser(c: HonoContext, deps: ContextDeps, key: string | null): Promise<SessionUser> {
  try {
    return await findApiKeyUser(deps.db, key);
  } catch (error) {
    // One line per refused key, naming the refusal and never the key.
    if (error instanceof AppError)
      deps.logger.warn("api key refused", {
        path: c.req.path,
        reason: error.message,
        ip: clientIp(c, deps.trustProxy),
      });
    throw error;
  }
}
