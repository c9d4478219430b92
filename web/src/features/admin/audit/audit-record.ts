import type { AuditEntry } from "./AuditList";

const numberIn = (value: unknown): number | undefined => {
  if (typeof value !== "object" || value === null || !("number" in value)) return undefined;
  const number = (value as { number: unknown }).number;
  return typeof number === "number" && Number.isInteger(number) ? number : undefined;
};

/** The order an entry is about, by its number (every order entry keeps it), unless it was deleted. */
export function auditOrderNumber(entry: Pick<AuditEntry, "entity" | "action" | "before" | "after">) {
  if (entry.entity !== "order" || entry.action === "order.delete") return undefined;
  return numberIn(entry.after) ?? numberIn(entry.before);
}
