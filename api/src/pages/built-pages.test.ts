import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { InitialProcedure, PageKind } from "../common/page-facts";
import { REDACTED, redactSecrets } from "../logging/redact";
import { appRouter } from "../trpc/root";
import { BuiltPages } from "./built-pages";

const kind = (route: string, facts: Partial<PageKind> = {}): PageKind => ({
  route,
  audience: "everyone",
  drawn: true,
  cached: true,
  sitemap: true,
  words: "listed",
  ...facts,
});

async function builtWith(kinds: PageKind[]): Promise<BuiltPages> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "built-pages-"));
  await writeFile(
    path.join(dir, "pages.json"),
    JSON.stringify({ kinds, pages: [], notFound: { title: "Page not found", description: "" } }),
  );
  return new BuiltPages(dir);
}

describe("the built pages", () => {
  it("finds a path's route, a fixed segment before a parameter, and the portal's whole area", async () => {
    const pages = await builtWith([
      kind("/team-packages/$sport"),
      kind("/team-packages/quote"),
      kind("/admin", { audience: "staff", cached: false, sitemap: false, drawn: false }),
    ]);
    expect(pages.match("/team-packages/quote")?.kind.route).toBe("/team-packages/quote");
    expect(pages.match("/team-packages/soccer/")?.params).toEqual({ sport: "soccer" });
    expect(pages.match("/admin/orders/1042")?.kind.route).toBe("/admin");
    expect(pages.match("/team-packages")).toBeUndefined();
    expect(pages.match("/team-packages/%E0%A4%A")).toBeUndefined();
  });

  it("refuses a build whose personal page could be kept in a shared cache or listed", async () => {
    const pages = await builtWith([kind("/orders/$token", { audience: "link-holder", cached: true })]);
    expect(() => pages.manifest).toThrow(/personal/);
  });

  it("keeps the tokens of its private links' addresses out of the logs, guessed ones too", async () => {
    const pages = await builtWith([
      kind("/team/$slug/order/$token", { audience: "link-holder", cached: false, sitemap: false }),
    ]);
    expect(pages.manifest.kinds).toHaveLength(1);
    expect(redactSecrets("/team/eagles/order/short-guess?placed=true")).toBe(
      `/team/eagles/order/${REDACTED}?placed=true`,
    );
    expect(redactSecrets("/team/eagles")).toBe("/team/eagles");
  });

  it("reads first only procedures the router has", () => {
    const procedures: InitialProcedure[] = [
      "products.browse",
      "products.byId",
      "products.related",
      "content.list",
      "content.blogPosts",
      "teamStores.familyStore",
      "teamStores.teamOrder",
      "coach.page",
      "checkout.track",
      "review.get",
    ];
    const record = appRouter._def.procedures as Record<string, unknown>;
    for (const name of procedures) expect(record[name], name).toBeDefined();
  });
});
