import { teamPricing, teamSports } from "@store/db/catalogue";

// Shared by the server and the quote form: nothing here may import server-only code.

/** JSON Schema of quoteFields' superRefine: the sport's own packages and add-ons, each add-on once. */
export function priceListRule() {
  return {
    anyOf: teamSports.map((sport) => {
      const addOns = teamPricing[sport].additionalItems.map((item) => item.name);
      return {
        properties: {
          sport: { const: sport },
          package: { enum: teamPricing[sport].packages.map((p) => p.name) },
          additional_items: {
            items: { properties: { name: { enum: addOns } } },
            allOf: addOns.map((name) => ({
              contains: { properties: { name: { const: name } } },
              minContains: 0,
              maxContains: 1,
            })),
          },
        },
      };
    }),
  };
}
