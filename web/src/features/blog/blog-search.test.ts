import { describe, expect, it } from "vitest";
import { blogSearchSchema, MAX_QUERY_LENGTH } from "./blog-search";

const parse = (search: Record<string, unknown>) => blogSearchSchema.read(search);

describe("blogSearchSchema", () => {
  it("reads a shared link", () => {
    expect(parse({ category: "training", q: "arm" })).toEqual({ category: "training", q: "arm" });
    expect(parse({ category: " Nutrition " })).toEqual({ category: "nutrition" });
  });

  it("leaves defaults and anything malformed out, never failing", () => {
    expect(parse({})).toEqual({});
    expect(parse({ category: "all", q: "  " })).toEqual({ category: undefined, q: undefined });
    expect(parse({ category: "recipes", q: ["a"] })).toEqual({ category: undefined, q: undefined });
  });

  it("takes a number back as text and cuts a long search", () => {
    expect(parse({ q: 2027 })).toEqual({ q: "2027" });
    expect(parse({ q: "x".repeat(500) }).q).toHaveLength(MAX_QUERY_LENGTH);
  });
});
