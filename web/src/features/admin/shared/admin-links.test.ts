import { describe, expect, it } from "vitest";
import { allowedLinks, extraLinks, firstScreenFor, landingScreenFor, screenOf } from "./admin-links";

describe("the screens a role is offered", () => {
  it("finds the screen of an address, a record's page under its list's, the deeper address first", () => {
    expect(screenOf("/admin")?.label).toBe("Home");
    expect(screenOf("/admin/orders/1042")?.label).toBe("Manage Orders");
    expect(screenOf("/admin/tax/returns")?.label).toBe("Monthly Tax Return");
    expect(screenOf("/admin/tax/")?.label).toBe("Sales Tax");
    expect(screenOf("/admin/payments/inbox")?.label).toBe("Payments Inbox");
    // The count at the door is the receiving role's, inside the buyer's purchase order address.
    expect(screenOf("/admin/purchase-orders/7f0c/receive")?.permission).toBe("production.receive");
    expect(screenOf("/admin/purchase-orders/7f0c")?.permission).toBe("purchasing.manage");
    expect(screenOf("/admin/purchase-orders/new")?.permission).toBe("purchasing.manage");
    expect(screenOf("/admin/login")).toBeUndefined();
  });

  it("lands the owner on the artwork screen, the counter on the orders, production nowhere it cannot use", () => {
    expect(landingScreenFor(["content.manage", "orders.view", "home.view"])).toBe(
      "/admin/custom-artwork-submissions",
    );
    expect(landingScreenFor(["orders.view", "payments.record", "customers.view", "teamStores.view"])).toBe(
      "/admin/orders",
    );
    expect(landingScreenFor(["production.view"])).toBe("/admin/production");
    expect(firstScreenFor(["audit.view"])).toBe("/admin/audit-log");
    expect(firstScreenFor([])).toBeUndefined();
  });

  it("offers only the links the permissions allow", () => {
    expect(allowedLinks(extraLinks, ["audit.view"]).map((l) => l.label)).toEqual(["Audit Log"]);
    expect(allowedLinks(extraLinks, [])).toEqual([]);
  });
});
