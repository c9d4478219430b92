import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase, users } from "@store/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/auth/passwords";
import { damageWriteAheadLog } from "./helpers";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../src/cli/admin.ts", import.meta.url));

describe("npm run admin -- create", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "store-cli-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const admin = (args: string[], password?: string) =>
    run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(password ? { ADMIN_PASSWORD: password } : {}) },
    });

  it("creates an admin, then resets its password on a second run", async () => {
    expect((await admin(["create", "--email", "Boss@Example.com"], "first-password")).stdout).toMatch(
      /Admin account ready: boss@example.com/,
    );
    await admin(["create", "--email", "boss@example.com"], "second-password");

    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const rows = await handle.db.select().from(users).where(eq(users.email, "boss@example.com"));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe("admin");
      expect(await verifyPassword(rows[0]?.passwordHash ?? "", "second-password")).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it("refuses at once, and says what to do, while a running store holds the data folder", async () => {
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    const lock = path.join(dataDir, "pglite.lock");
    try {
      await writeFile(
        lock,
        JSON.stringify({ pid: holder.pid, startedAt: "now", command: "api/src/server.ts" }),
      );
      const started = Date.now();
      const refused = admin(["create", "--email", "late@example.com"], "long-enough");
      await expect(refused).rejects.toMatchObject({
        stderr: expect.stringMatching(new RegExp(`in use by another process \\(pid ${holder.pid}`)),
      });
      await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining("ADMIN_EMAIL=") });
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      holder.kill();
      await rm(lock, { force: true });
    }
  });

  it("explains a bad email or password and exits non-zero", async () => {
    await expect(admin(["create", "--email", "not-an-email"], "long-enough")).rejects.toMatchObject({
      stderr: expect.stringMatching(/--email: Enter a valid email address/),
    });
    await expect(admin(["create", "--email", "a@example.com"], "short")).rejects.toMatchObject({
      stderr: expect.stringMatching(/at least 8 characters/),
    });
    await expect(admin(["create", "--email", "a@example.com"])).rejects.toMatchObject({
      stderr: expect.stringMatching(/set ADMIN_PASSWORD/),
    });
  });

  it("refuses a damaged data folder at once, naming it and what to do", async () => {
    const pgliteDir = path.join(dataDir, "pglite");
    await damageWriteAheadLog(pgliteDir);
    await expect(admin(["create", "--email", "late@example.com"], "long-enough")).rejects.toMatchObject({
      stderr: expect.stringContaining(`The database in ${pgliteDir} could not be opened: it looks damaged (`),
    });
  });
});
