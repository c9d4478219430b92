import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Said when a new password is on the shipped list (auth/password-policy.ts checks it on the server). */
export const COMMON_PASSWORD =
  "This password is on a list of common or leaked passwords, so it is easy to guess. Choose another one: a few unrelated words make a strong, memorable password.";

/**
 * A password being chosen (invitation, reset, change, a new staff account, the CLI): the length
 * rules, shared with the portal's forms. Long passphrases are welcome; nothing about symbols or
 * digits (NIST SP 800-63B). The common-password check runs on the server only: the list is too
 * big for the browser.
 */
export const newPasswordField = z
  .string({ error: "Password is required." })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
