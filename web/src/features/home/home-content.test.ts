import { describe, expect, it } from "vitest";
import { homeContentFrom } from "./home-content";

const row = (
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
const allSrcs = (rows?: ReturnType<typeof row>[]) =>
  homeContentFrom(rows).slides.flatMap((slide) => slide.images.map((image) => image.src));

describe("the home page's pictures", () => {
  it("uses the built-in images for every slot when there is no content", () => {
    const { slides } = homeContentFrom(undefined);
    expect(slides).toHaveLength(3);
    expect(slides.every((slide) => slide.images.length === 3)).toBe(true);
    expect(allSrcs()).toEqual(
      [1, 2, 3].flatMap((s) => [1, 2, 3].map((i) => `/images/hero/slide-${s}-${i}.svg`)),
    );
  });

  it("puts each picture in its slide and position, keeping defaults for missing, blank or misplaced keys", () => {
    const srcs = allSrcs([
      row("hero", "slide_2_image_3", "/uploads/tournament.jpg", "image"),
      row("hero", "slide_1_image_1", "  ", "image"),
      row("hero", "slide_3_image_2", null, "image"),
      row("vendors", "slide_1_image_2", "/uploads/elsewhere.jpg", "image"),
      row("hero", "slide_1_image_3", "<p>not a picture</p>", "html"),
    ]);
    expect(srcs[5]).toBe("/uploads/tournament.jpg");
    expect(srcs[0]).toBe("/images/hero/slide-1-1.svg");
    expect(srcs[1]).toBe("/images/hero/slide-1-2.svg");
    expect(srcs[2]).toBe("/images/hero/slide-1-3.svg");
    expect(srcs[7]).toBe("/images/hero/slide-3-2.svg");
  });

  it("gives every image distinct, non-empty alt text", () => {
    const alts = homeContentFrom(undefined).slides.flatMap((slide) => slide.images.map((image) => image.alt));
    expect(alts.every((alt) => alt.trim().length > 0)).toBe(true);
    expect(new Set(alts).size).toBe(9);
  });

  it("lists the six vendors in order with their default logos, and takes a logo or name from content", () => {
    expect(homeContentFrom(undefined).vendors).toEqual([
      { key: "badger_logo", name: "Badger", src: "/images/vendors/badger.svg" },
      { key: "richardson_logo", name: "Richardson", src: "/images/vendors/richardson.svg" },
      { key: "pacific_logo", name: "Pacific", src: "/images/vendors/pacific.svg" },
      { key: "champion_logo", name: "Champion", src: "/images/vendors/champion.svg" },
      { key: "a4_logo", name: "A4", src: "/images/vendors/a4.svg" },
      { key: "port_co_logo", name: "Port & Co", src: "/images/vendors/port-co.svg" },
    ]);
    const vendors = homeContentFrom([
      row("vendors", "port_co_logo", "https://cdn.example.com/pc.png", "image"),
      row("vendors", "port_co_name", "Port & Company"),
    ]).vendors;
    expect(vendors.at(-1)).toEqual({
      key: "port_co_logo",
      name: "Port & Company",
      src: "https://cdn.example.com/pc.png",
    });
  });
});

describe("the home page's words", () => {
  it("shows each word from a Text item, the default when it is missing, blank or not Text", () => {
    const { words, slides } = homeContentFrom([
      row("hero", "slide_1_headline_1", "  Opening Day  "),
      row("hero", "slide_1_headline_2", ""),
      row("packages", "heading", "<b>Whole Roster</b>", "html"),
      row("artwork", "heading", "Got a Logo?"),
    ]);
    expect(slides[0]?.words.lines).toEqual(["Opening Day", "Ready"]);
    expect(slides[0]?.title).toBe("Opening Day Ready");
    expect(words("packages.heading")).toBe("Outfit the Whole Roster");
    expect(words("artwork.heading")).toBe("Got a Logo?");
    expect(words("hero.page_heading")).toContain("Clanton Sports Apparel");
  });

  it("ignores items of another page", () => {
    const { words } = homeContentFrom([{ ...row("artwork", "heading", "Elsewhere"), page_name: "about" }]);
    expect(words("artwork.heading")).toBe("Have a Design in Mind?");
  });
});
