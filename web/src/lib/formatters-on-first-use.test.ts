import { afterEach, describe, expect, it, vi } from "vitest";

// A browser's first Intl formatter loads its locale data, and a zoned one its zone's too: 85-140 ms
// at Lighthouse's 4x slowdown, measured in Chromium, in one task while the page comes alive. The
// dates public pages write (a post's day, a team store's closing day) are written without one.
const Original = Intl.DateTimeFormat;
let made = 0;
class Counted extends Original {
  constructor(...args: ConstructorParameters<typeof Original>) {
    super(...args);
    made++;
  }
}

describe("the date words public pages load", () => {
  afterEach(() => {
    Intl.DateTimeFormat = Original;
    vi.resetModules();
  });

  it("make no Intl date formatter, loaded or writing", async () => {
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat;
    made = 0;
    const { teamStoreWords } = await import("@store/api/contracts");
    const { formatPostDate } = await import("../features/blog/format");

    // A team store's words take the day from the server's own words.
    const store = (closes_in_words: string) =>
      teamStoreWords({
        locked: false,
        team_name: "Clanton Eagles 12U",
        sport: "baseball",
        phase: "open",
        closes_in_words,
      }).title;
    expect(store("closes Fri Mar 6, 8:00 PM CT")).toBe(
      "Clanton Eagles 12U Baseball: team store, closes Fri Mar 6",
    );
    expect(store("closes Sat Mar 7, 11:59 PM CT")).toBe(
      "Clanton Eagles 12U Baseball: team store, closes Sat Mar 7",
    );
    expect(formatPostDate("2026-10-23T15:00:00Z")).toBe("October 23, 2026");
    // 1:30 on the 25th in UTC is still the 24th in Clanton.
    expect(formatPostDate("2026-10-25T01:30:00Z")).toBe("October 24, 2026");
    expect(made).toBe(0);
  });
});
