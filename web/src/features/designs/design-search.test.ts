import { describe, expect, it } from "vitest";
import { designSearchSchema } from "./design-search";

describe("designSearchSchema", () => {
  it("keeps a known category and search text", () => {
    expect(designSearchSchema.read({ category: "softball", q: "flames" })).toEqual({
      category: "softball",
      q: "flames",
    });
  });

  it("drops unknown categories, 'all', blank text and junk instead of failing", () => {
    expect(designSearchSchema.read({ category: "hockey", q: "  " })).toEqual({});
    expect(designSearchSchema.read({ category: "all" })).toEqual({});
    expect(designSearchSchema.read({ category: ["softball"], q: { a: 1 } })).toEqual({});
  });

  it("reads a numeric search back as text and caps its length", () => {
    expect(designSearchSchema.read({ q: 7 })).toEqual({ q: "7" });
    expect(designSearchSchema.read({ q: "x".repeat(150) }).q).toHaveLength(100);
  });

  it("accepts a category in capitals, as a typed link might carry it", () => {
    expect(designSearchSchema.read({ category: "Track" })).toEqual({ category: "track" });
  });
});
