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
    expect(timelineWords(entry("placed", {}), "pickup").title).toBe("Order placed");
    expect(timelineWords(entry("placed", { quote: "Q-2001" }), "pickup").title).toBe(
      "Order placed from quote Q-2001",
    );
    expect(timelineWords(entry("status", { from: "pending", to: "shipped" }), "pickup").title).toBe(
      "Status changed: Received → Ready for pickup",
    );
    expect(timelineWords(entry("status", { from: "shipped", to: "delivered" }), "delivery").title).toBe(
      "Status changed: Out for delivery → Delivered",
    );
    // A team's production step says why the order moved.
    expect(
      timelineWords(
        entry("status", { from: "processing", to: "shipped", because: "Eagles 12U was marked ready." }),
        "pickup",
      ),
    ).toEqual({
      title: "Status changed: Being prepared → Ready for pickup",
      body: "Eagles 12U was marked ready.",
    });
    expect(timelineWords(entry("note", { text: "Coach called" }), "pickup")).toEqual({
      title: "Staff note",
      body: "Coach called",
    });
    expect(
      timelineWords(entry("payment", { amount: 30, method: "check", reference: "1042" }), "pickup").title,
    ).toBe("Payment recorded: $30.00, Check #1042");
    expect(
      timelineWords(entry("payment_reversed", { amount: 30, method: "cash", reason: "Bounced" }), "pickup"),
    ).toEqual({
      title: "Payment reversed: $30.00, Cash",
      body: "Reason: Bounced",
    });
  });

  it("tells a payment request from the reminders that follow it", () => {
    const request = { amount: 40, to: "coach@example.com" };
    expect(timelineWords(entry("payment_requested", request), "pickup")).toMatchObject({
      title: "Payment requested: $40.00",
      body: "To coach@example.com",
    });
    expect(timelineWords(entry("payment_requested", { ...request, reminder: 2 }), "pickup").title).toBe(
      "Payment reminder 2 sent: $40.00",
    );
  });

  it("says where an e-mail stands: sent, waiting or failed", () => {
    const email = (state: "sent" | "waiting" | "failed") =>
      entry(
        "email",
        {},
        { subject: "Order #1004", to: "pat@example.com", state, sent_at: null, waiting_until: null },
      );
    expect(timelineWords(email("waiting"), "pickup")).toMatchObject({
      title: "E-mailed pat@example.com",
      body: "Order #1004",
      state: "Waiting to send",
    });
    expect(timelineWords(email("failed"), "pickup").state).toMatch(/Could not be sent/);
  });
});
