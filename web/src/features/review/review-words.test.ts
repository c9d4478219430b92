import { describe, expect, it } from "vitest";
import { answerPrompt, calendarDay, formatMoney, linkProblem, reviewHeading } from "./review-words";

describe("review words", () => {
  it("names the quote by its reference", () => {
    expect(reviewHeading({ subject: "quote", reference: "Q-2001" })).toBe("Quote Q-2001");
    expect(reviewHeading({ subject: "artwork", reference: "Artwork request for Tigers" })).toBe(
      "Artwork request for Tigers",
    );
  });

  it("asks about the latest proof, or the quote without one", () => {
    expect(answerPrompt({ subject: "quote", proofs: [] })).toMatch(/price/);
    const proof = { version: 3 } as Parameters<typeof answerPrompt>[0]["proofs"][number];
    expect(answerPrompt({ subject: "quote", proofs: [proof] })).toMatch(/Proof 3/);
  });

  it("formats dates and money for people", () => {
    expect(calendarDay("2027-01-05")).toBe("Jan 5, 2027");
    expect(calendarDay("nonsense")).toBe("nonsense");
    expect(formatMoney(1499)).toBe("$1,499");
    expect(formatMoney(1499.5)).toBe("$1,499.50");
  });

  it("treats 400 and 404 as a link that is not valid", () => {
    expect(linkProblem(400)).toBe("invalid");
    expect(linkProblem(404)).toBe("invalid");
    expect(linkProblem(410)).toBe("closed");
    expect(linkProblem(500)).toBe("unavailable");
    expect(linkProblem(undefined)).toBe("unavailable");
  });
});
