import { hashSecret, newSecretToken } from "./tokens";

// Writing last_seen_at on every request would turn each read into a write; a minute is precise enough.
const TOUCH_AFTER_MS = 60 * 1000;

/**
 * One home for both session stores (staff and customer): a new session's token for the cookie and
 * the row columns that stand for it. Only the token's hash is stored, so a leaked table opens nothing.
 */
export function newSessionRow(now: Date, lifetimeMs: number) {
  const token = newSecretToken();
  return {
    token,
    row: {
      tokenHash: hashSecret(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    },
  };
}

/** The hash a session row is found by. */
export const sessionTokenHash = (token: string) => hashSecret(token);

/** Whether a session last seen then is due a fresh last_seen_at. */
export const sessionNeedsTouch = (lastSeenAt: Date, now: Date) =>
  now.getTime() - lastSeenAt.getTime() > TOUCH_AFTER_MS;
