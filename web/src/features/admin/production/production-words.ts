/** "Mon, Mar 1": a calendar day as the floor reads it (the day itself, never shifted by a time zone). */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "16,000 stitches", "12 pieces". */
export const unitWords = (n: number, unit: "pieces" | "stitches") => `${n.toLocaleString("en-US")} ${unit}`;

const DAY_MS = 86_400_000;
/** The day `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday on or before `day`. */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Today at the store (Central time). */
export const storeToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
