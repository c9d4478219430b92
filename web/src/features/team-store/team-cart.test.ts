import { describe, expect, it } from "vitest";
import { timeLeftInWords } from "./Countdown";
import { asPrinted, cartTotal, linesForServer, type TeamCartLine } from "./team-cart";
import type { FamilyItem } from "./team-store-types";

const jersey = {
  id: "jersey",
  price: 35,
  personalisation_fee: 5,
  personalisation: "both",
} as FamilyItem;
const cap = { id: "cap", price: 18.1, personalisation_fee: 0, personalisation: "none" } as FamilyItem;
const line = (values: Partial<TeamCartLine>): TeamCartLine => ({
  key: "k",
  item_id: "jersey",
  size: "Youth M",
  quantity: 1,
  name: "",
  number: "",
  ...values,
});

describe("the team cart", () => {
  it("adds the name and number fee only to printed lines, in whole cents", () => {
    const lines = [
      line({ name: "Lee", number: "12" }),
      line({ quantity: 2 }),
      line({ item_id: "cap", size: null }),
    ];
    expect(cartTotal(lines, [jersey, cap])).toBe(40 + 70 + 18.1);
  });

  it("sends no price, and empty boxes as no name or number", () => {
    expect(linesForServer([line({ name: " lee ", number: "" })])).toEqual([
      { item_id: "jersey", size: "Youth M", quantity: 1, name: "lee", number: null },
    ]);
  });

  it("shows a name as it prints", () => {
    expect(asPrinted("  o'neil   jr. ")).toBe("O'NEIL JR.");
  });
});

describe("the countdown", () => {
  it("says days and hours, then hours and minutes, then minutes and seconds", () => {
    const hour = 3600 * 1000;
    expect(timeLeftInWords(6 * 24 * hour + 4 * hour + 5000)).toBe("6 days, 4 hours left");
    expect(timeLeftInWords(hour + 60_000)).toBe("1 hour, 1 minute left");
    expect(timeLeftInWords(125_000)).toBe("2 minutes, 5 seconds left");
    expect(timeLeftInWords(0)).toBe("Closed");
  });
});
