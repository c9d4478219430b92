import { describe, expect, it } from "vitest";
import { readPastedRoster } from "./roster-paste";
import { suggestSlug } from "./slug";

describe("a roster pasted from a spreadsheet", () => {
  it("reads name, number and e-mail in any order, skipping the header and blank lines", () => {
    const text = "Name\tNumber\tEmail\nAva Reed\t7\tava.parent@example.com\n\n12, Ben Cole\nCal Diaz,#3";
    expect(readPastedRoster(text)).toEqual([
      { name: "Ava Reed", number: "7", email: "ava.parent@example.com" },
      { name: "Ben Cole", number: "12", email: null },
      { name: "Cal Diaz", number: "3", email: null },
    ]);
  });
});

describe("the suggested store link", () => {
  it("joins team, sport and year in lower case with hyphens", () => {
    expect(suggestSlug("Clanton Eagles", "Baseball", 2027)).toBe("clanton-eagles-baseball-2027");
    expect(suggestSlug("Lady Tigers Softball", "softball", 2027)).toBe("lady-tigers-softball-2027");
    expect(suggestSlug("  Élan & Co. ", "Soccer", 2026)).toBe("elan-co-soccer-2026");
  });
});
