import "../../lib/zod-jitless";
import { type ContactInput, contactInput } from "@store/api/schemas/submissions";
import { type ContactErrors, type ContactValues, isField } from "./contact-form";

/**
 * Checks the form with the server's own schema, so the browser and the server agree on every
 * rule and message. Only a convenience: the server checks again and has the last word.
 */
export function checkContact(
  values: ContactValues,
): { ok: true; input: ContactInput } | { ok: false; errors: ContactErrors } {
  const parsed = contactInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
