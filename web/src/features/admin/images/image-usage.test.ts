import { describe, expect, it } from "vitest";
import { fileTypeLabel } from "./image-labels";
import { usageSentence } from "./image-usage";

describe("where an image is used, as the delete confirmation says it", () => {
  it("names products and content items in one sentence", () => {
    expect(
      usageSentence({
        products: [{ id: "1", name: "Tigers Jersey" }],
        content: [{ id: "2", page_name: "home", section_name: "hero", content_key: "slide_1_image_1" }],
      }),
    ).toBe("Used by product Tigers Jersey, home page hero slide_1_image_1.");
  });
  it("says nothing for an unused image", () => {
    expect(usageSentence({ products: [], content: [] })).toBe("");
  });
});

describe("the detail modal's File Type", () => {
  it("is the extension in upper case, or the MIME subtype when the name has none", () => {
    expect(fileTypeLabel({ name: "team-logo.png", type: "image/png" })).toBe("PNG");
    expect(fileTypeLabel({ name: "badge", type: "image/webp" })).toBe("WEBP");
  });
});
