// Checks an answer against the required fields (and their JSON types) Stripe's OpenAPI spec gives
// for its object, as extracted into stripe-required-fields.json by extract-spec.ts.
import extracted from "./stripe-required-fields.json" with { type: "json" };

export type StripeObjectName = keyof typeof extracted.objects;
export const specSource = extracted.source;

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Problems found, worded for the person fixing the stand-in; empty when the object conforms. */
export function requiredFieldProblems(objectName: StripeObjectName, value: unknown): string[] {
  if (jsonType(value) !== "object") return [`${objectName}: expected a JSON object, got ${jsonType(value)}`];
  const fields: Record<string, string[]> = extracted.objects[objectName];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, allowed] of Object.entries(fields)) {
    if (!(field in record)) {
      problems.push(`${objectName}.${field} is required by Stripe's spec but missing`);
      continue;
    }
    const actual = jsonType(record[field]);
    const fits = allowed.includes(actual) || (actual === "integer" && allowed.includes("number"));
    if (!fits) problems.push(`${objectName}.${field} should be ${allowed.join(" or ")}, got ${actual}`);
  }
  return problems;
}

export const currentFieldsSource = extracted.currentFieldsSource;

/** Fields the examples show but the API sends only when asked for with expand[] (the SDK types them optional). */
const SENT_ONLY_WHEN_EXPANDED = new Set(["charge.refunds"]);

/** Fields Stripe's example of the object (newer fixtures3.json) has that the answer lacks. */
export function missingCurrentFields(objectName: StripeObjectName, value: unknown): string[] {
  const fields: string[] = (extracted.currentFields as Record<string, string[]>)[objectName] ?? [];
  const record = (value ?? {}) as Record<string, unknown>;
  return fields
    .filter((field) => !(field in record) && !SENT_ONLY_WHEN_EXPANDED.has(`${objectName}.${field}`))
    .map((field) => `${objectName}.${field} is in Stripe's current example but missing`);
}
