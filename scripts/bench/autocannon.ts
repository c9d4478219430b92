import { spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./processes";

export interface LoadReport {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts, plus answers that were not the expected status. */
  errors: number;
  statuses: Record<string, number>;
}

const AUTOCANNON = path.join(repoRoot, "node_modules/autocannon/autocannon.js");

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/**
 * Closed-loop load from autocannon 9 in a process of its own (so the load generator never shares
 * an event loop with the server it measures): `connections` at once for `seconds`.
 */
export async function loadTest(
  url: string,
  {
    connections = 50,
    seconds = 5,
    headers = {},
    expectStatus = 200,
  }: { connections?: number; seconds?: number; headers?: Record<string, string>; expectStatus?: number } = {},
): Promise<LoadReport> {
  const args = [AUTOCANNON, "-j", "-c", String(connections), "-d", String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`autocannon exited with ${code} for ${url}`)),
    );
  });
  const result = JSON.parse(output) as AutocannonJson;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const unexpected = Object.entries(statuses)
    .filter(([code]) => Number(code) !== expectStatus)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    statuses,
  };
}
