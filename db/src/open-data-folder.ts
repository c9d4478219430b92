import { PGlite } from "@electric-sql/pglite";
import { takeCleanShutdownMark } from "./clean-shutdown-mark";
import {
  DamagedDataFolderError,
  describeOpenFailure,
  inspectDataFolder,
  recentPostgresLog,
} from "./damaged-data-folder";
import { checkDataFolder } from "./data-folder-check";

export interface OpenedDataFolder {
  client: PGlite;
  /** How long the check before opening took; undefined when the last run closed the folder cleanly. */
  checkMs: number | undefined;
}

/**
 * Opens PGlite on a folder this process has locked. A damaged folder is refused with
 * DamagedDataFolderError (naming the folder and what to do) instead of PGlite's bare "Aborted()" or
 * an endless loop. When the last run did not close the folder cleanly (a crash, a power cut, a store
 * from before clean shutdowns were recorded), it is first opened and checked in a worker thread with
 * a time limit; a cleanly closed folder opens directly, so a normal start pays nothing for this.
 */
export async function openDataFolder(dataDir: string, checkTimeoutMs?: number): Promise<OpenedDataFolder> {
  const state = await inspectDataFolder(dataDir);
  const markedClean = takeCleanShutdownMark(dataDir);
  let checkMs: number | undefined;
  if (state === "not-closed-cleanly" || (state === "closed-cleanly" && !markedClean)) {
    const started = performance.now();
    await checkDataFolder(dataDir, checkTimeoutMs);
    checkMs = Math.round(performance.now() - started);
  }
  const log = recentPostgresLog();
  try {
    return { client: await PGlite.create(dataDir, { onStderr: log.add }), checkMs };
  } catch (error) {
    // A new folder failing is not damage (a full disk, say): let the real error through.
    if (state === "new") throw error;
    throw new DamagedDataFolderError(dataDir, describeOpenFailure(error, log.lines()));
  }
}
