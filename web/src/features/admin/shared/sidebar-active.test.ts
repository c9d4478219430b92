import { describe, expect, it } from "vitest";
import { adminScreens } from "./admin-links";
import { isActiveLink } from "./SidebarNav";

describe("the sidebar's active link", () => {
  it("marks the home only on /admin itself, and each screen on its pages", () => {
    expect(isActiveLink(adminScreens.home, "/admin")).toBe(true);
    expect(isActiveLink(adminScreens.home, "/admin/")).toBe(true);
    expect(isActiveLink(adminScreens.home, "/admin/orders")).toBe(false);
    expect(isActiveLink(adminScreens.artwork, "/admin")).toBe(false);
    expect(isActiveLink(adminScreens.contact, "/admin/contact-messages")).toBe(true);
    expect(isActiveLink(adminScreens.quotes, "/admin/quotes/abc")).toBe(true);
  });

  it("marks only the deeper screen when one lives under another's address", () => {
    expect(isActiveLink(adminScreens.tax, "/admin/tax")).toBe(true);
    expect(isActiveLink(adminScreens.tax, "/admin/tax/returns")).toBe(false);
    expect(isActiveLink(adminScreens.taxReturns, "/admin/tax/returns")).toBe(true);
    expect(isActiveLink(adminScreens.taxReturns, "/admin/tax")).toBe(false);
  });
});
