import { describe, expect, it } from "vitest";
import { addOnsLabel, formatDay, playersLabel, rosterSizeCounts, rosterSizeSummary } from "./quote-labels";

const players = (...sizes: string[]) => sizes.map((size, i) => ({ name: `P${i}`, number: String(i), size }));

describe("roster size summary", () => {
  it("counts each size in the sizing guide's order, youth before adult", () => {
    const roster = players("Adult L", "Youth M", "Adult L", "Adult S", "Youth M", "Adult L");
    expect(rosterSizeCounts(roster)).toEqual([
      { size: "Youth M", count: 2 },
      { size: "Adult S", count: 1 },
      { size: "Adult L", count: 3 },
    ]);
    expect(rosterSizeSummary(roster)).toBe("Youth M × 2, Adult S × 1, Adult L × 3");
  });

  it("puts unknown and blank sizes last", () => {
    expect(rosterSizeSummary(players("Coach", "", "Adult XL", " "))).toBe(
      "Adult XL × 1, Coach × 1, No size × 2",
    );
  });

  it("is empty for an empty roster", () => {
    expect(rosterSizeSummary([])).toBe("");
  });
});

describe("labels", () => {
  it("says players in the singular and plural", () => {
    expect(playersLabel(1)).toBe("1 player");
    expect(playersLabel(14)).toBe("14 players");
  });

  it("shows the needed-by day as that calendar day", () => {
    expect(formatDay("2027-03-01")).toBe("Mar 1, 2027");
    expect(formatDay(null)).toBe("Not given");
  });

  it("lists add-ons with their quantities", () => {
    expect(addOnsLabel([])).toBe("None");
    expect(
      addOnsLabel([
        { name: "Socks", quantity: 12 },
        { name: "Bags", quantity: 3 },
      ]),
    ).toBe("Socks × 12, Bags × 3");
  });
});
