import type { Database } from "@store/db";
import type { OrderDto } from "../domains/orders/schemas";

/**
 * What request handlers need to write the store's e-mails, taken from the configuration once at
 * start (services never read the environment themselves).
 */
export interface MailSettings {
  /** Where the store's own notifications go (STORE_EMAIL). */
  storeEmail: string;
  /** The site's address for links in e-mails (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** How long an order's status e-mail waits, so a status changed again meanwhile replaces it. */
  statusEmailDelayMs: number;
  /**
   * What an order's "Pay $N now" link asks (a quote's deposit, else the balance), or null: nothing
   * due. Absent while no payment provider is live: the e-mails then offer no link.
   */
  payAsk?: (db: Database, order: OrderDto) => Promise<{ amount: number; purpose: string } | null>;
  /** Nudges the mail worker after a commit, so the e-mail leaves now rather than at the next tick. */
  wake?: () => void;
}
