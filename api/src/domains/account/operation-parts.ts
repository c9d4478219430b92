import type { Limit } from "../../http/rate-limited";

// What the account's operations say alike: their tag in the reference, their shared refusals and
// the limit on tries at e-mailed links (sign-in and privacy links are tried the same way).

export const tag = "Customer account";
const HOUR_MS = 60 * 60 * 1000;
/** Per client address: tries at links and codes (each code is also limited to 5 wrong tries). */
export const SIGN_IN_TRY_LIMIT: Limit = { name: "account-sign-in", limit: 30, windowMs: HOUR_MS };

export const usedLink = {
  status: 410,
  description: "The link was already used, has expired (15 minutes), or was ended by five wrong codes.",
};
export const notYours = {
  status: 404,
  description: "No such record in this customer's account (another's is the same 404).",
};
