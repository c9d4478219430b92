import { describe, expect, it } from "vitest";
import { normalizeCategory } from "./shop-options";
import { shopSearchSchema } from "./shop-search";

const parse = (search: Record<string, unknown>) => shopSearchSchema.read(search);

describe("normalizeCategory", () => {
  it("accepts the radio values", () => {
    expect(normalizeCategory("hoodies")).toBe("hoodies");
    expect(normalizeCategory("t-shirts")).toBe("t-shirts");
  });

  it("maps the header's 'sweat shirts' and other spellings to Sweatshirts", () => {
    expect(normalizeCategory("sweat shirts")).toBe("sweatshirts");
    expect(normalizeCategory("Sweat Shirts")).toBe("sweatshirts");
    expect(normalizeCategory("sweaatshirts")).toBe("sweatshirts");
  });

  it("falls back to all products for anything unknown", () => {
    expect(normalizeCategory("socks")).toBe("all");
    expect(normalizeCategory("apparel")).toBe("all");
    expect(normalizeCategory(42)).toBe("all");
    expect(normalizeCategory(undefined)).toBe("all");
  });
});

describe("shopSearchSchema", () => {
  it("reads a shared link", () => {
    expect(parse({ category: "hoodies", q: "fleece", sort: "price-asc" })).toEqual({
      category: "hoodies",
      q: "fleece",
      sort: "price-asc",
    });
  });

  it("leaves defaults and junk out instead of failing", () => {
    expect(parse({})).toEqual({});
    const junk = parse({ category: "all", q: "  ", sort: "cheapest" });
    expect(junk.category).toBeUndefined();
    expect(junk.q).toBeUndefined();
    expect(junk.sort).toBeUndefined();
    expect(parse({ category: ["hoodies"], q: { a: 1 } }).category).toBeUndefined();
  });

  it("takes a numeric search back as text", () => {
    expect(parse({ q: 112 }).q).toBe("112");
  });
});
