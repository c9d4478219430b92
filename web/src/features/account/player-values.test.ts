import { describe, expect, it } from "vitest";
import { playerInputOf, playerValues } from "./player-values";

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
});
