import { describe, expect, it } from "vitest";
import { formatLongDay, formatShortDay, salesSummary } from "./sales-words";

describe("the sales chart's words", () => {
  it("names a store day as the server sent it, whatever the browser's zone", () => {
    // The day of the clocks' change and the year's last day: no shift to the day before or after.
    expect(formatShortDay("2026-03-08")).toBe("Mar 8");
    expect(formatShortDay("2026-12-31")).toBe("Dec 31");
    expect(formatLongDay("2026-11-01")).toBe("Sun, Nov 1, 2026");
  });

  it("sums the period up in one sentence, one order or many", () => {
    expect(salesSummary(30, 1234.5, 12)).toBe("Sales last 30 days: $1,234.50 over 12 orders.");
    expect(salesSummary(90, 19.99, 1)).toBe("Sales last 90 days: $19.99 over 1 order.");
    expect(salesSummary(30, 0, 0)).toBe("Sales last 30 days: $0.00 over 0 orders.");
  });
});
