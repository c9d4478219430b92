import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Answer, isAcceptable, OutageLoad } from "../api/test/outage-load";
import { OutageStore, storedLoadMessages } from "../api/test/outage-store";
import { startThrowawayPostgres } from "../api/test/throwaway-postgres";

// `node --import tsx scripts/outage.ts`: the store as a child process on a PostgreSQL cluster of
// its own (a temporary folder, a loopback port), under continuous load, while PostgreSQL is
// stopped for 5 s, frozen (SIGSTOP) for 7 s, then restarted 20 times. Reports what security
// promise 20 is about: the slowest answer, crashes, answers that were neither a success nor a JSON
// 503 with Retry-After, and stored contact messages against acknowledged ones. Loopback only;
// about 90 s (the client gives up on a request after 30 s, a restart waits 15 s at most).
// Arguments (all optional): restarts, the outage's seconds, requests in flight (20 5 8).

const [restarts = 20, outageSeconds = 5, concurrency = 8] = process.argv.slice(2).map(Number);
/** A request still unanswered after this long is abandoned and counted as a hang. */
const CLIENT_TIMEOUT_MS = 30_000;
/** The store must be ready again this soon after PostgreSQL is. */
const RECOVERY_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describe(answers: Answer[]): string {
  const slowest = answers.reduce((max, a) => Math.max(max, a.ms), 0);
  const byStatus = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? "no answer" : String(a.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const statuses = [...byStatus.entries()].map(([s, n]) => `${s}: ${n}`).join(", ");
  return `${answers.length} requests (${statuses}), slowest ${(slowest / 1000).toFixed(2)} s`;
}

async function main() {
  const started = Date.now();
  const postgres = await startThrowawayPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "store-outage-"));
  const store = new OutageStore(postgres, dataDir);
  let exitCode = 0;
  try {
    await store.start();
    const load = new OutageLoad({
      url: store.url,
      adminCookie: store.adminCookie,
      concurrency,
      clientTimeoutMs: CLIENT_TIMEOUT_MS,
    });
    // A crash is counted (store.crashes) and the store started again, to go on counting.
    const respawnIfDown = async () => {
      if (store.alive) return;
      await store.start();
      load.pointAt(store.url, store.adminCookie);
    };
    load.start();
    await sleep(1000);

    // 1. One outage of `outageSeconds`: what a visitor sees while the database is away.
    const outageStart = Date.now();
    await postgres.stop("fast");
    await sleep(outageSeconds * 1000);
    await postgres.start();
    const outageEnd = Date.now();
    const recovered = await store.ready(RECOVERY_MS);
    const recoveryMs = Date.now() - outageEnd;
    await sleep(1000);
    const duringOutage = load.answers.filter((a) => a.startedAt >= outageStart && a.startedAt < outageEnd);
    console.log(`Outage of ${outageSeconds} s: ${describe(duringOutage)}`);
    console.log(
      `  ready again ${recovered ? `${(recoveryMs / 1000).toFixed(2)} s after PostgreSQL was` : "never (within 15 s)"}`,
    );
    await respawnIfDown();

    // 2. PostgreSQL hung (its processes frozen) for longer than the outage: the deadline's case.
    const hungStart = Date.now();
    postgres.pause();
    await sleep((outageSeconds + 2) * 1000);
    postgres.resume();
    const hungEnd = Date.now();
    await store.ready(RECOVERY_MS);
    await sleep(1000);
    const duringHang = load.answers.filter((a) => a.startedAt >= hungStart && a.startedAt < hungEnd);
    console.log(`Hung for ${outageSeconds + 2} s: ${describe(duringHang)}`);
    await respawnIfDown();

    // 3. Restarts under load, alternating a fast and an immediate (crash-like) stop.
    let notReady = 0;
    const restartsStart = Date.now();
    for (let i = 0; i < restarts; i += 1) {
      await postgres.stop(i % 2 === 0 ? "fast" : "immediate");
      await sleep(300 + Math.random() * 700);
      await postgres.start();
      if (!(await store.ready(RECOVERY_MS))) notReady += 1;
      await sleep(500 + Math.random() * 1000);
      await respawnIfDown();
    }
    const duringRestarts = load.answers.filter((a) => a.startedAt >= restartsStart);
    console.log(`${restarts} restarts: ${describe(duringRestarts)}`);
    console.log(`  not ready within 15 s of PostgreSQL being back: ${notReady}`);
    await load.stop();

    // 4. What the visitors were told against what is stored.
    const all = load.answers;
    const unacceptable = all.filter((a) => !isAcceptable(a));
    const acknowledged = load.acknowledgedIds();
    const stored = await storedLoadMessages(postgres.url);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    const unanswered = [...stored.keys()].filter((id) => !acknowledged.has(id));
    const slowest = all.reduce((max, a) => Math.max(max, a.ms), 0);
    console.log("");
    console.log(`All: ${describe(all)}`);
    console.log(`Slowest answer: ${(slowest / 1000).toFixed(2)} s (goal ≤ 6 s)`);
    console.log(`Crashes: ${store.crashes.length} (goal 0)`);
    for (const crash of store.crashes)
      console.log(`  exit ${crash.code}: ${crash.stderr.trim().slice(0, 600)}`);
    console.log(`Answers neither 2xx nor a JSON 503 with Retry-After: ${unacceptable.length}`);
    const kinds = new Map<string, number>();
    for (const a of unacceptable) {
      const key = `${a.kind} ${a.status || a.failure} ${a.contentType.split(";")[0]} ${a.error ?? ""}`.trim();
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    for (const [key, n] of kinds) console.log(`  ${n} × ${key}`);
    // A COMMIT still unanswered a second past the deadline is answered 503 and may be stored: the
    // store logs each. Anything stored without a 2xx beyond those is a failure.
    const unknownCommits = store.server.lines.filter(
      (l) => l.msg === "commit outcome unknown at the deadline",
    ).length;
    console.log(
      `Contact messages: ${acknowledged.size} acknowledged, ${stored.size} stored; ` +
        `acknowledged but missing ${lost.length}, stored but not acknowledged ${unanswered.length} ` +
        `(COMMITs logged as unknown at the deadline: ${unknownCommits})`,
    );
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const failed =
      slowest > 6000 ||
      store.crashes.length > 0 ||
      unacceptable.length > 0 ||
      lost.length > 0 ||
      unanswered.length > unknownCommits;
    if (failed) {
      exitCode = 1;
    }
  } finally {
    await store.stop().catch(() => undefined);
    await postgres.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(
    `Outage run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
