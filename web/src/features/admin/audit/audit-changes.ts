/** One field of a record as a change left it; a side is absent when the record did not exist. */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored value as text: strings as they are, anything else as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "undefined";
}

/**
 * What a change did, field by field. An update lists only the fields whose value differs; a
 * creation lists every field it set (no "before"), a deletion every field it removed (no "after").
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = isRecord(before) ? before : null;
  const next = isRecord(after) ? after : null;
  if (!old && !next) return [];
  if (!old) return Object.entries(next ?? {}).map(([field, value]) => ({ field, after: showValue(value) }));
  if (!next) return Object.entries(old).map(([field, value]) => ({ field, before: showValue(value) }));
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields.flatMap((field) => {
    const was = showValue(old[field]);
    const now = showValue(next[field]);
    if (was === now) return [];
    return [
      {
        field,
        ...(field in old ? { before: was } : {}),
        ...(field in next ? { after: now } : {}),
      },
    ];
  });
}
