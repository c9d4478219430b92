import { isPersonal } from "@store/api/contracts";
import { describe, expect, it } from "vitest";
import { pageTable } from "./page-table";

const entries = Object.entries(pageTable);

describe("the page table", () => {
  it("keeps every personal page out of shared caches and search engines", () => {
    for (const [route, facts] of entries) {
      if (!isPersonal(facts.audience)) continue;
      expect(facts.cached, route).toBe(false);
      expect(facts.sitemap, route).toBe(false);
    }
  });

  it("marks every route that carries a token as a private link's, drawn from what it reads", () => {
    const tokenRoutes = entries.filter(([route]) => route.includes("$token"));
    expect(tokenRoutes.map(([route]) => route).sort()).toEqual([
      "/coach/$token",
      "/orders/$token",
      "/review/$token",
      "/team/$slug/order/$token",
    ]);
    for (const [route, facts] of tokenRoutes) {
      expect(facts.audience, route).toBe("link-holder");
      expect(facts.drawn, route).toBe(true);
      expect(facts.reads?.length, route).toBeGreaterThan(0);
    }
  });

  it("gives a page whose words come from what it reads something to read", () => {
    for (const [route, facts] of entries) {
      if (facts.words === "from-reads") expect(facts.reads?.length, route).toBeGreaterThan(0);
    }
  });

  it("draws the team store for each visit and never lists it: it names a team's players", () => {
    expect(pageTable["/team/$slug"]).toMatchObject({ drawn: true, cached: false, sitemap: false });
  });

  it("reads who is signed in only for a page drawn for each visit: a kept page would show it to others", () => {
    for (const [route, facts] of entries) {
      if (facts.reads?.some((read) => read.procedure === "account.session")) {
        expect(facts.cached, route).toBe(false);
        expect(
          facts.reads.filter((read) => read.procedure === "account.session" && !read.signedOutOnly),
          route,
        ).toEqual([]);
      }
    }
  });

  it("reads each route parameter a read names", () => {
    for (const [route, facts] of entries) {
      for (const read of facts.reads ?? []) {
        for (const value of Object.values(read.input ?? {})) {
          if (typeof value === "string" && value.startsWith("$"))
            expect(route, read.procedure).toContain(value);
        }
      }
    }
  });
});
