import { formatCount, formatMoney } from "../shared/format";

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

// The server names store days as YYYY-MM-DD; read at noon UTC and shown in UTC, the day never shifts.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Nov 25": a day on the chart's axis. */
export const formatShortDay = (day: string) => shortDay.format(noon(day));
/** "Wed, Nov 25, 2026": a day in the chart's table. */
export const formatLongDay = (day: string) => longDay.format(noon(day));

/** "Sales last 30 days: $1,234.00 over 12 orders." The chart's summary, read before it. */
export function salesSummary(days: number, total: number, orders: number): string {
  const counted = orders === 1 ? "1 order" : `${formatCount(orders)} orders`;
  return `Sales last ${days} days: ${formatMoney(total)} over ${counted}.`;
}
