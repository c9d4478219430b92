// The day a moment falls on in the store's zone (America/Chicago), without Intl: a browser's first
// zoned Intl formatter loads the locale's and the zone's data, 14-16 ms in one task on this
// machine (unthrottled) while a blog page comes alive. The zone's rules since 2007: Central
// daylight time (UTC-5) from 2:00 on March's second Sunday to 2:00 on November's first, standard
// time (UTC-6) otherwise. store-calendar.test.ts checks every hour of several years against Intl.

const HOUR = 3_600_000;

/** The date in a month of its nth Sunday (n from 1). */
const nthSunday = (year: number, month: number, n: number) =>
  1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + (n - 1) * 7;

const isDaylightTime = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  // 2:00 CST is 8:00 UTC; 2:00 CDT is 7:00 UTC.
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 8);
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 7);
  return ms >= starts && ms < ends;
};

/** The store's calendar day of a moment: month from 0, as Date counts them. */
export function storeCalendarDay(moment: Date): { year: number; month: number; day: number } {
  const ms = moment.getTime();
  const local = new Date(ms - (isDaylightTime(ms) ? 5 : 6) * HOUR);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}
