import { describe, expect, it } from "vitest";
import { playerInputOf, playerValues } from "./player-values";
import { toSavedPlayers } from "./SavePlayersOffer";

describe("saved players", () => {
  it("sends no number as null and leaves out the kinds without a size", () => {
    const values = playerValues();
    values.name = "Jamie";
    values.sizes.hoodies = "Youth L";
    expect(playerInputOf(values)).toEqual({
      name: "Jamie",
      number: null,
      season: String(new Date().getFullYear()),
      sizes: { hoodies: "Youth L" },
    });
  });

  it("saves an order's players once each, with a guide size and a number the account takes", () => {
    expect(
      toSavedPlayers([
        { name: "Jamie Parent", number: "7", size: "Adult M" },
        { name: "jamie parent", number: "8" },
        { name: "Sam", number: "1234", size: "One size" },
        { name: "  " },
      ]).map((p) => [p.name, p.number, p.sizes]),
    ).toEqual([
      ["Jamie Parent", "7", { apparel: "Adult M" }],
      ["Sam", null, {}],
    ]);
  });
});
