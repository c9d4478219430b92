const BYTES_PER_MB = 1024 * 1024;

/** A file's size in megabytes with two decimals, e.g. "2.35 MB"; a tiny file reads "< 0.01 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  if (bytes > 0 && mb < 0.005) return "< 0.01 MB";
  return `${mb.toFixed(2)} MB`;
}
