import { describe, expect, it } from "vitest";
import { teamPackageSports } from "./site-pages";
import { teamPackages } from "./team-packages";
import { startingPrice } from "./team-packages/starting-price";

describe("team packages", () => {
  it("has a page's worth of data for every sport the site lists", () => {
    expect(Object.keys(teamPackages).sort()).toEqual(teamPackageSports.map((s) => s.sport).sort());
  });

  it.each(teamPackageSports)("$label: three rising prices, one popular package, six add-ons", ({ sport }) => {
    const { packages, additionalItems } = teamPackages[sport];
    const prices = packages.map((p) => p.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(packages.filter((p) => p.popular)).toHaveLength(1);
    expect(additionalItems).toHaveLength(6);
    expect(startingPrice(sport)).toBe(prices[0]);
  });

  it("football takes longer than the standard 2-3 weeks", () => {
    const slower = teamPackageSports.filter(({ sport }) => teamPackages[sport].delivery !== "2-3 weeks");
    expect(slower.map((s) => s.sport)).toEqual(["football"]);
    expect(teamPackages.football.delivery).toBe("3-4 weeks");
  });
});
