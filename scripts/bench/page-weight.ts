import { existsSync } from "node:fs";
import { chromium, type Request } from "@playwright/test";

/** Bytes a browser received for one page, as sent on the wire (compressed bodies, no headers). */
export interface PageWeight {
  path: string;
  js: number;
  css: number;
  html: number;
  font: number;
  image: number;
  data: number;
  total: number;
  requests: number;
  /** Styles inside the HTML (a drawn page's, uncompressed): counted in `html` on the wire. */
  inlineCss: number;
}

const KIND: Record<string, keyof Omit<PageWeight, "path" | "total" | "requests" | "inlineCss">> = {
  script: "js",
  stylesheet: "css",
  document: "html",
  font: "font",
  image: "image",
  fetch: "data",
  xhr: "data",
};

const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * Loads each page in Chromium as a first-time visitor on a phone-sized screen (empty cache,
 * brotli and gzip accepted, as every browser does) and adds up what arrived, by kind.
 */
export async function measurePageWeights(base: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const weights: PageWeight[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const finished: Request[] = [];
      page.on("requestfinished", (request) => finished.push(request));
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      const weight: PageWeight = {
        path,
        js: 0,
        css: 0,
        html: 0,
        font: 0,
        image: 0,
        data: 0,
        total: 0,
        requests: 0,
        inlineCss: 0,
      };
      for (const request of finished) {
        const kind = KIND[request.resourceType()];
        const { responseBodySize } = await request.sizes();
        if (kind) weight[kind] += responseBodySize;
        if (kind === "html") {
          const text = (await (await request.response())?.text()) ?? "";
          for (const style of text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
            weight.inlineCss += Buffer.byteLength(style[1] ?? "");
          }
        }
        weight.total += responseBodySize;
        weight.requests += 1;
      }
      weights.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
