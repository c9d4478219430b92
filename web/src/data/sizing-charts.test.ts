import { describe, expect, it } from "vitest";
import { sizingGuideSports } from "./site-pages";
import { sizingGuides } from "./sizing-charts";

const range = /^\d+(\.\d+)?-\d+(\.\d+)?$/;

describe("sizing charts", () => {
  it.each(sizingGuideSports)(
    "$label: youth XS-XL, then adult S up, each with two inch ranges",
    ({ sport }) => {
      for (const chart of sizingGuides[sport].charts) {
        const sizes = chart.rows.map((r) => r.size);
        expect(sizes.slice(0, 6)).toEqual([
          "Youth XS",
          "Youth S",
          "Youth M",
          "Youth L",
          "Youth XL",
          "Adult S",
        ]);
        expect(sizes).toContain("Adult XXL");
        for (const row of chart.rows) {
          for (const value of row.values) expect(value).toMatch(range);
        }
      }
    },
  );

  it("measurements grow from one size to the next", () => {
    for (const { sport } of sizingGuideSports) {
      for (const chart of sizingGuides[sport].charts) {
        const lows = chart.rows.map((r) => Number.parseFloat(r.values[0]));
        expect(
          [...lows].sort((a, b) => a - b),
          chart.id,
        ).toEqual(lows);
      }
    }
  });

  it("only football has helmets and a safety section", () => {
    const withHelmets = sizingGuideSports.filter(({ sport }) => sizingGuides[sport].helmets);
    expect(withHelmets.map((s) => s.sport)).toEqual(["football"]);
    expect(sizingGuides.football.safety?.items.length).toBeGreaterThan(0);
  });
});
