import type { Database } from "@store/db";
import type { Context as HonoContext } from "hono";
import { readSessionToken } from "../auth/session-cookie";
import type { Context } from "../context";
import type { Logger } from "../logger";
import type { MailSettings } from "../mail/settings";
import { findSessionUser } from "../services/sessions";
import type { FileStorage } from "../storage/storage";
import { clientIp, isHttps, siteOrigin } from "./client-ip";
import type { RateLimiter } from "./rate-limit";

export interface ContextDeps {
  db: Database;
  logger: Logger;
  storage: FileStorage;
  limiter: RateLimiter;
  mail: MailSettings;
  trustProxy: boolean;
}

/** The procedure context for one request: who is calling and what they may use. */
export async function buildContext(c: HonoContext, deps: ContextDeps): Promise<Context> {
  const sessionToken = readSessionToken(c.req.header("cookie"));
  const user = sessionToken ? await findSessionUser(deps.db, sessionToken) : null;
  return {
    db: deps.db,
    logger: deps.logger,
    storage: deps.storage,
    limiter: deps.limiter,
    mail: deps.mail,
    user,
    sessionToken,
    clientIp: clientIp(c, deps.trustProxy),
    secureCookies: isHttps(c, deps.trustProxy),
    siteOrigin: siteOrigin(c, deps.trustProxy),
    resHeaders: new Headers(),
  };
}
