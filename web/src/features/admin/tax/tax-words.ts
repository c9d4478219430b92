// How the "Sales tax" screen words its figures; no React here, so it is tested on its own.

/** A percent as the Department of Revenue's table writes it: 4%, 2.5%, 0.125%. */
export const percentText = (rate: number) => `${Number(rate.toFixed(4))}%`;

/** A stored day (YYYY-MM-DD) in the shop's words: "Dec 2, 2026". Read as a calendar day, not a moment. */
export function dayText(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** The levels' names as staff say them. */
export const levelText: Record<string, string> = {
  state: "State",
  county: "County",
  city: "City",
  "police jurisdiction": "Police jurisdiction",
  district: "District",
};

export const CONFIRM_WARNING = "Confirm on the Alabama Department of Revenue's rate table";
