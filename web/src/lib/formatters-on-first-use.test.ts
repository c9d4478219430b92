import { afterEach, describe, expect, it, vi } from "vitest";

// A browser's first Intl formatter loads its locale data: 85-140 ms at Lighthouse's 4x slowdown,
// measured in Chromium. Modules every public page loads make theirs when a date is first shown, so
// a page that shows none never pays for it while it comes alive.
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

  it("make no Intl formatter when loaded, and one when a date is first written", async () => {
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat;
    made = 0;
    const { teamStoreWords } = await import("@store/api/contracts");
    const { formatPostDate } = await import("../features/blog/format");
    expect(made).toBe(0);

    const store = (closes_at: string) =>
      teamStoreWords({
        locked: false,
        team_name: "Clanton Eagles 12U",
        sport: "baseball",
        phase: "open",
        closes_at,
        closes_in_words: "closes soon",
      }).title;
    expect(store("2026-03-06T20:00:00-06:00")).toBe(
      "Clanton Eagles 12U Baseball: team store, closes Fri Mar 6",
    );
    expect(formatPostDate("2026-10-23T15:00:00Z")).toBe("October 23, 2026");
    expect(store("2026-03-07T20:00:00-06:00")).toBe(
      "Clanton Eagles 12U Baseball: team store, closes Sat Mar 7",
    );
    expect(made).toBe(2);
  });
});
