import type { EventDto } from "@store/api/schemas/proofs";
import { describe, expect, it } from "vitest";
import { asDesignStatus, describeEvent, designStatusOptions, moveLabel } from "./design-status";

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
    expect(describeEvent(event({ kind: "proof_sent", proof_version: 2 }))).toBe("Proof sent (version 2)");
    expect(describeEvent(event({ from_status: "new", to_status: "cancelled" }))).toBe(
      "Status changed: New → Cancelled",
    );
    expect(describeEvent(event({ kind: "roster_fixed" }))).toBe("Roster fixed");
  });
});
