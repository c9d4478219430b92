/** Dates as the spec shows them in the portal: en-US short, with hour and minute (§9). */
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
}

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money in dollars with 2 decimals; a missing amount shows as $0.00 (§8). */
export function formatMoney(amount: number | null | undefined): string {
  return dollars.format(amount ?? 0);
}

const count = new Intl.NumberFormat("en-US");
export const formatCount = (n: number) => count.format(n);

/** The date part of an ISO moment in this browser's day, as YYYY-MM-DD (for file names). */
export function localDateStamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Sizes read the same in the portal and on customer pages, so the one formatter lives in lib. */
export { formatBytes } from "../../../lib/file-size";
