import { describe, expect, it } from "vitest";
import { pageOwnGroup } from "./page-own-group";

// The team store page's group on a made-up module graph: the entry, the team route and the shop's,
// a form the team page fetches on demand, and the modules they import.

const team = "/w/web/src/routes/team/$slug/index.tsx?tsr-split=component---loader";
const shop = "/w/web/src/routes/shop/index.tsx?tsr-split=component";
const entry = "/w/web/src/main.tsx";
const form = "/w/web/src/features/team-store/TeamCheckoutForm.tsx";

/** Each module by the modules importing it, statically and on demand. */
const graph: Record<string, { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }> = {
  [entry]: { isEntry: true },
  "/w/web/src/routeTree.gen.ts": { importers: [entry] },
  [team]: { dynamicImporters: ["/w/web/src/routeTree.gen.ts"] },
  [shop]: { dynamicImporters: ["/w/web/src/routeTree.gen.ts"] },
  [form]: { dynamicImporters: ["/w/web/src/features/team-store/TeamStorePage.tsx"] },
  "/w/web/src/features/team-store/TeamStorePage.tsx": { importers: [team] },
  "/w/web/src/features/team-store/team-cart.ts": { importers: [team, form] },
  "/w/web/src/features/team-store/check-team-checkout.ts": { importers: [form] },
  "/w/web/src/ui/forms/TextField.tsx": { importers: [team, shop] },
  "/w/web/src/app/header.tsx": { importers: [entry, team] },
};

const context = {
  getModuleInfo: (id: string) => {
    const module = graph[id];
    return module ? ({ id, importers: [], dynamicImporters: [], isEntry: false, ...module } as never) : null;
  },
};

const groupOf = (id: string) => {
  const { name } = pageOwnGroup("team-page", "/team/$slug");
  return typeof name === "function" ? name(id, context) : name;
};

describe("a page's own chunk group", () => {
  it("takes what the page loads first, alone or with its pieces on demand", () => {
    expect(groupOf("/w/web/src/features/team-store/TeamStorePage.tsx")).toBe("team-page");
    expect(groupOf("/w/web/src/features/team-store/team-cart.ts")).toBe("team-page");
  });

  it("leaves what another public page or the entry loads, and what only comes on demand", () => {
    expect(groupOf("/w/web/src/ui/forms/TextField.tsx")).toBeNull();
    expect(groupOf("/w/web/src/app/header.tsx")).toBeNull();
    expect(groupOf("/w/web/src/features/team-store/check-team-checkout.ts")).toBeNull();
  });

  it("leaves the chunk roots where they are: the route, its pieces on demand", () => {
    expect(groupOf(team)).toBeNull();
    expect(groupOf(form)).toBeNull();
  });
});
