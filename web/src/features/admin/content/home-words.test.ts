import { describe, expect, it } from "vitest";
import { homeSlotById, homeSlotChoices, homeSlotIdAt, homeWordGroups } from "./home-words";

const item = (
  section_name: string,
  content_key: string,
  content_value: string | null,
  content_type = "text",
) => ({
  page_name: "home",
  section_name,
  content_key,
  content_value,
  content_type,
});

describe("home words for the portal", () => {
  it("lists every section's slots with the saved value, or none when the page shows the default", () => {
    const groups = homeWordGroups([
      item("packages", "heading", "Suit Up"),
      item("packages", "intro", "   "),
      item("artwork", "heading", "<b>Hi</b>", "html"),
      { ...item("vendors", "heading", "Elsewhere"), page_name: "about" },
    ]);
    expect(groups.map((g) => g.title)).toEqual([
      "Hero slideshow",
      "Brands We Carry",
      "Shop by Category",
      "Team packages",
      "Custom artwork",
    ]);
    const row = (id: string) => groups.flatMap((g) => g.rows).find((r) => r.id === id);
    expect(row("packages.heading")).toMatchObject({ value: "Suit Up", item: { content_value: "Suit Up" } });
    expect(row("packages.intro")?.value).toBeUndefined();
    expect(row("packages.intro")?.item).toBeDefined();
    expect(row("artwork.heading")?.value).toBeUndefined();
    expect(row("vendors.heading")?.item).toBeUndefined();
    expect(row("hero.slide_1_image_2")?.slot.default).toBe("/images/hero/slide-1-2.svg");
  });

  it("finds a slot by its id and by a form's address (trimmed)", () => {
    expect(homeSlotById("categories.shop_now")?.default).toBe("Shop now");
    expect(homeSlotIdAt(" home ", "hero", "slide_2_caption ")).toBe("hero.slide_2_caption");
    expect(homeSlotIdAt("about", "hero", "slide_2_caption")).toBeNull();
    const names = homeSlotChoices.map((choice) => choice.label);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("Team packages: Section heading");
  });
});
