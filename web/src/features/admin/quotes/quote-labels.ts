import { apparelSizes, type TeamSport, teamSportLabels } from "@store/db/catalogue";

/** The quote as staff and coaches call it: "Q-2001" (the server sends it too; this is for links). */
export const quoteReference = (number: number) => `Q-${number}`;

export const sportLabel = (sport: string) => teamSportLabels[sport as TeamSport] ?? sport;

export interface SizeCount {
  size: string;
  count: number;
}

/**
 * How many players wear each size, in the sizing guide's order (youth, then adult); sizes the
 * guide does not know come after, alphabetically, and a blank size reads "No size".
 */
export function rosterSizeCounts(roster: readonly { size: string }[]): SizeCount[] {
  const counts = new Map<string, number>();
  for (const player of roster) {
    const size = player.size.trim() || "No size";
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  const rank = (size: string) => {
    const i = (apparelSizes as readonly string[]).indexOf(size);
    return i === -1 ? apparelSizes.length : i;
  };
  return [...counts.entries()]
    .map(([size, count]) => ({ size, count }))
    .sort((a, b) => rank(a.size) - rank(b.size) || a.size.localeCompare(b.size));
}

/** The roster's sizes on one line: "Youth M × 2, Adult L × 4". */
export const rosterSizeSummary = (roster: readonly { size: string }[]) =>
  rosterSizeCounts(roster)
    .map(({ size, count }) => `${size} × ${count}`)
    .join(", ");

/** "12 players", "1 player". */
export const playersLabel = (n: number) => `${n} ${n === 1 ? "player" : "players"}`;

/** A needed-by day (YYYY-MM-DD) as "Mar 14, 2027", read as that calendar day wherever the browser is. */
export function formatDay(day: string | null): string {
  if (!day) return "Not given";
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** Add-ons on one line: "Socks × 12, Bags × 3", or "None". */
export const addOnsLabel = (items: readonly { name: string; quantity: number }[]) =>
  items.length === 0 ? "None" : items.map((i) => `${i.name} × ${i.quantity}`).join(", ");
