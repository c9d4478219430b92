// Calendar days as the floor plans them: "YYYY-MM-DD" text, counted in whole days (UTC arithmetic,
// so no clock change ever makes a day 23 or 25 hours). Pure: no database, no clock.

const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The day `n` days after `day` (before it when n is negative). */
export const addDays = (day: string, n: number): string =>
  new Date(toTime(day) + n * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday, as the production calendar's weekdays count them. */
export const weekdayOf = (day: string): number => new Date(toTime(day)).getUTCDay();

/** The Monday on or before `day`: where a week of the calendar starts. */
export const mondayOf = (day: string): string => addDays(day, -((weekdayOf(day) + 6) % 7));

/** A moment's calendar day in UTC. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Whole days from `a` to `b` (negative when b is before a). */
export const daysBetween = (a: string, b: string): number => Math.round((toTime(b) - toTime(a)) / DAY_MS);

const storeDays = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** A moment's calendar day at the store (Central time, common/store-clock.ts): "today" on the floor. */
export const storeDayOf = (moment: Date): string => storeDays.format(moment);
