import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicAddresses, publicRoutes } from "./public-pages";
import type { ApiProduct } from "./shop-helpers";

/** What a visitor sees of a control; the same page must show the same, however it was reached. */
const PROPERTIES = [
  "display",
  "position",
  "border-top-style",
  "border-top-width",
  "border-top-color",
  "border-left-style",
  "border-radius",
  "color",
  "background-color",
  "gap",
  "margin-top",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-left",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "align-items",
  "height",
] as const;

/** The main controls of a page: buttons, fields, chips and their frames, badges. */
const CONTROLS = [
  "main button",
  "main a[class*='Button']",
  "main input:not([type='hidden'])",
  "main select",
  "main textarea",
  "main fieldset",
  "main legend",
  "main label",
  "main [class*='Badge-root']",
  "main [class*='Chip']",
  "main [class*='Group-root']",
  "header button",
].join(", ");

type Snapshot = Record<string, Record<string, string>>;

/**
 * The same to the eye: equal, or lengths less than a pixel apart (an auto-sized field measures its
 * text as it mounts and may land a fraction of a pixel away from a fresh load's measure).
 */
function looksSame(seen: string | undefined, afresh: string): boolean {
  if (seen === afresh) return true;
  const length = /^(-?\d+(?:\.\d+)?)px$/;
  const a = seen?.match(length);
  const b = afresh.match(length);
  return Boolean(a && b && Math.abs(Number(a[1]) - Number(b[1])) < 1);
}

/**
 * The computed styles of the page's controls, keyed by what they are and say (tag, text, and which
 * of the same they are), taken in the browser in one go. In a navigation, `navigateTo` is pushed
 * into the router's history and the styles are read in the first frame the page shows all of
 * `expected`: what the visitor sees the moment the page appears, not once late rules arrive.
 */
async function snapshot(page: Page, navigateTo?: string, expected?: string[]): Promise<Snapshot> {
  return page.evaluate(
    async ({ selector, properties, navigateTo, expected }) => {
      const read = (): Snapshot => {
        const seen = new Map<string, number>();
        const out: Snapshot = {};
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          if (element.closest("[hidden], [aria-hidden='true']")) continue;
          // A card far from the viewport is not laid out yet (content-visibility, decision 095): its
          // auto margins read 0 until it nears the view. Only what is drawn is compared.
          if (element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true }))
            continue;
          const words = (element.getAttribute("aria-label") ?? element.textContent ?? "")
            .replace(/\s+/g, " ")
            .trim()
            .slice(0, 40);
          const base = `${element.tagName.toLowerCase()}${element.getAttribute("type") ? `[${element.getAttribute("type")}]` : ""} "${words}"`;
          const n = (seen.get(base) ?? 0) + 1;
          seen.set(base, n);
          const style = getComputedStyle(element);
          out[`${base} #${n}`] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
        }
        return out;
      };
      if (!navigateTo) return read();
      const before = document.querySelector("main h1");
      window.history.pushState({}, "", navigateTo);
      window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
      const started = performance.now();
      let last: Snapshot = {};
      while (performance.now() - started < 5_000) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const heading = document.querySelector("main h1");
        if (!heading || heading === before) continue;
        last = read();
        if ((expected ?? []).every((key) => key in last)) return last;
      }
      return last;
    },
    { selector: CONTROLS, properties: [...PROPERTIES], navigateTo, expected },
  );
}

/**
 * A page loaded afresh, settled (the app live, its screen's code, pictures and fonts in). The app is
 * marked live once its frame has hydrated; the screen's code may still be on its way on a loaded
 * machine, and a navigation in that moment would make React give up hydrating the screen and
 * report it, which is not what this test looks at.
 */
async function freshLoad(page: Page, path: string): Promise<Snapshot> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  return snapshot(page);
}

test("every public page reached in the app looks as it does loaded afresh, at 390 px", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const products = ((await (await request.get("/api/products")).json()) as { data: ApiProduct[] }).data;
  const sized = products.find((p) => p.in_stock !== false && p.sizes.length > 1);
  if (!sized) throw new Error("the seed needs a product in stock with sizes");
  const table = publicAddresses(sized.id);
  const routes = publicRoutes();
  expect(
    routes.filter((route) => !(route in table)),
    "public routes without an address here",
  ).toEqual([]);
  // Each page is reached from the one the table lists before it (the shop before a product, as
  // people go), each navigation the first after a fresh load, when the least is loaded.
  const paths = routes.map((route) => table[route] as string).reverse();
  const differences: string[] = [];
  let fresh = await freshLoad(page, paths[0] as string);
  for (const [index, path] of paths.entries()) {
    const from = paths[(index + 1) % paths.length] as string;
    const expected = fresh;
    const nextFresh = await freshLoad(page, from);
    const reached = await snapshot(page, path, Object.keys(expected));
    for (const [key, styles] of Object.entries(expected)) {
      const seen = reached[key];
      if (!seen) {
        differences.push(`${path} (from ${from}): ${key} is missing`);
        continue;
      }
      for (const [property, value] of Object.entries(styles)) {
        if (!looksSame(seen[property], value)) {
          differences.push(
            `${path} (from ${from}): ${key} ${property} is ${seen[property]}, afresh ${value}`,
          );
        }
      }
    }
    fresh = nextFresh;
  }
  expect(differences, "styles that differ between a link and a fresh load").toEqual([]);
});
