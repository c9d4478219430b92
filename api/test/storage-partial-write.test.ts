import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// A write that fails part-way (here: a file-size limit standing in for a full disk) must leave
// nothing behind under the uploads folder. The store runs in a child process whose file-size
// limit is 8 KB, so writing a 100 KB upload fails after the first 8 KB hit the disk.

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, "..");

describe("local file storage", () => {
  let root = "";
  afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

  it("removes the piece of a file whose write failed part-way, and reports the failure", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "store-partial-"));
    const script = `
      const { localStorage } = await import(${JSON.stringify(path.join(apiDir, "src/storage/local.ts"))});
      try {
        await localStorage(${JSON.stringify(root)}).save("artwork", new Uint8Array(100000), "png");
        console.log("saved");
      } catch (error) {
        console.log("failed:" + error.code);
      }`;
    const { stdout } = await run(
      "bash",
      ["-c", 'ulimit -f 8 && exec node --import tsx --input-type=module -e "$SCRIPT"'],
      { cwd: apiDir, env: { ...process.env, SCRIPT: script } },
    );
    expect(stdout.trim()).toBe("failed:EFBIG");
    const left = await readdir(root, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });
});
