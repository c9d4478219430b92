import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServerProcess, untilIdle } from "./processes";

/** Pinned, so a figure can be compared with the next one; fetched once by npx (not a CI dependency). */
const LIGHTHOUSE = "lighthouse@13.5.0";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run";

/** The issue's pages (43): the shop's public faces and a team store's family link. */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/shop",
  "/shop/$product",
  "/team-packages/baseball",
  "/stock-designs",
  "/blog",
  "/about",
  "/team/eagles-12u-2027",
];

export interface LighthouseMedian {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's [score, LCP, TBT], for the spread. */
  runs: [number, number, number][];
}

interface LighthouseJson {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

const chromePath = () =>
  process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/google-chrome"].find((p) => existsSync(p));

/** The command a figure comes from, as a person would type it. */
export const lighthouseCommand = (url: string) =>
  `CHROME_PATH=${chromePath() ?? "<chrome>"} npx --yes ${LIGHTHOUSE} ${url} --only-categories=performance --chrome-flags="${CHROME_FLAGS}" --output=json`;

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most. */
async function runLighthouse(url: string, outDir: string, run: number, tries = 3): Promise<LighthouseJson> {
  try {
    return await runLighthouseOnce(url, outDir, run);
  } catch (error) {
    if (tries <= 1) throw error;
    return runLighthouse(url, outDir, run, tries - 1);
  }
}

async function runLighthouseOnce(url: string, outDir: string, run: number): Promise<LighthouseJson> {
  const out = path.join(outDir, `run-${run}.json`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--only-categories=performance",
        `--chrome-flags=${CHROME_FLAGS}`,
        "--output=json",
        `--output-path=${out}`,
      ],
      { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: chromePath() } },
    );
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`))));
  });
  return JSON.parse(await readFile(out, "utf8")) as LighthouseJson;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Lighthouse mobile (its default: simulated slow 4G, 4x slower processor), `RUNS` runs a page. */
export async function measureLighthouse(base: string, paths: readonly string[]): Promise<LighthouseMedian[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "store-lighthouse-"));
  const results: LighthouseMedian[] = [];
  try {
    for (const pagePath of paths) {
      const reports: LighthouseJson[] = [];
      for (let run = 0; run < RUNS; run++)
        reports.push(await runLighthouse(`${base}${pagePath}`, outDir, run));
      const metric = (id: string) => reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN);
      const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
      const lcp = metric("largest-contentful-paint");
      const tbt = metric("total-blocking-time");
      results.push({
        path: pagePath,
        score: median(scores),
        fcpMs: median(metric("first-contentful-paint")),
        lcpMs: median(lcp),
        tbtMs: median(tbt),
        cls: median(metric("cumulative-layout-shift")),
        runs: scores.map((s, i) => [s, Math.round(lcp[i] ?? 0), Math.round(tbt[i] ?? 0)]),
      });
      printRow(results.at(-1) as LighthouseMedian);
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  return results;
}

function printRow(r: LighthouseMedian) {
  const ok = r.score >= 100 && r.lcpMs <= 1200 && r.tbtMs <= 50 ? "" : "  over the target";
  console.log(
    `${r.path.padEnd(28)}${String(r.score).padStart(6)}${r.fcpMs.toFixed(0).padStart(7)}${r.lcpMs.toFixed(0).padStart(7)}${r.tbtMs.toFixed(0).padStart(6)}${r.cls.toFixed(3).padStart(7)}   ${r.runs.map((x) => x.join("/")).join("  ")}${ok}`,
  );
}

/**
 * The store as `npm start` runs it (its own process, PGlite, seeded, pages drawn ahead, ready), and
 * Lighthouse on each page; a product page is the catalogue's first product.
 */
export async function measureStoreLighthouse(): Promise<LighthouseMedian[]> {
  if (!chromePath()) {
    console.log("\nLighthouse skipped: no Chromium (set CHROME_PATH)");
    return [];
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-bench-lh-"));
  const server = await startServerProcess(
    "api/src/server.ts",
    { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: "warn" },
    "/api/health/ready",
  );
  try {
    const list = (await (await fetch(`${server.base}/api/products`)).json()) as { data: { id: string }[] };
    // The address the store draws its pages ahead for (PUBLIC_URL unset: localhost), once its work
    // after a start is done (the pages' best compression), as a store up a minute is.
    const base = server.base.replace("127.0.0.1", "localhost");
    await untilIdle(server.pid);
    const paths = LIGHTHOUSE_PAGES.map((p) => p.replace("$product", list.data[0]?.id ?? ""));
    console.log(
      `\nLighthouse mobile, medians of ${RUNS} runs (target: score 100, LCP <= 1200 ms, TBT <= 50 ms), each: ${lighthouseCommand(`${base}<page>`)}`,
    );
    console.log(
      `${"page".padEnd(28)}${"score".padStart(6)}${"FCP".padStart(7)}${"LCP".padStart(7)}${"TBT".padStart(6)}${"CLS".padStart(7)}   runs (score/LCP/TBT)`,
    );
    return await measureLighthouse(base, paths);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Alone (`npm run bench:lighthouse`): the store's pages on a fresh start. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  measureStoreLighthouse().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
