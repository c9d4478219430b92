import { chromium } from "@playwright/test";
const [base, ...routes] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const scheme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    for (const route of routes) {
      await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
      const name = `/tmp/shots/${route.replace(/[^a-z0-9]+/gi, "_").slice(0, 30)}-${width}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: true, animations: "disabled" });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
