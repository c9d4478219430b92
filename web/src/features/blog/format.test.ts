import { describe, expect, it } from "vitest";
import { authorLabel, formatPostDate, postCountText, readingMinutes, toParagraphs } from "./format";

describe("formatPostDate", () => {
  it("writes the long US date", () => {
    expect(formatPostDate("2026-10-23T12:00:00.000Z")).toBe("October 23, 2026");
    expect(formatPostDate("2026-08-11T14:00:00Z")).toBe("August 11, 2026");
  });

  it("gives the day in Alabama, not in UTC", () => {
    // 02:30 UTC on the 24th is still the evening of the 23rd in Clanton.
    expect(formatPostDate("2026-10-24T02:30:00Z")).toBe("October 23, 2026");
  });

  it("writes nothing for a date that is not one", () => {
    expect(formatPostDate("soon")).toBe("");
  });
});

describe("labels", () => {
  it("names the author", () => {
    expect(authorLabel("Coach Ray Tolbert")).toBe("By Coach Ray Tolbert");
  });

  it("counts posts, singular for exactly one", () => {
    expect(postCountText(6)).toBe("Showing 6 posts");
    expect(postCountText(1)).toBe("Showing 1 post");
    expect(postCountText(0)).toBe("Showing 0 posts");
  });
});

describe("readingMinutes", () => {
  it("rounds up at 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes(" a\n\nb  c ")).toBe(1);
  });
});

describe("toParagraphs", () => {
  it("splits on blank lines and trims each paragraph", () => {
    expect(toParagraphs("One.\n\n  Two.  \n\nThree.")).toEqual(["One.", "Two.", "Three."]);
  });

  it("keeps a single line break inside its paragraph", () => {
    expect(toParagraphs("Line one\nline two\n\nNext")).toEqual(["Line one\nline two", "Next"]);
  });

  it("treats Windows line ends, spaces on the blank line and runs of blank lines alike", () => {
    expect(toParagraphs("A\r\n\r\nB\n \t\nC\n\n\n\nD")).toEqual(["A", "B", "C", "D"]);
  });

  it("drops empty paragraphs and gives none for empty text", () => {
    expect(toParagraphs("\n\nA\n\n\n\n")).toEqual(["A"]);
    expect(toParagraphs("   ")).toEqual([]);
  });

  it("leaves markup as text", () => {
    expect(toParagraphs("<script>alert(1)</script>")).toEqual(["<script>alert(1)</script>"]);
  });
});
