import "../../lib/zod-jitless";
import type { z } from "zod";
import type { FormErrors } from "../../lib/forms/use-form-state";

/**
 * The server's own schema run in the browser, its messages by field path ("sizes.hoodies"), so
 * the page and the server agree on every rule. The server checks again and has the last word.
 */
export function checkWith<S extends z.ZodType>(schema: S, input: unknown): FormErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}
