// Stripe's SDK sends bodies and query strings form-encoded with bracketed keys
// (line_items[0][price_data][unit_amount]=1234, expand[]=data.source). This turns them back into
// the nested objects and arrays the Stripe API itself would see.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head = "", ...rest] = key.split("[");
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ""))];
    assign(root, path, value);
  }
  return root;
}

function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [key = "", ...rest] = path;
  const container = target as Record<string, FormValue>;
  const slot = Array.isArray(target) && key === "" ? String(target.length) : key;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const nextIsIndex = rest[0] === "" || /^\d+$/.test(rest[0] ?? "");
  const existing = container[slot];
  const child = existing !== undefined && typeof existing !== "string" ? existing : nextIsIndex ? [] : {};
  container[slot] = child;
  assign(child, rest, value);
}

/** A string field, or undefined when absent. */
export function text(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === "string" ? value : undefined;
}

/** A flat string map such as metadata[...]. */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === "string" || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === "string") out[key] = entry;
  return out;
}

/** expand[]=a&expand[]=b, as a list. */
export function expansions(form: FormObject): string[] {
  const value = form.expand;
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === "string");
  return typeof value === "string" ? [value] : [];
}
