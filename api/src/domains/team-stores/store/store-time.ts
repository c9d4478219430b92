import { STORE_TIME_ZONE } from "../../../common/store-clock";

// Moments are stored in UTC and read in the store's zone (America/Chicago): "closes Fri Mar 6,
// 8:00 PM CT". Intl knows the daylight-saving rules, so nothing here adds hours by hand.

const dayAndTime = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "Fri Mar 6, 8:00 PM CT": a moment as families and staff read it. The day ends at the first comma:
 * a team store's page title cuts it there (common/page-words.ts, `teamStoreWhen`).
 */
export function storeMomentInWords(moment: Date): string {
  const parts = Object.fromEntries(dayAndTime.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} CT`;
}

/** "closes Fri Mar 6, 8:00 PM CT" */
export const closesInWords = (closesAt: Date) => `closes ${storeMomentInWords(closesAt)}`;
