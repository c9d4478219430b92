import { describe, expect, it } from "vitest";
import { validateArtworkSearch } from "./artwork-search";
import { describeSelection } from "./prefill";

const selection = (raw: Record<string, unknown>) => describeSelection(validateArtworkSearch(raw));

describe("validateArtworkSearch", () => {
  it("keeps what other pages send", () => {
    expect(validateArtworkSearch({ design: "design-1" })).toEqual({ design: "design-1" });
    expect(validateArtworkSearch({ sport: "baseball", package: "Pro" })).toEqual({
      sport: "baseball",
      package: "Pro",
    });
    expect(validateArtworkSearch({ rush: "24-48 Hours" })).toEqual({ rush: "24-48 Hours" });
  });

  it("normalises case and spacing to the canonical values", () => {
    expect(validateArtworkSearch({ sport: "Soccer", rush: " 3-5  days ", design: "DESIGN-7" })).toEqual({
      sport: "soccer",
      rush: "3-5 Days",
      design: "design-7",
    });
    expect(validateArtworkSearch({ package: "  Basic   Tournament Set " })).toEqual({
      package: "Basic Tournament Set",
    });
  });

  it("reads numbers the router parsed back as text", () => {
    expect(validateArtworkSearch({ package: 2 })).toEqual({ package: "2" });
  });

  it("turns unknown or malformed values into undefined, so the router drops the raw ones", () => {
    const search = validateArtworkSearch({
      design: "<script>",
      sport: "curling",
      package: "x".repeat(61),
      rush: "2 Hours",
      other: "ignored",
    });
    expect(search).toStrictEqual({
      design: undefined,
      sport: undefined,
      package: undefined,
      rush: undefined,
    });
    expect(validateArtworkSearch({ design: ["design-1"], sport: { a: 1 }, package: "<b>Pro</b>" })).toEqual(
      {},
    );
    expect(validateArtworkSearch({ package: "", rush: null })).toEqual({});
  });
});

describe("describeSelection", () => {
  it("names a stock design by name and id", async () => {
    expect(await selection({ design: "design-1" })).toBe("Stock design: Diamond Fury (design-1)");
  });

  it("ignores a design id that is not in the catalogue", async () => {
    expect(await selection({ design: "design-999" })).toBeNull();
  });

  it("names a team package with its sport's label", async () => {
    expect(await selection({ sport: "baseball", package: "Pro" })).toBe("Baseball team package: Pro");
    expect(await selection({ sport: "football", package: "High School" })).toBe(
      "Football team package: High School",
    );
    expect(await selection({ sport: "soccer" })).toBe("Soccer team package");
    expect(await selection({ package: "Elite" })).toBe("Team package: Elite");
  });

  it("names a rush option", async () => {
    expect(await selection({ rush: "24-48 Hours" })).toBe("Rush order: 24-48 Hours");
  });

  it("joins several choices", async () => {
    expect(
      await selection({ design: "design-2", sport: "fastpitch", package: "Starter", rush: "1 Week" }),
    ).toBe("Stock design: Rise Up Softball (design-2); Fastpitch team package: Starter; Rush order: 1 Week");
  });

  it("is null when nothing was chosen", async () => {
    expect(await selection({})).toBeNull();
  });
});
