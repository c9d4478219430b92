import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "../order-page-data";
import { waitingByPayment } from "./waiting-requests";

const entry = (status: string, approvalId: string, paymentId = "p1"): TimelineEntry => ({
  id: `${approvalId}-${status}`,
  kind: "approval",
  at: "2026-12-03T10:00:00.000Z",
  actor: "counter@example.com",
  details: { approval_id: approvalId, payment_id: paymentId, status, amount: 20 },
  email: null,
});

describe("waitingByPayment", () => {
  it("keeps a request asked and not yet decided, by its payment", () => {
    const waiting = waitingByPayment([entry("pending", "a1")]);
    expect(waiting.get("p1")).toMatchObject({ approvalId: "a1", amount: 20, by: "counter@example.com" });
  });

  it("drops a request once decided (the timeline is newest first)", () => {
    expect(waitingByPayment([entry("declined", "a1"), entry("pending", "a1")]).size).toBe(0);
    const again = waitingByPayment([entry("pending", "a2"), entry("failed", "a1"), entry("pending", "a1")]);
    expect(again.get("p1")?.approvalId).toBe("a2");
  });
});
