import { describe, expect, it } from "vitest";
import { suggestSlug } from "./slug";

describe("the suggested store link", () => {
  it("joins team, sport and year in lower case with hyphens", () => {
    expect(suggestSlug("Clanton Eagles", "Baseball", 2027)).toBe("clanton-eagles-baseball-2027");
    expect(suggestSlug("Lady Tigers Softball", "softball", 2027)).toBe("lady-tigers-softball-2027");
    expect(suggestSlug("  Élan & Co. ", "Soccer", 2026)).toBe("elan-co-soccer-2026");
  });
});
