import { describe, expect, it } from "vitest";
import {
  answerPrompt,
  calendarDay,
  eventActor,
  eventTitle,
  formatMoney,
  isImageProof,
  linkProblem,
  proofAnswer,
  reviewHeading,
} from "./review-words";

describe("review words", () => {
  it("names the quote by its reference", () => {
    expect(reviewHeading({ subject: "quote", reference: "Q-2001" })).toBe("Quote Q-2001");
    expect(reviewHeading({ subject: "artwork", reference: "Artwork request for Tigers" })).toBe(
      "Artwork request for Tigers",
    );
  });

  it("describes each step of the history", () => {
    const step = { proof_version: null, to_status: null };
    expect(eventTitle({ ...step, kind: "requested" })).toBe("Request received");
    expect(eventTitle({ ...step, kind: "proof_sent", proof_version: 2 })).toBe("Proof 2 sent");
    expect(eventTitle({ ...step, kind: "changes_requested", proof_version: 1 })).toBe(
      "Changes requested on Proof 1",
    );
    expect(eventTitle({ ...step, kind: "status_changed", to_status: "in_production" })).toBe(
      "Status: In production",
    );
    expect(eventTitle({ ...step, kind: "something_new" })).toBe("Something new");
    expect(eventActor({ actor: "customer", actor_name: "Pat" })).toBe("You");
    expect(eventActor({ actor: "staff", actor_name: "Sam" })).toBe("Sam (Clanton Sports Apparel)");
  });

  it("asks about the latest proof, or the quote without one", () => {
    expect(answerPrompt({ subject: "quote", proofs: [] })).toMatch(/price/);
    const proof = { version: 3 } as Parameters<typeof answerPrompt>[0]["proofs"][number];
    expect(answerPrompt({ subject: "quote", proofs: [proof] })).toMatch(/Proof 3/);
  });

  it("tells pictures from PDFs and words the answers", () => {
    expect(isImageProof({ file_type: "image/png", file_name: "a.png" })).toBe(true);
    expect(isImageProof({ file_type: "application/pdf", file_name: "a.pdf" })).toBe(false);
    expect(proofAnswer({ response: "approved" })).toBe("You approved this proof");
    expect(proofAnswer({ response: null })).toBeNull();
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
