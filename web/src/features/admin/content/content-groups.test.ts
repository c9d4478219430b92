import { describe, expect, it } from "vitest";
import { groupByPageAndSection } from "./content-groups";

describe("content groups", () => {
  it("groups the ordered items by page, then section, with counts", () => {
    const item = (page_name: string, section_name: string, content_key: string) => ({
      page_name,
      section_name,
      content_key,
    });
    const groups = groupByPageAndSection([
      item("about", "hero", "title"),
      item("home", "hero", "a"),
      item("home", "hero", "b"),
      item("home", "vendors", "c"),
    ]);
    expect(groups.map((g) => [g.page, g.count, g.sections.map((s) => [s.section, s.items.length])])).toEqual([
      ["about", 1, [["hero", 1]]],
      [
        "home",
        3,
        [
          ["hero", 2],
          ["vendors", 1],
        ],
      ],
    ]);
    expect(groupByPageAndSection([])).toEqual([]);
  });
});
