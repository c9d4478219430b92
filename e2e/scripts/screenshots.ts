import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

// `node --import tsx e2e/scripts/screenshots.ts http://localhost:3000 /shop /` — light and dark,
// 390 px and 1280 px wide, into ./screenshots, for a person to look at.
const [base = "http://localhost:3000", ...routes] = process.argv.slice(2);
const outDir = path.resolve("screenshots");

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      for (const route of routes.length ? routes : ["/"]) {
        await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
        const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${scheme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: false, animations: "disabled" });
        console.log(path.join(outDir, name));
      }
      await page.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
