import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The embedded database's folder holds files that PostgreSQL cannot start from, or loops on. */
export class DamagedDataFolderError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(
      `The database in ${dataDir} could not be opened: it looks damaged (${reason}). ` +
        `Restore it from a backup, or move it aside to start with a fresh store:\n` +
        `  mv "${dataDir}" "${dataDir}.damaged"\n` +
        `The next start then creates a new, seeded database (set ADMIN_EMAIL and ADMIN_PASSWORD to ` +
        `create its admin); the moved folder keeps the old files for recovery.`,
    );
    this.name = "DamagedDataFolderError";
  }
}

/** What the files say before anything opens them. */
export type DataFolderState = "new" | "closed-cleanly" | "not-closed-cleanly";

// PostgreSQL's pg_control is one 8 kB block; its DBState (int32 at byte 16) is 1 after a clean shutdown.
const PG_CONTROL_SIZE = 8192;
const DB_STATE_OFFSET = 16;
const DB_SHUTDOWNED = 1;

/**
 * Looks at the folder's files without starting PostgreSQL: empty is a new store; a folder with files
 * but no PG_VERSION or no whole pg_control is damaged (PGlite would silently create a new database
 * over the first, and abort without a reason on the second).
 */
export async function inspectDataFolder(dataDir: string): Promise<DataFolderState> {
  const entries = await readdir(dataDir);
  if (entries.length === 0) return "new";
  if (!entries.includes("PG_VERSION")) {
    throw new DamagedDataFolderError(
      dataDir,
      "PG_VERSION is missing: the folder holds files but no whole database",
    );
  }
  let control: Buffer;
  try {
    control = await readFile(path.join(dataDir, "global", "pg_control"));
  } catch {
    throw new DamagedDataFolderError(dataDir, "global/pg_control is missing");
  }
  if (control.length !== PG_CONTROL_SIZE) {
    throw new DamagedDataFolderError(
      dataDir,
      `global/pg_control is ${control.length} bytes instead of ${PG_CONTROL_SIZE}`,
    );
  }
  return control.readInt32LE(DB_STATE_OFFSET) === DB_SHUTDOWNED ? "closed-cleanly" : "not-closed-cleanly";
}

/** Keeps PostgreSQL's last few log lines, to say why an open failed (PGlite itself only says "Aborted()"). */
export function recentPostgresLog(keep = 12) {
  const lines: string[] = [];
  return {
    add(line: string): boolean {
      lines.push(line);
      if (lines.length > keep) lines.shift();
      return false;
    },
    lines: () => [...lines],
  };
}

// "2026-11-23 06:22:57.734 UTC [42] PANIC:  could not locate a valid checkpoint record at 0/1754828"
const SEVERE = /\b(?:PANIC|FATAL|ERROR):\s+(.*)$/;
const DETAIL = /\bDETAIL:\s+(.*)$/;

/** PostgreSQL's own words for a failed start (its last PANIC/FATAL/ERROR line and detail), else the error's. */
export function describeOpenFailure(error: unknown, log: string[]): string {
  const at = log.findLastIndex((line) => SEVERE.test(line));
  if (at >= 0) {
    const message = SEVERE.exec(log[at] ?? "")?.[1] ?? "";
    const detail = DETAIL.exec(log[at + 1] ?? "")?.[1];
    return detail ? `${message}: ${detail}` : message;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `PostgreSQL stopped while starting: ${message}`;
}
