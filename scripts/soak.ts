import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "../db/src/client";
import { checkConsistency } from "./soak/consistency";
import { Ledger } from "./soak/ledger";
import { Recorder } from "./soak/stats";
import { startStore } from "./soak/store-process";
import { type Catalogue, runVisitors } from "./soak/visitors";

// `npm run soak`: the store as a child process on loopback, a realistic mix of visits for a
// bounded time from this process, then a consistency check of the database and the uploads
// against every 2xx answer. Exits 1 when something answered is missing or something unanswered
// is stored. Figures are printed for comparison, not asserted.

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 20);
const serverUrl = process.env.SOAK_DATABASE_URL ?? process.env.DATABASE_URL;

/** A throw-away database on the given server, so the check sees only this run's records. */
async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `store_soak_${process.pid}_${Date.now()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-soak-"));
  const scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
  const admin = { email: "soak-admin@example.com", password: randomBytes(12).toString("hex") };
  const store = await startStore({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(scratch && { DATABASE_URL: scratch.url }),
  });
  const engine = scratch ? "PostgreSQL" : "PGlite";
  console.log(`Soak: ${seconds} s, ${concurrency} concurrent visitors, store on ${engine} at ${store.url}`);

  let exitCode = 0;
  try {
    const login = await fetch(`${store.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0];
    if (!login.ok || !cookie) throw new Error(`admin sign-in failed: ${login.status}`);
    const catalogue: Catalogue = {
      products: (await json<{ data: Catalogue["products"] }>(`${store.url}/api/products`)).data,
      blogSlugs: (await json<{ data: { slug: string }[] }>(`${store.url}/api/blog-posts`)).data.map(
        (p) => p.slug,
      ),
    };

    const recorder = new Recorder();
    const ledger = new Ledger();
    const shared = { base: store.url, recorder, ledger, catalogue, admin: { cookie, origin: store.url } };
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, () => runVisitors({ ...shared }, deadline)));
    const elapsed = (performance.now() - started) / 1000;

    const stopCode = await store.stop();
    console.log("");
    console.log(
      `${recorder.requests} requests in ${elapsed.toFixed(1)} s: ${Math.round(recorder.requests / elapsed)} req/s`,
    );
    for (const line of recorder.table()) console.log(`  ${line}`);
    console.log(`Refused with 429 (rate limits, expected): ${recorder.refused}`);
    console.log(`Errors: ${recorder.errors}${recorder.errors ? "" : " (none)"}`);
    for (const line of recorder.errorLines()) console.log(`  ${line}`);
    console.log(
      `Answered 2xx: ${ledger.orders.size} orders, ${ledger.uploads.size} artwork requests ` +
        `(${[...ledger.uploads.values()].reduce((n, u) => n + u.files.length, 0)} files), ${ledger.products.size} products`,
    );
    const logged = store.logLines.filter((l) => !l.includes('"rate limited"'));
    console.log(
      `Store stopped with exit code ${stopCode}; warnings/errors logged (rate limits aside): ${logged.length}`,
    );
    for (const line of logged.slice(0, 10)) console.log(`  ${line.slice(0, 300)}`);

    // The store is stopped: the embedded folder can be opened here and read as it was left.
    const database = scratch
      ? await openDatabase({ kind: "postgres", url: scratch.url, maxConnections: 2 })
      : await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const problems = await checkConsistency(database.db, path.join(dataDir, "uploads"), ledger).finally(() =>
      database.close(),
    );
    if (problems.length === 0) {
      console.log(
        "Consistency: every 2xx order, upload and product edit is stored as answered, and nothing else.",
      );
    } else {
      console.log(`Consistency: ${problems.length} problem(s):`);
      for (const p of problems.slice(0, 30)) console.log(`  ${p}`);
      exitCode = 1;
    }
    if (stopCode !== 0) exitCode = 1;
  } finally {
    await store.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(`Soak failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
