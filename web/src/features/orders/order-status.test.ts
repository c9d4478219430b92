import { describe, expect, it } from "vitest";
import { statusHint, statusLabel } from "./order-status";

describe("order status words", () => {
  it("speak of pickup or delivery as the order goes", () => {
    expect(statusLabel("shipped", "pickup")).toBe("Ready for pickup");
    expect(statusLabel("shipped", "delivery")).toBe("Out for delivery");
    expect(statusLabel("delivered", "pickup")).toBe("Picked up");
    expect(statusLabel("pending", "delivery")).toBe("Received");
    expect(statusHint("shipped", "pickup")).toMatch(/pick it up/);
  });
});
