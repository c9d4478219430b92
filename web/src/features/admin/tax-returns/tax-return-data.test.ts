import { describe, expect, it } from "vitest";
import { lastMonth, monthChoices, monthWords, taxReturnSearch } from "./tax-return-data";

describe("the tax return's month", () => {
  it("defaults to the month before the store's, on Central time", () => {
    expect(lastMonth(new Date("2026-12-02T12:00:00Z"))).toBe("2026-11");
    expect(lastMonth(new Date("2027-01-15T12:00:00Z"))).toBe("2026-12");
    // 03:00 UTC on January 1st is still December 31st in Clanton.
    expect(lastMonth(new Date("2027-01-01T03:00:00Z"))).toBe("2026-11");
  });

  it("offers the store's month and the ones before it, newest first, across a new year", () => {
    const months = monthChoices(new Date("2027-02-10T12:00:00Z"), 4);
    expect(months).toEqual(["2027-02", "2027-01", "2026-12", "2026-11"]);
    expect(monthWords("2026-07")).toBe("July 2026");
  });

  it("reads only a real month from the address", () => {
    expect(taxReturnSearch.read({ month: "2026-07" }).month).toBe("2026-07");
    expect(taxReturnSearch.read({ month: "2026-13" }).month).toBeUndefined();
    expect(taxReturnSearch.read({ month: 202607 }).month).toBeUndefined();
    expect(taxReturnSearch.read({}).month).toBeUndefined();
  });
});
