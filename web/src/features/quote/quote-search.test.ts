import { describe, expect, it } from "vitest";
import { quoteChoice, quoteDesign } from "./quote-choice";
import { validateQuoteSearch } from "./quote-search";

const defined = (value: object) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
// What the form starts with: the address read by the route, then checked against the catalogue.
const read = async (raw: Record<string, unknown>) => {
  const search = validateQuoteSearch(raw);
  return defined(quoteChoice(search, await quoteDesign(search.design)));
};

describe("a quote's starting choice from the address", () => {
  it("keeps what other pages send", async () => {
    expect(await read({ sport: "baseball", package: "Pro" })).toEqual({ sport: "baseball", package: "Pro" });
    expect(await read({ sport: "soccer" })).toEqual({ sport: "soccer" });
    expect(await read({ rush: "24-48 Hours" })).toEqual({ rush: "24-48 Hours" });
    expect(await read({ design: "design-7" })).toEqual({ design: "design-7" });
  });

  it("normalises case and spacing to the tables' own spelling", async () => {
    expect(
      await read({ sport: " Cornhole ", package: "basic  tournament SET", rush: " 3-5  days " }),
    ).toEqual({
      sport: "cornhole",
      package: "Basic Tournament Set",
      rush: "3-5 Days",
    });
    expect(await read({ design: "DESIGN-1" })).toEqual({ design: "design-1" });
  });

  it("drops what the store does not offer", async () => {
    expect(await read({ sport: "curling", package: "Pro", rush: "2 Hours", design: "design-999" })).toEqual(
      {},
    );
    // Football has no "Pro" package: a package only counts with its own sport.
    expect(await read({ sport: "football", package: "Pro" })).toEqual({ sport: "football" });
    expect(await read({ package: "Pro" })).toEqual({});
    expect(await read({ design: "<script>" })).toEqual({});
  });

  it("ignores values of the wrong kind", async () => {
    expect(await read({ sport: ["baseball"], package: { name: "Pro" }, rush: true, design: null })).toEqual(
      {},
    );
    expect(await read({ design: 7 })).toEqual({});
  });

  it("returns every key so raw values never leak through", () => {
    expect(Object.keys(validateQuoteSearch({ sport: "nope", extra: "x" }))).toEqual([
      "sport",
      "package",
      "rush",
      "design",
    ]);
  });
});
