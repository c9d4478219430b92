import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type LoadReport, loadTest } from "./autocannon";
import { startServerProcess } from "./processes";

const CONNECTIONS = 50;
const BROWSER = { "accept-encoding": "br, gzip" };
/** The issue's window: the first 30 s a replica takes traffic after a start. */
const FIRST_SECONDS = 30;
const STEADY_SECONDS = 10;

export interface WarmUpReport {
  /** How traffic found the new process: when it reported ready (a load balancer), or at once. */
  traffic: "from ready" | "from listening";
  /** From spawning the process to the first request of the load. */
  startMs: number;
  first: LoadReport;
  steady: LoadReport;
  /** The first 30 s's requests per second over the steady state's. */
  ratio: number;
}

/**
 * `npm start`'s process as a rolling deploy starts it (migrated, seeded, drawing its pages ahead),
 * then `GET /api/products` at 50 connections for the first 30 s it takes traffic and for 10 s after.
 * `from ready`: traffic waits for /api/health/ready, as a load balancer's does; `from listening`:
 * traffic comes as soon as it listens (no load balancer), and the warm-up must stay out of its way.
 */
async function measureStart(traffic: WarmUpReport["traffic"]): Promise<WarmUpReport> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-bench-warm-"));
  const started = Date.now();
  const server = await startServerProcess(
    "api/src/server.ts",
    { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: "info", DRAW_PAGES_AHEAD: "true" },
    traffic === "from ready" ? "/api/health/ready" : "/api/health/live",
  );
  const startMs = Date.now() - started;
  try {
    const url = `${server.base}/api/products`;
    const first = await loadTest(url, { connections: CONNECTIONS, seconds: FIRST_SECONDS, headers: BROWSER });
    const steady = await loadTest(url, {
      connections: CONNECTIONS,
      seconds: STEADY_SECONDS,
      headers: BROWSER,
    });
    return { traffic, startMs, first, steady, ratio: first.requestsPerSecond / steady.requestsPerSecond };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measureWarmUp(): Promise<WarmUpReport[]> {
  console.log(
    `\nAfter a start: GET /api/products at ${CONNECTIONS} connections, the first ${FIRST_SECONDS} s of traffic against the ${STEADY_SECONDS} s after (target: p99 <= 20 ms, >= 80% of steady):`,
  );
  console.log(
    `${"traffic".padEnd(16)}${"start".padStart(8)}${"first req/s".padStart(13)}${"p99".padStart(6)}${"steady req/s".padStart(14)}${"p99".padStart(6)}${"ratio".padStart(7)}${"errors".padStart(8)}`,
  );
  const reports: WarmUpReport[] = [];
  for (const traffic of ["from ready", "from listening"] as const) {
    const r = await measureStart(traffic);
    console.log(
      `${r.traffic.padEnd(16)}${`${(r.startMs / 1000).toFixed(1)} s`.padStart(8)}${String(r.first.requestsPerSecond).padStart(13)}${String(r.first.p99Ms).padStart(6)}${String(r.steady.requestsPerSecond).padStart(14)}${String(r.steady.p99Ms).padStart(6)}${`${Math.round(r.ratio * 100)}%`.padStart(7)}${String(r.first.errors + r.steady.errors).padStart(8)}`,
    );
    reports.push(r);
  }
  return reports;
}

/** Alone (`npm run bench:warm-up`): two fresh starts. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  measureWarmUp().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
