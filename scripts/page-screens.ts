/// <reference lib="dom" />
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { publicAddresses } from "../db/src/seed/index";

// Screenshots of every public page (the page table's `everyone` routes, at seeded addresses) at
// 390 and 1280 px, light and dark, whole page: taken before and after a change that should not show,
// then compared pixel by pixel (scripts/compare-screens.ts).
//   node --import tsx scripts/page-screens.ts --base http://127.0.0.1:4650 --out /tmp/shots/before
// Against a started server (it serves web/dist, so build first) with the seeded data.

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: "screens" },
    only: { type: "string" },
  },
});
const base = values.base.replace(/\/$/, "");
const out = path.resolve(values.out);
const root = fileURLToPath(new URL("../", import.meta.url));

const WIDTHS = [390, 1280] as const;
const SCHEMES = ["light", "dark"] as const;

/**
 * A file name for a route at its address: "/team/eagles" → "team_eagles", "/" → "home". The product
 * page by its route: a fresh seed gives its product a new id.
 */
const slug = (route: string, address: string) =>
  route === "/"
    ? "home"
    : (route.includes("$productId") ? route : address).replace(/^\//, "").replace(/[^\w-]+/g, "_");

/** The public routes of the build: its page table, as pages.json lists it (decision 066). */
async function publicRoutes(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(root, "web/dist/pages.json"), "utf8")) as {
    kinds: { route: string; audience: string }[];
  };
  return manifest.kinds.filter((kind) => kind.audience === "everyone").map((kind) => kind.route);
}

/** A product in stock with several sizes, so the product page shows its chips and quantity. */
async function sizedProductId(): Promise<string> {
  const response = await fetch(`${base}/api/products`);
  const body = (await response.json()) as {
    data: { id: string; in_stock: boolean | null; sizes: string[] }[];
  };
  const sized = body.data.find((p) => p.in_stock !== false && p.sizes.length > 1);
  if (!sized) throw new Error("the seed needs a product in stock with sizes");
  return sized.id;
}

/** Loads the page, lets lazy pictures in (a scroll to the end and back), and waits for the fonts. */
async function settle(page: Page, address: string) {
  await page.goto(`${base}${address}`, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

async function main() {
  const table = publicAddresses(await sizedProductId());
  const routes = await publicRoutes();
  const missing = routes.filter((route) => !(route in table));
  if (missing.length) throw new Error(`public routes without an address here: ${missing.join(", ")}`);
  const only = values.only ? new RegExp(values.only) : undefined;
  const targets = routes
    .map((route) => ({ route, address: table[route] as string }))
    .filter(({ address }) => !only || only.test(address));
  await mkdir(out, { recursive: true });
  const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((f) => existsSync(f));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const { route, address } of targets) {
      for (const width of WIDTHS) {
        for (const colorScheme of SCHEMES) {
          const context = await browser.newContext({
            viewport: { width, height: 844 },
            colorScheme,
            reducedMotion: "reduce",
          });
          const page = await context.newPage();
          await settle(page, address);
          const file = path.join(out, `${slug(route, address)}-${width}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
