import { mkdtemp, rm } from "node:fs/promises";
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
    {
      read: "GET /api/products If-None-Match → 304",
      path: "/api/products",
      headers: { "if-none-match": etag },
      expectStatus: 304,
    },
  ];
}

async function measureStore(
  database: "pglite" | "postgres",
  env: Record<string, string | undefined>,
  seconds: number,
  baseline: number,
): Promise<ReadReport[]> {
  // The real server (`npm start`'s), migrated and seeded, logging as it does in production.
  const server = await startServerProcess("api/src/server.ts", env, "/api/health/ready");
  try {
    const reports: ReadReport[] = [];
    for (const { read, path: readPath, headers, expectStatus } of await catalogueReads(server.base)) {
      const r = await loadTest(`${server.base}${readPath}`, {
        connections: CONNECTIONS,
        seconds,
        headers: { ...BROWSER, ...headers },
        expectStatus,
      });
      const report = { database, read, ...r, ratio: r.requestsPerSecond / baseline };
      printRead(report);
      reports.push(report);
    }
    return reports;
  } finally {
    await server.stop();
  }
}

function printRead(r: ReadReport) {
  const pct = r.database === "none" ? "" : `${Math.round(r.ratio * 100)}%`.padStart(5);
  console.log(
    `${r.database.padEnd(9)}${r.read.padEnd(42)}${String(r.requestsPerSecond).padStart(7)}${pct.padStart(7)}` +
      `${String(r.p50Ms).padStart(6)}${String(r.p99Ms).padStart(6)}${String(r.errors).padStart(7)}`,
  );
}

/**
 * The target side by side: a bare Node 'hello' server, then the store's public reads on
 * PGlite and on PostgreSQL, each server in its own process and autocannon in another.
 */
export async function measureCatalogueReads(seconds: number): Promise<ReadReport[]> {
  console.log(`\nPublic reads at ${CONNECTIONS} connections, ${seconds} s each (autocannon, loopback):`);
  console.log(
    `${"database".padEnd(9)}${"read".padEnd(42)}${"req/s".padStart(7)}${"ratio".padStart(7)}${"p50".padStart(6)}${"p99".padStart(6)}${"errors".padStart(7)}`,
  );
  const hello = await startServerProcess("scripts/bench/hello-server.ts", {});
  let bare: LoadReport;
  try {
    bare = await loadTest(`${hello.base}/`, { connections: CONNECTIONS, seconds });
  } finally {
    await hello.stop();
  }
  const baseline = { database: "none" as const, read: "bare node:http 'hello'", ...bare, ratio: 1 };
  printRead(baseline);
  const reports: ReadReport[] = [baseline];

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-bench-reads-"));
  try {
    reports.push(
      ...(await measureStore(
        "pglite",
        { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: "info" },
        seconds,
        bare.requestsPerSecond,
      )),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      "postgres skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the bench may create a database on",
    );
    return reports;
  }
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  const uploads = await mkdtemp(path.join(os.tmpdir(), "store-bench-pg-"));
  try {
    reports.push(
      ...(await measureStore(
        "postgres",
        { DATABASE_URL: database.url, DATA_DIR: uploads, LOG_LEVEL: "info" },
        seconds,
        bare.requestsPerSecond,
      )),
    );
  } finally {
    await database.close();
    await rm(uploads, { recursive: true, force: true });
  }
  return reports;
}
