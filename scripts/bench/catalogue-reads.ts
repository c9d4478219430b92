import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../../db/src/testing";
import { type LoadReport, loadTest } from "./autocannon";
import { startServerProcess } from "./processes";

export interface ReadReport extends LoadReport {
  database: "pglite" | "postgres" | "none";
  read: string;
  /** This read's requests per second over the bare Node server's, in the same run. */
  ratio: number;
  /** A drawn page's requests per second over a bare Node server sending the same bytes. */
  sameBytesRatio?: number;
}

/** A drawn page's answer as the store sent it (brotli), kept for the same-bytes baseline. */
interface PageBytes {
  read: string;
  file: string;
}

const CONNECTIONS = 50;
// What a browser sends; the store answers br from memory.
const BROWSER = { "accept-encoding": "br, gzip" };

/** The public reads of the target, as the web and integrators ask for them. */
async function catalogueReads(base: string) {
  const list = (await (await fetch(`${base}/api/products`)).json()) as { data: { id: string }[] };
  const posts = (await (await fetch(`${base}/api/blog-posts`)).json()) as { data: { slug: string }[] };
  const productId = list.data[0]?.id ?? "";
  const slug = posts.data[0]?.slug ?? "";
  const batch = (calls: [string, unknown][]) =>
    `/trpc/${calls.map(([p]) => p).join(",")}?batch=1&input=${encodeURIComponent(
      JSON.stringify(Object.fromEntries(calls.map(([, input], i) => [i, input]))),
    )}`;
  const etag = (await fetch(`${base}/api/products`, { headers: BROWSER })).headers.get("etag") ?? "";
  return [
    { read: "GET /api/products", path: "/api/products" },
    { read: "tRPC products.list (web)", path: batch([["products.list", {}]]) },
    { read: "GET /api/products/{id}", path: `/api/products/${productId}` },
    { read: "tRPC products.byId (web)", path: batch([["products.byId", { id: productId }]]) },
    { read: "GET /api/website-content?page_name=home", path: "/api/website-content?page_name=home" },
    { read: "GET /api/blog-posts", path: "/api/blog-posts" },
    { read: "GET /api/blog-posts/{slug}", path: `/api/blog-posts/${slug}` },
    // Drawn pages (issue 24), answered from the read model as a returning browser's next visit is.
    { read: "page / (drawn, read model)", path: "/" },
    { read: "page /shop/{id} (drawn, read model)", path: `/shop/${productId}` },
    {
      read: "GET /api/products If-None-Match → 304",
      path: "/api/products",
      headers: { "if-none-match": etag },
      expectStatus: 304,
    },
  ];
}

/** An answer's bytes as sent (still compressed; fetch would decode them). */
function rawBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.once("end", () => resolve(Buffer.concat(chunks)));
      res.once("error", reject);
    }).once("error", reject);
  });
}

async function measureBare(seconds: number, page?: PageBytes): Promise<LoadReport> {
  const hello = await startServerProcess("scripts/bench/hello-server.ts", { BODY_FILE: page?.file });
  try {
    const report = await loadTest(`${hello.base}/`, { connections: CONNECTIONS, seconds, headers: BROWSER });
    const read = page
      ? `bare node:http, the bytes of ${page.read.replace(" (drawn, read model)", "")}`
      : "bare node:http 'hello'";
    printRead({ database: "none", read, ...report, ratio: 1 });
    return report;
  } finally {
    await hello.stop();
  }
}

async function measureStore(
  database: "pglite" | "postgres",
  env: Record<string, string | undefined>,
  seconds: number,
  pages: PageBytes[] = [],
): Promise<ReadReport[]> {
  // The real server (`npm start`'s), migrated and seeded, logging as it does in production. It
  // does not draw its pages ahead: that is half a minute of work after a start, not the steady
  // state measured here (each page read below is drawn once by its first request).
  const server = await startServerProcess(
    "api/src/server.ts",
    { ...env, DRAW_PAGES_AHEAD: "false" },
    "/api/health/ready",
  );
  try {
    // A fresh process runs cold: JIT warm-up first, as a server that has been up a while is.
    await loadTest(`${server.base}/api/products`, { connections: CONNECTIONS, seconds: 2, headers: BROWSER });
    const reports: ReadReport[] = [];
    for (const { read, path: readPath, headers, expectStatus } of await catalogueReads(server.base)) {
      const r = await loadTest(`${server.base}${readPath}`, {
        connections: CONNECTIONS,
        seconds,
        headers: { ...BROWSER, ...headers },
        expectStatus,
      });
      // The ratio is filled in once the baseline's mean is known.
      const report = { database, read, ...r, ratio: 0 };
      if (read.startsWith("page ")) {
        const file = path.join(os.tmpdir(), `store-bench-page-${pages.length}.br`);
        await writeFile(file, await rawBody(`${server.base}${readPath}`));
        pages.push({ read, file });
      }
      printRead(report);
      reports.push(report);
    }
    return reports;
  } finally {
    await server.stop();
  }
}

