import { describe, expect, it } from "vitest";
import { storeCalendarDay } from "./store-calendar";

const intl = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});
const byIntl = (moment: Date) => {
  const part = (type: string) => Number(intl.formatToParts(moment).find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month") - 1, day: part("day") };
};

describe("the store's calendar day", () => {
  it("agrees with Intl's America/Chicago on every hour from 2024 through 2028", () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 3_600_000) {
      const moment = new Date(ms);
      const mine = storeCalendarDay(moment);
      const theirs = byIntl(moment);
      if (mine.year !== theirs.year || mine.month !== theirs.month || mine.day !== theirs.day)
        wrong.push(moment.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("agrees on the minutes around each clock change from 2007 to 2040", () => {
    const wrong: string[] = [];
    for (let year = 2007; year <= 2040; year++)
      for (const month of [2, 10])
        for (let day = 1; day <= 14; day++)
          for (let minutes = 4 * 60; minutes <= 10 * 60; minutes += 15) {
            const moment = new Date(Date.UTC(year, month, day) + minutes * 60_000);
            const mine = storeCalendarDay(moment);
            const theirs = byIntl(moment);
            if (mine.day !== theirs.day || mine.month !== theirs.month) wrong.push(moment.toISOString());
          }
    expect(wrong).toEqual([]);
  });
});
