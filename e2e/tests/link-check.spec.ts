import { check, LinkState } from "linkinator";
import { expect, test } from "./fixtures";

// The whole public site through a link checker nobody here wrote (linkinator): from the home page
// and the sitemap, every page, picture, stylesheet and script a page names, followed on this
// origin. Links to other sites are not followed (this machine reaches none); e-mailed links have
// their own walk (email-links.spec.ts).
test("no link on the public site is broken", async ({ request }) => {
  test.setTimeout(180_000);
  const origin = String(test.info().project.use.baseURL);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = ""]) => url);
  expect(pages.length).toBeGreaterThan(40);
  const result = await check({
    path: [`${origin}/`, ...pages],
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? "no answer"} ${link.url} (on ${link.parent ?? "the start"})`);
  expect(broken, "broken links").toEqual([]);
  expect(checked.length).toBeGreaterThan(pages.length);
});