const HEADER = `${"database".padEnd(9)}${"read".padEnd(42)}${"req/s".padStart(7)}${"ratio".padStart(7)}${"p50".padStart(6)}${"p99".padStart(6)}${"errors".padStart(7)}`;

function printRead(r: ReadReport) {
  const pct = r.database === "none" || r.ratio === 0 ? "" : `${Math.round(r.ratio * 100)}%`;
  console.log(
    `${r.database.padEnd(9)}${r.read.padEnd(42)}${String(r.requestsPerSecond).padStart(7)}${pct.padStart(7)}` +
      `${String(r.p50Ms).padStart(6)}${String(r.p99Ms).padStart(6)}${String(r.errors).padStart(7)}`,
  );
}

async function onPglite(seconds: number, pages: PageBytes[]): Promise<ReadReport[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-bench-reads-"));
  try {
    return await measureStore(
      "pglite",
      { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: "info" },
      seconds,
      pages,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string, seconds: number): Promise<ReadReport[]> {
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  const uploads = await mkdtemp(path.join(os.tmpdir(), "store-bench-pg-"));
  try {
    return await measureStore(
      "postgres",
      { DATABASE_URL: database.url, DATA_DIR: uploads, LOG_LEVEL: "info" },
      seconds,
    );
  } finally {
    await database.close();
    await rm(uploads, { recursive: true, force: true });
  }
}

/**
 * The target side by side: a bare Node 'hello' server, then the store's public reads on
 * PGlite and on PostgreSQL, each server in its own process and autocannon in another. The store
 * runs as `npm start` runs it (migrated, seeded, logging each request).
 */
export async function measureCatalogueReads(seconds: number): Promise<ReadReport[]> {
  console.log(`\nPublic reads at ${CONNECTIONS} connections, ${seconds} s each (autocannon 9, loopback):`);
  console.log(HEADER);
  // A shared machine is noisy: the baseline is measured before, between and after the store's
  // runs, and every ratio is taken against the mean of those.
  const bare = [await measureBare(seconds)];
  const pages: PageBytes[] = [];
  const reads = await onPglite(seconds, pages);
  bare.push(await measureBare(seconds));
  // A drawn page is 25-30 KB: against a server that sends the same bytes, the ratio shows what the
  // store adds per request rather than the cost of moving the bytes, which a 17-byte 'hello' hides.
  for (const page of pages) {
    const same = await measureBare(seconds, page);
    const drawn = reads.find((r) => r.read === page.read);
    if (drawn) drawn.sameBytesRatio = drawn.requestsPerSecond / same.requestsPerSecond;
    await rm(page.file, { force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    reads.push(...(await onPostgres(serverUrl, seconds)));
    bare.push(await measureBare(seconds));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const baseline: ReadReport = {
    database: "none",
    read: "bare node:http 'hello' (mean)",
    requestsPerSecond: Math.round(mean(bare.map((b) => b.requestsPerSecond))),
    p50Ms: Math.round(mean(bare.map((b) => b.p50Ms)) * 10) / 10,
    p99Ms: Math.round(mean(bare.map((b) => b.p99Ms)) * 10) / 10,
    errors: bare.reduce((sum, b) => sum + b.errors, 0),
    statuses: {},
    ratio: 1,
  };
  for (const r of reads) r.ratio = r.requestsPerSecond / baseline.requestsPerSecond;

  console.log(`\nSummary (target: ratio >= 50%, p99 <= 20 ms):`);
  console.log(HEADER);
  for (const r of [baseline, ...reads]) printRead(r);
  for (const r of reads.filter((read) => read.sameBytesRatio !== undefined)) {
    console.log(
      `${r.read}: ${Math.round((r.sameBytesRatio ?? 0) * 100)}% of a bare node:http server sending the same bytes`,
    );
  }
  if (!serverUrl) {
    console.log(
      "postgres skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server where the bench may create a database",
    );
  }
  return [baseline, ...reads];
}
