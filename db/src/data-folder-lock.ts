import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

/** What the lock file says about the process holding the embedded database. */
interface LockOwner {
  pid: number;
  startedAt: string;
  command: string;
}

/** The embedded database's folder is open in another process; opening it again would lose writes. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The store's data folder ${dataDir} is in use by another process (pid ${owner.pid}, ` +
        `"${owner.command}", started ${owner.startedAt}). The embedded database allows one process ` +
        `at a time, so this one stops instead of risking lost data.\n` +
        `- To run a second store, give it its own folder: DATA_DIR=/another/folder npm start\n` +
        `- To add or reset an admin while the store runs: stop it (Ctrl+C in its terminal, or ` +
        `kill ${owner.pid}) and start it again with ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='…' npm start,` +
        ` or run npm run admin -- create --email you@example.com while it is stopped.`,
    );
    this.name = "DataFolderInUseError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number"
      ? { pid: owner.pid, startedAt: String(owner.startedAt), command: String(owner.command) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database's folder for this process with a lock file beside it (created
 * exclusively, so two processes cannot both win). A lock left by a process that no longer runs is
 * taken over. Returns the release function; the lock is also released when the process exits.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" ").slice(0, 200),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off("exit", release);
        try {
          if (readOwner(lockFile)?.pid === process.pid) unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockFile);
      if (owner && isRunning(owner.pid)) throw new DataFolderInUseError(dataDir, owner);
      // The holder is gone (a crash, a power cut): its lock is stale.
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not claim the data folder ${dataDir}: its lock file keeps reappearing.`);
}
