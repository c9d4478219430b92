import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { DamagedDataFolderError, describeOpenFailure } from "./damaged-data-folder";

/** How long a check may take before the folder counts as damaged: a sound one takes about a second. */
export const DEFAULT_CHECK_TIMEOUT_MS = 30_000;

// Every valid b-tree index, catalogs included: indexes are what two writers left inconsistent, and a
// loop in their page links makes PostgreSQL spin forever. amcheck reports such a loop instead.
const CHECK_INDEXES = `
  SELECT bt_index_check(c.oid::regclass)
  FROM pg_class c
  JOIN pg_am am ON am.oid = c.relam AND am.amname = 'btree'
  JOIN pg_index i ON i.indexrelid = c.oid AND i.indisvalid AND i.indisready
  WHERE c.relkind = 'i' AND c.relpersistence <> 't'`;

// Plain CommonJS, so the worker needs no TypeScript loader whoever started this process.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglite);
const { amcheck } = require(workerData.amcheck);
const log = [];
const keep = (line) => { log.push(line); if (log.length > 12) log.shift(); return false; };
const fail = (stage) => (error) =>
  parentPort.postMessage({ ok: false, stage, message: String((error && error.message) || error), log });
PGlite.create(workerData.dataDir, { extensions: { amcheck }, onStderr: keep }).then(async (db) => {
  // The extension exists only inside this transaction: the store's schema is left as it was.
  await db.exec("BEGIN; CREATE EXTENSION amcheck;");
  try {
    await db.query(workerData.checkIndexes);
  } finally {
    await db.exec("ROLLBACK;");
    await db.close();
  }
  parentPort.postMessage({ ok: true });
}, fail("open")).catch(fail("check"));`;

type Outcome = { ok: true } | { ok: false; stage: "open" | "check"; message: string; log: string[] };

/**
 * Opens the folder once in a worker thread, checks every index, and closes it, all within a time
 * limit. PGlite runs PostgreSQL synchronously, so a damaged folder that makes it loop would block
 * this thread's event loop for good; the worker can be stopped instead. Throws
 * DamagedDataFolderError when the folder does not open, fails the check, or runs out of time.
 */
export async function checkDataFolder(dataDir: string, timeoutMs = DEFAULT_CHECK_TIMEOUT_MS): Promise<void> {
  const require = createRequire(import.meta.url);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir,
      pglite: require.resolve("@electric-sql/pglite"),
      amcheck: require.resolve("@electric-sql/pglite/contrib/amcheck"),
      checkIndexes: CHECK_INDEXES,
    },
    stdout: true,
    stderr: true,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const outcome = await new Promise<Outcome | "timeout">((resolve, reject) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
      worker.once("message", (message: Outcome) => resolve(message));
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`The data folder check stopped early (exit code ${code}).`)),
      );
    });
    if (outcome === "timeout") {
      throw new DamagedDataFolderError(
        dataDir,
        `it did not open within ${Math.round(timeoutMs / 1000)} s; damaged pages can make PostgreSQL loop for ever`,
      );
    }
    if (!outcome.ok) {
      const reason =
        outcome.stage === "open"
          ? describeOpenFailure(new Error(outcome.message), outcome.log)
          : `an index check failed: ${outcome.message}`;
      throw new DamagedDataFolderError(dataDir, reason);
    }
  } finally {
    clearTimeout(timer);
    // Stops PostgreSQL even mid-loop; the folder is closed or was never usable.
    await worker.terminate();
  }
}
