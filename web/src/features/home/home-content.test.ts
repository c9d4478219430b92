import { describe, expect, it } from "vitest";
import { type ContentEntry, heroSlidesFrom, vendorLogosFrom } from "./home-content";

const allSrcs = (entries: ContentEntry[] | undefined) =>
  heroSlidesFrom(entries).flatMap((slide) => slide.images.map((image) => image.src));

describe("heroSlidesFrom", () => {
  it("uses the built-in images for every slot when there is no content", () => {
    const slides = heroSlidesFrom(undefined);
    expect(slides).toHaveLength(3);
    expect(slides.every((slide) => slide.images.length === 3)).toBe(true);
    expect(allSrcs(undefined)).toEqual([
      "/images/hero/slide-1-1.svg",
      "/images/hero/slide-1-2.svg",
      "/images/hero/slide-1-3.svg",
      "/images/hero/slide-2-1.svg",
      "/images/hero/slide-2-2.svg",
      "/images/hero/slide-2-3.svg",
      "/images/hero/slide-3-1.svg",
      "/images/hero/slide-3-2.svg",
      "/images/hero/slide-3-3.svg",
    ]);
  });

  it("puts each content value in its slide and position, keeping defaults for missing or blank keys", () => {
    const srcs = allSrcs([
      { content_key: "slide_2_image_3", content_value: "/uploads/tournament.jpg" },
      { content_key: "slide_1_image_1", content_value: "  " },
      { content_key: "slide_3_image_2", content_value: null },
      { content_key: "unrelated_key", content_value: "/uploads/other.jpg" },
    ]);
    expect(srcs[5]).toBe("/uploads/tournament.jpg");
    expect(srcs[0]).toBe("/images/hero/slide-1-1.svg");
    expect(srcs[7]).toBe("/images/hero/slide-3-2.svg");
    expect(srcs).not.toContain("/uploads/other.jpg");
  });

  it("gives every image non-empty alt text", () => {
    const alts = heroSlidesFrom(undefined).flatMap((slide) => slide.images.map((image) => image.alt));
    expect(alts.every((alt) => alt.trim().length > 0)).toBe(true);
    expect(new Set(alts).size).toBe(9);
  });
});

describe("vendorLogosFrom", () => {
  it("lists the six vendors in order with their default logos", () => {
    expect(vendorLogosFrom(undefined)).toEqual([
      { key: "badger_logo", name: "Badger", src: "/images/vendors/badger.svg" },
      { key: "richardson_logo", name: "Richardson", src: "/images/vendors/richardson.svg" },
      { key: "pacific_logo", name: "Pacific", src: "/images/vendors/pacific.svg" },
      { key: "champion_logo", name: "Champion", src: "/images/vendors/champion.svg" },
      { key: "a4_logo", name: "A4", src: "/images/vendors/a4.svg" },
      { key: "port_co_logo", name: "Port & Co", src: "/images/vendors/port-co.svg" },
    ]);
  });

  it("takes a logo from content by its key", () => {
    const logos = vendorLogosFrom([
      { content_key: "port_co_logo", content_value: "https://cdn.example.com/pc.png" },
    ]);
    expect(logos.find((logo) => logo.name === "Port & Co")?.src).toBe("https://cdn.example.com/pc.png");
    expect(logos.find((logo) => logo.name === "Badger")?.src).toBe("/images/vendors/badger.svg");
  });
});
