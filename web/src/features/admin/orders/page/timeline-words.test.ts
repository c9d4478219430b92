import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "./order-page-data";
import { timelineWords } from "./timeline-words";

const entry = (
  kind: TimelineEntry["kind"],
  details: Record<string, unknown>,
  email: TimelineEntry["email"] = null,
) =>
  ({
    id: "1",
    kind,
    at: "2026-11-24T15:00:00.000Z",
    actor: "pat@store.example",
    details,
    email,
  }) as TimelineEntry;

describe("timeline words", () => {
  it("tells each kind of entry in plain words", () => {
    expect(timelineWords(entry("placed", {})).title).toBe("Order placed");
    expect(timelineWords(entry("placed", { quote: "Q-2001" })).title).toBe("Order placed from quote Q-2001");
    expect(timelineWords(entry("status", { from: "pending", to: "shipped" })).title).toBe(
      "Status changed: Pending → Shipped",
    );
    expect(timelineWords(entry("note", { text: "Coach called" }))).toEqual({
      title: "Staff note",
      body: "Coach called",
    });
    expect(timelineWords(entry("payment", { amount: 30, method: "check", reference: "1042" })).title).toBe(
      "Payment recorded: $30.00, Check #1042",
    );
    expect(
      timelineWords(entry("payment_reversed", { amount: 30, method: "cash", reason: "Bounced" })),
    ).toEqual({
      title: "Payment reversed: $30.00, Cash",
      body: "Reason: Bounced",
    });
  });

  it("says where an e-mail stands: sent, waiting or failed", () => {
    const email = (state: "sent" | "waiting" | "failed") =>
      entry(
        "email",
        {},
        { subject: "Order #1004", to: "pat@example.com", state, sent_at: null, waiting_until: null },
      );
    expect(timelineWords(email("waiting"))).toMatchObject({
      title: "E-mailed pat@example.com",
      body: "Order #1004",
      state: "Waiting to send",
    });
    expect(timelineWords(email("failed")).state).toMatch(/Could not be sent/);
  });
});
