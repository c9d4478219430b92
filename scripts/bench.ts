import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "../api/src/app";
import { createLogger } from "../api/src/logger";
import { openDatabase } from "../db/src/client";
import { seedDatabase, seedPosts } from "../db/src/seed/index";
import { measureAdminLists, printAdminLists } from "./bench/admin-lists";
import { measureBundle } from "./bench/bundle";
import { measureCatalogueReads } from "./bench/catalogue-reads";
import { measureStoreLighthouse } from "./bench/lighthouse";
import { measurePageWeights, type PageWeight } from "./bench/page-weight";
import { measureRenderTimes, type RenderTime } from "./bench/render-times";
import { measureWarmUp } from "./bench/warm-up";
import { measureBlanks, printBlanks } from "./bench-blanks";
import { measureOrderPage, printOrderPage } from "./bench-order-page";
import { measurePrintables, printPrintables } from "./bench-printables";

// `npm run bench`: sizes of the built web app and request rates of the main read paths.
// Numbers are for comparison between commits on the same machine, not pass/fail gates.

const root = fileURLToPath(new URL("../", import.meta.url));
const webDist = path.join(root, "web/dist");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  const bundle = await measureBundle(webDist);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `All JavaScript of the build (gzip): ${kb(bundle.totalJsGzipBytes)} in ${bundle.files.length} files`,
  );

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-bench-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seedDatabase(database.db);
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  const app = createApp({
    db: database.db,
    logger: createLogger("silent"),
    config: { uploadsDir: path.join(dataDir, "uploads"), webDistDir: webDist },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Every public page as a first-time visitor's browser receives it (compressed, on the wire).
  const manifest = JSON.parse(await readFile(path.join(webDist, "pages.json"), "utf8")) as {
    pages: { path: string; noindex?: boolean }[];
  };
  const pagePaths = [
    ...manifest.pages.filter((p) => !p.noindex).map((p) => p.path),
    `/blog/${seedPosts[0]?.slug ?? ""}`,
  ];
  // Render times first, while the catalogue cache is empty; then what a browser downloads.
  const renders = await measureRenderTimes(base, pagePaths);
  const weights = await measurePageWeights(base, pagePaths);
  printWeights(weights, renders);

  // The order page with a 200-event timeline (issue 22: p99 ≤ 50 ms).
  const orderPage = await measureOrderPage(base, database.db);
  printOrderPage(orderPage);
  // Packing slips and invoices for 100 orders (the 3 s), before the lists grow the store.
  const printables = await measurePrintables(base, database.db);
  printPrintables(printables);
  // A 60-order batch's purchase orders (two suppliers), jobs and plan (issue 42: under 2 s).
  const blanks = await measureBlanks(base, database.db);
  printBlanks(blanks);

  // Last, because it grows the database: the admin lists on a store with 100,000 orders.
  const adminLists = await measureAdminLists(base, database.db);
  printAdminLists(adminLists);

  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });

  // The target: the public reads against a bare Node server, each in its own process.
  const reads = await measureCatalogueReads(seconds);
  // The first 30 s after a start (issue 43), then the pages in Lighthouse (BENCH_LIGHTHOUSE=0 skips).
  const warmUp = await measureWarmUp();
  const lighthouse = process.env.BENCH_LIGHTHOUSE === "0" ? [] : await measureStoreLighthouse();

  const out = path.join(root, "bench-results");
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, "latest.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        bundle,
        pages: weights.map((w) => ({ ...w, ...renders.find((r) => r.path === w.path) })),
        adminLists: { database: "pglite", calls: adminLists },
        orderPage,
        printables,
        blanks,
        publicReads: reads,
        warmUp,
        lighthouse,
      },
      null,
      2,
    ),
  );
}

/** JavaScript budget per public page, on the wire (issue 24: 150 KB). */
const JS_BUDGET = 150 * 1024;

function printWeights(weights: PageWeight[], renders: RenderTime[]) {
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  const ms = (n: number | undefined) => (n === undefined ? "-" : n.toFixed(1)).padStart(7);
  console.log(
    `\nPer page: bytes on the wire (KB; first visit, 390 px, brotli; a drawn page's styles are inside its HTML, "inline" gives them uncompressed) and server time (ms; cold = drawn, cached = read model):`,
  );
  console.log(
    `${"page".padEnd(34)}     JS    CSS inline   HTML   font  image   data  total  requests   cold cached drawn`,
  );
  for (const w of weights) {
    const flag = w.js > JS_BUDGET ? "  over the JS budget" : "";
    const r = renders.find((x) => x.path === w.path);
    console.log(
      `${w.path.padEnd(34)}${kb(w.js)}${kb(w.css)}${kb(w.inlineCss)}${kb(w.html)}${kb(w.font)}${kb(w.image)}${kb(w.data)}${kb(w.total)}  ${String(w.requests).padStart(4)}    ${ms(r?.coldMs)}${ms(r?.cachedMs)} ${r?.drawn ? "yes" : "no "}${flag}`,
    );
  }
  const heaviest = weights.reduce((a, b) => (b.js > a.js ? b : a));
  console.log(
    `Most JavaScript: ${heaviest.path} ${kb(heaviest.js).trim()} KB (budget ${JS_BUDGET / 1024} KB)\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
