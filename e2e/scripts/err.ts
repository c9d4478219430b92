import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("pageerror", (e) => console.log("pageerror:", e.stack));
await page.goto(process.argv[2] ?? "http://localhost:3400/about", { waitUntil: "networkidle" });
await browser.close();
