// Staff enter a store's opening and closing in Central time (the store is in Clanton, Alabama),
// whatever zone their computer is in; the server stores UTC. Intl knows the daylight-saving
// rules, so nothing here adds hours by hand.

const ZONE = "America/Chicago";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The wall clock in Chicago at a moment, as a datetime-local input writes it: "2027-03-06T20:00". */
export function toCentralInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A Chicago wall clock ("2027-03-06T20:00") as the UTC moment it names, in ISO text; undefined when
 * the text is not one. A time the spring change skips is read an hour on.
 */
export function fromCentralInput(wall: string): string | undefined {
  const m = WALL.exec(wall);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Central time is UTC-5 or UTC-6: keep the offset whose reading matches (the first of the two
  // readings in the autumn hour that happens twice).
  for (const offsetHours of [5, 6]) {
    const candidate = new Date(asUtc + offsetHours * 3_600_000);
    if (toCentralInput(candidate.toISOString()) === wall) return candidate.toISOString();
  }
  return new Date(asUtc + 6 * 3_600_000).toISOString();
}

const words = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Fri, Mar 6, 2027, 8:00 PM CT": a store's moment as staff read it in the portal. */
export function centralInWords(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${words.format(date)} CT`;
}
