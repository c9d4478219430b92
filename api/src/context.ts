import type { Database } from "@store/db";
import type { SessionCustomer } from "./domains/account/sign-in/customer-sessions";
import type { SessionUser } from "./domains/auth/sessions";
import type { RateLimiter } from "./http/rate-limit";
import type { Logger } from "./logger";
import type { MailSettings } from "./mail/settings";
import type { PaymentProviders } from "./payments/providers";
import type { FileStorage } from "./storage/storage";

/**
 * What every procedure may use, built per request for tRPC and REST alike (http/request-context.ts).
 * It lives apart from both edges so neither has to import the other to name it.
 */
export interface Context {
  db: Database;
  logger: Logger;
  storage: FileStorage;
  limiter: RateLimiter;
  /** Where the store's notifications go and the site's address for links in them. */
  mail: MailSettings;
  /** The payment providers whose keys are set (none: money is taken in store only). */
  payments: PaymentProviders;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** The raw session token from the cookie, so logout can end exactly this session. */
  sessionToken: string | undefined;
  /**
   * The signed-in customer (their own cookie, apart from staff sessions), or null. A staff member
   * who signs in as a customer has both, and each opens only its own procedures.
   */
  customer: SessionCustomer | null;
  customerSessionToken: string | undefined;
  /** Who is calling, for rate limits: the socket address (or the proxy's, when trusted). */
  clientIp: string;
  /** The request's User-Agent, kept with a new session so its owner can tell their devices apart. */
  userAgent: string | undefined;
  /** Whether cookies must be Secure (the site is served over HTTPS). */
  secureCookies: boolean;
  /** The site's address as the caller reached it (scheme and host), for links in answers. */
  siteOrigin: string;
  /**
   * The request's Idempotency-Key header, for any operation declared idempotent (which takes it as
   * its input's `idempotency_key`: domains/idempotent.ts); undefined without one.
   */
  idempotencyKey: string | undefined;
  /**
   * The server's clock as the store's rules read it (team stores open and close by it); tests
   * inject one to stand around a close or a daylight-saving change.
   */
  now: () => Date;
  /** Headers the procedure wants on the response (Set-Cookie after login and logout). */
  resHeaders: Headers;
}
