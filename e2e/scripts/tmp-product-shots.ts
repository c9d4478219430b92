import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3610";
async function main() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const products = (await (await fetch(`${base}/api/products`)).json()).data as { id: string; name: string; category: string; gallery: string[] }[];
  const jersey = products.find((p) => p.name === "Custom Sublimated Team Jersey")!;
  const tee = products.find((p) => p.category === "t-shirts")!;
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.goto(`${base}/shop/${jersey.id}`, { waitUntil: "networkidle" });
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Show picture 2 of 3" }).click();
      await page.getByRole("group", { name: /^Size/ }).getByText("Adult M", { exact: true }).click();
      await page.getByRole("textbox", { name: "Quantity" }).fill("3");
      await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to your cart").scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/prod/added-${width}-${scheme}.png` });
      await page.getByRole("heading", { name: "You may also like" }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/prod/related-${width}-${scheme}.png` });
      await page.goto(`${base}/shop/${tee.id}`, { waitUntil: "networkidle" });
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: /^Size guide/ }).click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/prod/guide-${width}-${scheme}.png` });
      await page.close();
    }
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
