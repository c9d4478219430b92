import { execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { images, openDatabase, users } from "@store/db";
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
      expect(rows[0]?.role).toBe("owner");
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
    await expect(admin(["create", "--email", "a@example.com"], "Password123")).rejects.toMatchObject({
      stderr: expect.stringMatching(/list of common or leaked passwords/),
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

describe("npm run admin -- clean-svgs", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "store-cli-svgs-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const admin = (args: string[]) =>
    run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
  const pglite = () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });

  it("cleans a stored SVG from before cleaning, points its row at the clean file, and cleans nothing on a second run", async () => {
    // As an old store left it: a library image whose file has an onload handler and a script.
    const oldKey = "images/0c0c0c0c-0000-4000-8000-000000000000.svg";
    const dirty =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="2"/><script>alert(2)</script></svg>';
    await mkdir(path.join(dataDir, "uploads", "images"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", oldKey), dirty);
    const before = await pglite();
    try {
      await before.migrate();
      await before.db
        .insert(images)
        .values({ name: "old.svg", storageKey: oldKey, size: dirty.length, type: "image/svg+xml" });
    } finally {
      await before.close();
    }

    const first = await admin(["clean-svgs"]);
    expect(first.stdout).toContain(`cleaned ${oldKey} -> images/`);
    expect(first.stdout.trim().split("\n").at(-1)).toBe(
      "Stored SVGs: checked 1, cleaned 1, unreadable 0, refused 0.",
    );

    const after = await pglite();
    try {
      const [row] = await after.db.select().from(images).where(eq(images.name, "old.svg"));
      expect(row?.storageKey).toMatch(/^images\/[\w-]+\.svg$/);
      expect(row?.storageKey).not.toBe(oldKey);
      const stored = await readFile(path.join(dataDir, "uploads", row?.storageKey ?? ""), "utf8");
      expect(stored).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>');
      expect(row?.size).toBe(stored.length);
      await expect(readFile(path.join(dataDir, "uploads", oldKey))).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      await after.close();
    }

    const second = await admin(["clean-svgs"]);
    expect(second.stdout.trim()).toBe("Stored SVGs: checked 1, cleaned 0, unreadable 0, refused 0.");
    // A fresh embedded database is migrated, then the command starts it twice, each with a worker.
  }, 120_000);

  it("prints the usage for an unknown command and exits 2", async () => {
    await expect(admin(["clean-everything"])).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringContaining("npm run admin -- clean-svgs"),
    });
  });
});
