import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

// The served document under Spectral's `spectral:oas` ruleset, as an integrator's tooling reads it:
// a warning here (an operation's tag missing from the top-level list, no contact) is one there.

const spectralCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@stoplight/spectral-cli/package.json")),
  "dist/index.js",
);

interface Finding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}
const severities = ["error", "warning", "info", "hint"];

describe("the served OpenAPI document under Spectral's oas ruleset", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(path.join(os.tmpdir(), "store-openapi-lint-"));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("has no errors and no warnings", async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).text();
    await writeFile(path.join(dir, "openapi.json"), document);
    await writeFile(path.join(dir, ".spectral.yaml"), 'extends: ["spectral:oas"]\n');
    // Spectral exits 1 when it finds anything at or over --fail-severity; the findings are in stdout either way.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [spectralCli, "lint", "openapi.json", "--ruleset", ".spectral.yaml", "--format", "json", "--quiet"],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw error;
      return { stdout: error.stdout };
    });
    const findings = JSON.parse(stdout) as Finding[];
    const serious = findings
      .filter((f) => f.severity <= 1)
      .map((f) => `${severities[f.severity]} ${f.code} at ${f.path.join(".")}: ${f.message}`);
    expect(serious, serious.join("\n")).toEqual([]);
  }, 60_000);
});
