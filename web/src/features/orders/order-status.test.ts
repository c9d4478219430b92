import { describe, expect, it } from "vitest";
import { statusHint, statusLabel } from "./order-status";

describe("order status words", () => {
  it("speak of pickup or delivery as the order goes", () => {
    expect(statusLabel("shipped", "pickup")).toBe("Ready for pickup");
    expect(statusLabel("shipped", "delivery")).toBe("Out for delivery");
    expect(statusLabel("delivered", "pickup")).toBe("Picked up");
    expect(statusLabel("pending", "delivery")).toBe("Received");
    expect(statusHint("shipped", "pickup")).toMatch(/pick it up/);
    // A team store's order reads in its team's words, and never sends the family to the counter.
    const team = { team_name: "Eagles 12U" };
    expect(statusLabel("shipped", "pickup", team)).toBe("Ready for pickup with the Eagles 12U order");
    expect(statusLabel("processing", "pickup", team)).toBe("Being prepared with the Eagles 12U order");
    expect(statusLabel("delivered", "pickup", team)).toBe("Picked up");
    expect(statusHint("pending", "pickup", team)).toBe(
      "The Eagles 12U order goes into production when the store closes; we e-mail you when it is ready.",
    );
    expect(statusHint("shipped", "pickup", team)).not.toMatch(/Come by the store/);
  });
});
