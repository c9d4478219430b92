import { cp, rename, rm, stat } from "node:fs/promises";
import { lockDataFolder, takeCleanShutdownMark } from "@store/db";

/**
 * The embedded database is backed up as a copy of its folder, taken with the store stopped.
 * PGlite allows one process per folder, and copying the files of a running database would catch
 * them half-written. So the backup takes the folder's lock first: a running store makes it refuse
 * (naming the process to stop), and the store cannot start while the copy is made.
 */
export async function backupEmbedded(pgliteDir: string, target: string): Promise<void> {
  await assertFolder(pgliteDir);
  const release = lockDataFolder(pgliteDir);
  try {
    await cp(pgliteDir, target, {
      recursive: true,
      preserveTimestamps: true,
      errorOnExist: true,
      force: false,
    });
  } finally {
    release();
  }
}

/** Fails with the running store's pid and command when the embedded database is open. */
export function assertEmbeddedStopped(pgliteDir: string): void {
  lockDataFolder(pgliteDir)();
}

/**
 * Replaces the embedded database's folder with the backup's copy, holding the folder's lock.
 * The copy is made beside the folder and swapped in by renames: a restore that fails part-way
 * (a full disk) leaves the current database as it was.
 */
export async function restoreEmbedded(backupCopy: string, pgliteDir: string): Promise<void> {
  const release = lockDataFolder(pgliteDir);
  const incoming = `${pgliteDir}.restoring`;
  const previous = `${pgliteDir}.before-restore`;
  try {
    await rm(incoming, { recursive: true, force: true });
    await cp(backupCopy, incoming, { recursive: true, preserveTimestamps: true });
    await rm(previous, { recursive: true, force: true });
    await rename(pgliteDir, previous).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    });
    await rename(incoming, pgliteDir);
    await rm(previous, { recursive: true, force: true });
    // The mark said the replaced folder was closed cleanly; the restored one is checked on its first start.
    takeCleanShutdownMark(pgliteDir);
  } finally {
    release();
  }
}

async function assertFolder(pgliteDir: string): Promise<void> {
  const found = await stat(pgliteDir).catch(() => undefined);
  if (!found?.isDirectory()) {
    throw new Error(
      `There is no embedded database at ${pgliteDir}. Set DATA_DIR to the store's data folder, ` +
        "or DATABASE_URL when the store runs on PostgreSQL.",
    );
  }
}
