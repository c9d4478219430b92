import { unlinkSync, writeFileSync } from "node:fs";

// Beside the lock file (DATA_DIR/pglite.lock), so the database's own folder stays PostgreSQL's alone.
const markFile = (dataDir: string) => `${dataDir}.clean-shutdown`;

/** Records that this process closed the embedded database cleanly; written after close, before unlocking. */
export function markCleanShutdown(dataDir: string): void {
  writeFileSync(markFile(dataDir), JSON.stringify({ pid: process.pid, closedAt: new Date().toISOString() }));
}

/**
 * Answers whether the last process closed the folder cleanly, and removes the mark: from now on the
 * folder is open, so a crash leaves no mark behind. A folder from before marks were written has none.
 */
export function takeCleanShutdownMark(dataDir: string): boolean {
  try {
    unlinkSync(markFile(dataDir));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
