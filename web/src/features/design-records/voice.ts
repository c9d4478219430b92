/** Who reads a design record: the store's staff in the portal, or the customer on their review page. */
export type Voice = "staff" | "customer";

// In the store's zone: a proof page is drawn by the server, and a browser elsewhere must read the same.
const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Chicago",
});

/** "Nov 23, 2026, 12:00 PM" for a moment the server sent; nothing for one it could not read. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : when.format(date);
}
