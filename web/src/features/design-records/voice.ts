/** Who reads a design record: the store's staff in the portal, or the customer on their review page. */
export type Voice = "staff" | "customer";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 23, 2026, 12:00 PM" for a moment the server sent; nothing for one it could not read. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : when.format(date);
}
