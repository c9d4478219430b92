import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "../api/src/app";
import { createLogger } from "../api/src/logger";
import { openDatabase } from "../db/src/client";
import { seedDatabase } from "../db/src/seed/index";
import { measureBundle } from "./bench/bundle";
import { measureThroughput } from "./bench/throughput";

// `npm run bench`: sizes of the built web app and request rates of the main read paths.
// Numbers are for comparison between commits on the same machine, not pass/fail gates.

const root = fileURLToPath(new URL("../", import.meta.url));
const webDist = path.join(root, "web/dist");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  const bundle = await measureBundle(webDist);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`JavaScript for / (gzip): ${kb(bundle.initialJsGzipBytes)}  (budget 200 KB)`);
  console.log(`All JavaScript (gzip):   ${kb(bundle.totalJsGzipBytes)} in ${bundle.files.length} files`);

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

  const results = [];
  for (const route of ["/api/products", "/trpc/products.list", "/"]) {
    const r = await measureThroughput(base, route, { seconds });
    results.push(r);
    console.log(
      `${route.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}`,
    );
  }

  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });

  const out = path.join(root, "bench-results");
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, "latest.json"),
    JSON.stringify(
      { at: new Date().toISOString(), database: "pglite", bundle, throughput: results },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
