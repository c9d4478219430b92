import { dictionary } from "@zxcvbn-ts/language-common";
import { COMMON_PASSWORD, newPasswordField } from "../common/password-rules";
import { AppError } from "../errors/app-error";

// The one password policy: every place a password is set (accepting an
// invitation, a reset, changing one's own, a new staff account, the CLI) checks it here. The length
// rules are the zod field in password-rules.ts (shared with the portal's forms); this adds the list.

/**
 * Common and leaked passwords, from zxcvbn-ts's own list (compiled from breach corpora, shipped in
 * the package: no network). Only entries a length rule would not already refuse are kept.
 */
let onList: Set<string> | undefined;
const commonPasswords = () => {
  onList ??= new Set(dictionary["passwords-common"].filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  return onList;
};

/** Whether a password is on the shipped list, case aside ("Password1" is "password1"). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/**
 * Refuses a password on the list with a 400 naming the field, so the portal's form shows it beside
 * the password. Call it before anything is changed (a link used, an account written).
 */
export function refusePasswordOnList(password: string, field = "password"): void {
  if (isCommonPassword(password)) throw AppError.badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
}

/**
 * The whole policy for a caller outside a procedure (the CLI): the length rules, then the list.
 * Answers the first problem's words, or null when the password is fine.
 */
export function passwordProblem(password: string): string | null {
  const length = newPasswordField.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? "Invalid password.";
  return isCommonPassword(password) ? COMMON_PASSWORD : null;
}
