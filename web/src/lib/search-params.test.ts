import { describe, expect, it } from "vitest";
import { blogSearchSchema } from "../features/blog/blog-search";
import { designSearchSchema } from "../features/designs/design-search";
import { shopSearchSchema } from "../features/shop/shop-search";

describe("URL search readers", () => {
  // The router lays a route's reading over the raw address: a key left out would let "?category=hockey"
  // through untouched, so a dropped value must be an explicit undefined.
  it("name every key they drop, so the raw value cannot show through", () => {
    const raw = { category: "hockey", q: "   ", sort: "sideways" };
    expect(Object.keys(shopSearchSchema.read(raw)).sort()).toEqual(["category", "q", "sort"]);
    expect(Object.keys(blogSearchSchema.read(raw)).sort()).toEqual(["category", "q"]);
    expect(Object.keys(designSearchSchema.read(raw)).sort()).toEqual(["category", "q"]);
    expect(Object.values(designSearchSchema.read(raw))).toEqual([undefined, undefined]);
  });
});
