import { describe, expect, it } from "vitest";
import { sitePageTitle } from "./site-pages";

describe("sitePageTitle", () => {
  it("names a fixed page as the quick search lists it", () => {
    expect(sitePageTitle("/shop")).toBe("Shop All Products");
    expect(sitePageTitle("/team-packages/rush-fees")).toBe("Rush Fees");
  });

  it("refuses a path that is not a fixed page, so a footer link cannot go unnamed", () => {
    expect(() => sitePageTitle("/nowhere")).toThrow();
  });
});
