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
  /** Nudges the mail worker after a commit, so the e-mail leaves now rather than at the next tick. */
  wake?: () => void;
}
