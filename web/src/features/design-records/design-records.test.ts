import type { EventDto } from "@store/api/contracts";
import { describe, expect, it } from "vitest";
import { asDesignStatus, designStatusOptions, moveLabel } from "./design-status";
import { eventActor, eventTitle } from "./event-words";
import { isImageProof, proofAnswer } from "./proof-words";

const event = (patch: Partial<EventDto>): EventDto => ({
  kind: "status_changed",
  actor: "staff",
  actor_name: "owner@example.com",
  message: null,
  proof_version: null,
  from_status: null,
  to_status: null,
  at: "2026-11-23T12:00:00Z",
  ...patch,
});

describe("design status words", () => {
  it("offers all eight statuses to filter by", () => {
    expect(designStatusOptions.map((o) => o.label)).toEqual([
      "New",
      "Quoted",
      "Proof sent",
      "Approved",
      "Changes requested",
      "In production",
      "Completed",
      "Cancelled",
    ]);
  });

  it("reads only known statuses", () => {
    expect(asDesignStatus("approved")).toBe("approved");
    expect(asDesignStatus("shipped")).toBeUndefined();
  });

  it("names the moves staff make by hand", () => {
    expect(moveLabel("approved", "in_production")).toBe("Mark in production");
    expect(moveLabel("in_production", "completed")).toBe("Mark completed");
    expect(moveLabel("new", "cancelled")).toBe("Cancel");
    expect(moveLabel("cancelled", "new")).toBe("Reopen");
  });

  it("describes history steps with their version and status move", () => {
    expect(eventTitle(event({ kind: "proof_sent", proof_version: 2 }), "staff")).toBe(
      "Proof sent (version 2)",
    );
    expect(eventTitle(event({ from_status: "new", to_status: "cancelled" }), "staff")).toBe(
      "Status changed: New → Cancelled",
    );
    expect(eventTitle(event({ kind: "roster_fixed" }), "staff")).toBe("Roster fixed");
  });

  it("describes each step of the history in the customer's words", () => {
    const step = { proof_version: null, from_status: null, to_status: null };
    expect(eventTitle({ ...step, kind: "requested" }, "customer")).toBe("Request received");
    expect(eventTitle({ ...step, kind: "proof_sent", proof_version: 2 }, "customer")).toBe("Proof 2 sent");
    expect(eventTitle({ ...step, kind: "changes_requested", proof_version: 1 }, "customer")).toBe(
      "Changes requested on Proof 1",
    );
    expect(eventTitle({ ...step, kind: "status_changed", to_status: "in_production" }, "customer")).toBe(
      "Status: In production",
    );
    expect(eventTitle({ ...step, kind: "something_new" }, "customer")).toBe("Something new");
    expect(eventTitle({ ...step, kind: "changes_requested" }, "staff")).toBe("Asked for changes");
    expect(eventActor({ actor: "customer", actor_name: "Pat" }, "customer")).toBe("You");
    expect(eventActor({ actor: "staff", actor_name: "Sam" }, "customer")).toBe(
      "Sam (Clanton Sports Apparel)",
    );
    expect(eventActor({ actor: "customer", actor_name: "Pat" }, "staff")).toBe("Customer · Pat");
  });

  it("tells pictures from PDFs and words the answers in each voice", () => {
    expect(isImageProof({ file_type: "image/png", file_name: "a.png" })).toBe(true);
    expect(isImageProof({ file_type: "application/pdf", file_name: "a.pdf" })).toBe(false);
    expect(proofAnswer({ response: "approved" }, "customer")?.label).toBe("You approved this proof");
    expect(proofAnswer({ response: null }, "customer")).toBeNull();
    expect(proofAnswer({ response: "changes_requested" }, "staff")?.label).toBe("Changes requested");
    expect(proofAnswer({ response: null }, "staff")?.label).toBe("Waiting for an answer");
  });
});
