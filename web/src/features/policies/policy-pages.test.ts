import { describe, expect, it } from "vitest";
import { findPageMeta } from "../../data/page-meta";
import { sitePageTitle } from "../../data/site-pages";
import { policyPaths } from "./policy-pages";

// Each policy page is a public page: in the build's page list (so the server answers 200 with its
// own title, draws it and lists it in the sitemap) under the same name the footer and quick search use.
describe("the policy pages", () => {
  it("are known pages with a title, a description and a place in search results", () => {
    for (const path of policyPaths) {
      const meta = findPageMeta(path);
      expect(meta?.title, path).toBe(sitePageTitle(path));
      expect(meta?.description.length, path).toBeGreaterThan(60);
      expect(meta?.noindex, path).toBeUndefined();
    }
  });
});
