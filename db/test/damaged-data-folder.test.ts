import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, rm, stat, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/client";
import { DamagedDataFolderError } from "../src/damaged-data-folder";
import { users } from "../src/schema/index";
import { loopIndexLeaf } from "./damage";

const openFolder = fileURLToPath(new URL("./fixtures/open-folder.ts", import.meta.url));

interface Outcome {
  opened: boolean;
  name?: string;
  message?: string;
}

/**
 * Opens the folder in a child process (fixtures/open-folder.ts) and returns its outcome, or
 * "still opening" when it has not answered within `limitMs`. The child is killed either way, so a
 * PostgreSQL spinning in it never outlives the test.
 */
async function openInChild(dataDir: string, checkTimeoutMs: number, limitMs: number) {
  const child = spawn(process.execPath, ["--import", "tsx", openFolder, dataDir, String(checkTimeoutMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const finished = await Promise.race([
      new Promise<boolean>((resolve) => child.once("exit", () => resolve(true))),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), limitMs);
      }),
    ]);
    return finished ? (JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Outcome) : "still opening";
  } finally {
    clearTimeout(timer);
    child.kill("SIGKILL");
  }
}

describe("a damaged data folder", () => {
  let root: string;
  let sound: string;
  let files: { usersEmail: string; typeOid: string };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "store-damage-"));
    sound = path.join(root, "sound");
    const handle = await openDatabase({ kind: "pglite", dataDir: sound });
    await handle.migrate();
    await handle.db
      .insert(users)
      .values(
        ["owner", "helper", "buyer"].map((name) => ({ email: `${name}@example.com`, passwordHash: "x" })),
      );
    const result = await handle.db.execute(
      sql`select pg_relation_filepath('users_email_unique') as "usersEmail",
                 pg_relation_filepath('pg_type_oid_index') as "typeOid"`,
    );
    const [row] = (result as unknown as { rows: (typeof files)[] }).rows;
    if (!row) throw new Error("no relation paths");
    files = row;
    await handle.close();
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  /**
   * A copy of the sound folder. `closedCleanly: false` leaves out the clean-shutdown mark, as a store
   * from before the mark existed left its folder (the folders two writers damaged are such folders).
   */
  async function copyOfSound(name: string, { closedCleanly = true } = {}): Promise<string> {
    const dataDir = path.join(root, name);
    await cp(sound, dataDir, { recursive: true });
    if (closedCleanly) await cp(`${sound}.clean-shutdown`, `${dataDir}.clean-shutdown`);
    return dataDir;
  }

  async function refusal(dataDir: string, checkTimeoutMs?: number): Promise<DamagedDataFolderError> {
    const error = await openDatabase({ kind: "pglite", dataDir, checkTimeoutMs }).then(
      () => new Error("it opened"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DamagedDataFolderError);
    const damaged = error as DamagedDataFolderError;
    expect(damaged.message).toContain(`The database in ${dataDir} could not be opened: it looks damaged (`);
    expect(damaged.message).toContain(
      "Restore it from a backup, or move it aside to start with a fresh store",
    );
    expect(damaged.message).toContain(`mv "${dataDir}" "${dataDir}.damaged"`);
    // Refused folders are not left locked: the owner can move them or retry at once.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    return damaged;
  }

  it("opens a folder its last run closed cleanly without checking it first, and marks it clean again", async () => {
    const dataDir = await copyOfSound("clean");
    const handle = await openDatabase({ kind: "pglite", dataDir });
    expect(handle.folderCheckMs).toBeUndefined();
    expect(existsSync(`${dataDir}.clean-shutdown`)).toBe(false);
    await handle.close();
    expect(existsSync(`${dataDir}.clean-shutdown`)).toBe(true);
  });

  it("checks the folder first after a crash, and opens it when it is sound", async () => {
    const dataDir = await copyOfSound("crashed");
    const holder = spawn(process.execPath, ["--import", "tsx", openFolder, dataDir, "30000", "hold"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const gone = new Promise((resolve) => holder.once("exit", resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes('"opened":true')) resolve();
        });
        gone.then(() => reject(new Error("the holder exited before opening the folder")));
      });
    } finally {
      // Killed while the database is open: no clean close, no mark, as in a crash or power cut.
      holder.kill("SIGKILL");
    }
    await gone;

    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(handle.folderCheckMs).toEqual(expect.any(Number));
      const [row] = await handle.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(3);
    } finally {
      await handle.close();
    }
  });

  it("refuses a folder whose write-ahead log lost its checkpoint, in PostgreSQL's words", async () => {
    for (const closedCleanly of [true, false]) {
      const dataDir = await copyOfSound(`wal-${closedCleanly}`, { closedCleanly });
      const wal = path.join(dataDir, "pg_wal");
      for (const segment of (await readdir(wal)).filter((name) => /^[0-9A-F]{24}$/.test(name))) {
        // As when another process's log overwrote this one's: same size, other bytes.
        await writeFile(path.join(wal, segment), Buffer.alloc((await stat(path.join(wal, segment))).size));
      }
      const started = Date.now();
      const damaged = await refusal(dataDir);
      expect(damaged.reason).toMatch(/could not locate a valid checkpoint record/);
      expect(Date.now() - started).toBeLessThan(15_000);
    }
  });

  it("refuses a folder that lost PG_VERSION instead of creating a new database over it", async () => {
    const dataDir = await copyOfSound("no-version");
    await rm(path.join(dataDir, "PG_VERSION"));
    expect((await refusal(dataDir)).reason).toMatch(/PG_VERSION is missing/);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);
  });

  it("refuses a folder whose pg_control was cut short", async () => {
    const dataDir = await copyOfSound("short-control");
    await truncate(path.join(dataDir, "global", "pg_control"), 100);
    expect((await refusal(dataDir)).reason).toBe("global/pg_control is 100 bytes instead of 8192");
  });

  it("refuses a folder whose users index loops, naming the index, instead of hanging at the first sign-in", async () => {
    const dataDir = await copyOfSound("users-loop", { closedCleanly: false });
    await loopIndexLeaf(path.join(dataDir, files.usersEmail));
    expect((await refusal(dataDir)).reason).toMatch(/index check failed: .*"users_email_unique"/);
  });

  it("refuses within the time limit, instead of hanging, a folder whose catalog index loops", async () => {
    const dataDir = await copyOfSound("catalog-loop", { closedCleanly: false });
    await loopIndexLeaf(path.join(dataDir, files.typeOid));
    // In a child process: without the time limit PostgreSQL spins in the opening thread for ever.
    const result = await openInChild(dataDir, 4000, 20_000);
    expect(result).toMatchObject({ opened: false, name: "DamagedDataFolderError" });
    const { message } = result as Outcome;
    expect(message).toContain(`The database in ${dataDir} could not be opened`);
    expect(message).toContain("it did not open within 4 s");
  });
});
