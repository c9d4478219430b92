import { describe, expect, it } from "vitest";
import { packFromPlayer, savedPlayerLabel } from "./saved-player-pack";
import type { FamilyItem } from "./team-store-types";

const item = (over: Partial<FamilyItem>): FamilyItem => ({
  id: "jersey",
  product_id: "p1",
  product_name: "Game Jersey",
  product_image: null,
  price: 35,
  personalisation_fee: 5,
  fundraising: 3,
  sizes: ["Youth M", "Youth L", "Adult M"],
  size_kind: "apparel",
  size_guide_path: null,
  product_category: "apparel",
  personalisation: "both",
  personalisation_required: true,
  max_name_length: 12,
  required: true,
  in_bundle: true,
  ...over,
});

describe("a saved player in the player pack", () => {
  const rules = { personalisation: "both", personalisation_required: true, max_name_length: 5 } as const;

  it("fills the family name (cut to the limit), the number, and each item's size the store sells", () => {
    const items = [
      item({}),
      item({ id: "hoodie", sizes: ["Youth L"], size_kind: "hoodies" }),
      item({ id: "shorts", sizes: ["Youth S"], size_kind: "apparel" }),
      item({ id: "cap", sizes: [], size_kind: null }),
    ];
    const player = {
      name: "Sam Whitaker",
      number: "12",
      sizes: { apparel: "Youth L", hoodies: "Youth L" } as const,
    };
    expect(packFromPlayer(player, items, rules)).toEqual({
      name: "Whita",
      number: "12",
      // The shorts are not sold in Youth L: left for the family to choose.
      sizes: { jersey: "Youth L", hoodie: "Youth L" },
    });
  });

  it("fills no name or number an item does not print, and names the player with number and season", () => {
    const player = { name: "Ava", number: null, season: "2026", sizes: {} };
    expect(packFromPlayer(player, [item({})], { ...rules, personalisation: "number" })).toEqual({
      name: "",
      number: "",
      sizes: {},
    });
    expect(savedPlayerLabel(player)).toBe("Ava (2026)");
    expect(savedPlayerLabel({ ...player, number: "7" })).toBe("Ava #7 (2026)");
  });
});
