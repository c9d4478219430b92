import type { Limit } from "../../../http/rate-limited";

const HOUR_MS = 60 * 60 * 1000;

/** Tries of e-mailed staff links (invitation, reset) per client: a token cannot be guessed, but nobody needs to try 30 an hour. */
export const LINK_TRY_LIMIT: Limit = { name: "staff-link", limit: 30, windowMs: HOUR_MS };

/** "Forgot password?" e-mails one client may ask for in an hour, whatever addresses it names. */
export const RESET_REQUEST_LIMIT: Limit = { name: "password-reset", limit: 10, windowMs: HOUR_MS };
