import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/client";
import { DataFolderInUseError } from "../src/data-folder-lock";

describe("the embedded database's folder", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "store-lock-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("is opened by one handle at a time, and free again once that one closes", async () => {
    const dataDir = path.join(root, "one");
    const first = await openDatabase({ kind: "pglite", dataDir });
    const second = openDatabase({ kind: "pglite", dataDir });
    await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(second).rejects.toThrow(`in use by another process (pid ${process.pid}`);
    await expect(second).rejects.toThrow(/DATA_DIR=.*ADMIN_EMAIL=/s);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = await openDatabase({ kind: "pglite", dataDir });
    await again.close();
  });

  it("refuses at once while another running process holds it", async () => {
    const dataDir = path.join(root, "two");
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await writeFile(
        `${dataDir}.lock`,
        JSON.stringify({ pid: holder.pid, startedAt: "2026-11-23T10:00:00Z", command: "api/src/server.ts" }),
      );
      const started = Date.now();
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
        `pid ${holder.pid}, "api/src/server.ts"`,
      );
      expect(Date.now() - started).toBeLessThan(2000);
      // The refused process leaves the holder's lock alone.
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = path.join(root, "three");
    const gone = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
    await new Promise((resolve) => gone.once("exit", resolve));
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: gone.pid, startedAt: "x", command: "crashed" }));
    const handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.close();
  });
});
