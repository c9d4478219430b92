import { chromium } from "@playwright/test";
const [url, scheme = "light", widthArg = "390", ...ys] = process.argv.slice(2);
const width = Number(widthArg);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme as "light" | "dark" });
await page.goto(url ?? "", { waitUntil: "networkidle" });
// Scroll through so lazy pictures load.
const h = await page.evaluate(() => document.body.scrollHeight);
for (let y = 0; y < h; y += 600) { await page.evaluate((v) => window.scrollTo(0, v), y); await page.waitForTimeout(100); }
await page.waitForLoadState("networkidle");
for (const y of ys) {
  const name = `/tmp/shots/seg-${width}-${scheme}-${y}.png`;
  await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: Number(y), width, height: 1000 } });
  console.log(name);
}
await browser.close();
