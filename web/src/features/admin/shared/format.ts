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

const BYTE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * A size in Bytes, KB, MB or GB, 1024 to a step, with 2 decimals (spec §9): "1.50 KB". Bytes are
 * whole, so they read "512 Bytes".
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  if (step === 0) return `${Math.round(bytes)} Bytes`;
  return `${(bytes / 1024 ** step).toFixed(2)} ${BYTE_UNITS[step]}`;
}
