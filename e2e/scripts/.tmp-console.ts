import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
page.on("console", (m) => console.log(m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto(process.argv[2] ?? "", { waitUntil: "networkidle" });
console.log((await page.locator("h1").allTextContents()).join("|"));
await browser.close();
