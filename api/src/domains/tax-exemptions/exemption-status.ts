import type { TaxExemption } from "@store/db";

/**
 * Whether an exemption counts on a day (store time, YYYY-MM-DD): verified by staff and not past
 * its last day. The expiry day itself is still good: a certificate "expires on" its last valid day.
 */
export function exemptionStatusOn(
  row: Pick<TaxExemption, "verifiedAt" | "expiresOn">,
  day: string,
): "verified" | "awaiting check" | "expired" {
  if (row.expiresOn !== null && row.expiresOn < day) return "expired";
  return row.verifiedAt ? "verified" : "awaiting check";
}
