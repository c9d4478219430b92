import "../../lib/zod-jitless";
import { artworkFields } from "@store/api/schemas/submissions";
import { type ArtworkValues, type FieldErrors, isFieldName } from "./artwork-values";

/**
 * The server's own schema run in the browser, so the visitor sees the same words before sending.
 * 'What Are You Ordering?' may be left empty (spec §5: labelled required, not enforced).
 */
export function validateValues(values: ArtworkValues): FieldErrors {
  const result = artworkFields.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && isFieldName(key)) errors[key] ??= issue.message;
  }
  return errors;
}
