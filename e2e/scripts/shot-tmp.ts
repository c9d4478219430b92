import { chromium } from "@playwright/test";
const [url, out, scheme = "light", width = "1280", full = "0"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme as "light" | "dark" });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "1", animations: "disabled" });
await browser.close();
