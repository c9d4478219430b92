const BYTES_PER_MB = 1024 * 1024;

/** A file's size in megabytes with two decimals, e.g. "2.35 MB"; a tiny file reads "< 0.01 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  if (bytes > 0 && mb < 0.005) return "< 0.01 MB";
  return `${mb.toFixed(2)} MB`;
}

const BYTE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * A size in Bytes, KB, MB or GB, 1024 to a step, with 2 decimals (spec §9): "1.50 KB", as the
 * portal shows sizes (features/admin/shared/format.ts re-exports it).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  if (step === 0) return `${Math.round(bytes)} Bytes`;
  return `${(bytes / 1024 ** step).toFixed(2)} ${BYTE_UNITS[step]}`;
}
