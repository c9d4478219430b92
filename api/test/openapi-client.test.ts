import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { contactSubmissions, orders, products } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

// A client generated from /api/openapi.json by openapi-typescript (TypeScript 5, in its own tool
// folder) compiles the integrator script with no cast and runs it against the real server.

const run = promisify(execFile);
const toolDir = path.resolve(import.meta.dirname, "../../tools/openapi-client");

describe(`a client generated from the OpenAPI document (${testDatabaseEngine})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    // The tool folder is not a workspace: its own lockfile, installed once (TypeScript 5 there).
    if (!existsSync(path.join(toolDir, "node_modules/openapi-typescript"))) {
      await run("npm", ["ci", "--no-audit", "--no-fund", "--prefix", toolDir], { timeout: 120_000 });
    }
    server = await startTestServer();
  }, 150_000);
  afterAll(() => server?.stop());

  it("type-checks the integrator script without casts and runs every step of it", async () => {
    // The code without its comments and strings has no `x as T` (nor an old `<T>x`) anywhere.
    const code = (await readFile(path.join(toolDir, "integrator.ts"), "utf8"))
      .replace(/\/\/.*$/gm, "")
      .replace(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
    expect(code).not.toMatch(/\sas\s/);
    expect(code).not.toMatch(/[=(,]\s*<[A-Za-z]+>/);

    // Admin rights as an integrator has them: an API key an admin created in the portal.
    const admin = await signedInHeaders(server, "admin");
    const created = await fetch(`${server.url}/api/api-keys`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ name: "Generated client" }),
    });
    expect(created.status).toBe(201);
    const { data: apiKey } = (await created.json()) as { data: { key: string } };
    const { stdout } = await run(process.execPath, ["--import", "tsx", "check.ts"], {
      cwd: toolDir,
      timeout: 120_000,
      env: {
        ...process.env,
        STORE_URL: server.url,
        STORE_API_KEY: apiKey.key,
        STORE_COOKIE: "",
        STORE_ORIGIN: "",
      },
    });
    expect(stdout).toContain("integrator.ts type-checks against the generated client");
    expect(stdout).toContain("integrator script: every step passed");

    // What the script did is really stored: one message for two sends, one order, no product left.
    const db = server.database.db;
    const [messages] = await db
      .select({ n: count() })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "pat@example.com"));
    expect(messages?.n).toBe(1);
    const [placed] = await db.select({ n: count() }).from(orders);
    expect(placed?.n).toBe(1);
    const left = await db.select().from(products).where(eq(products.name, "Integrator Jersey"));
    expect(left).toEqual([]);
  }, 150_000);
});
