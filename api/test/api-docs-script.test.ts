import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { auditEntries, images, products } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey } from "../src/domains/staff/api-key-schemas";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const run = promisify(execFile);
const API_GUIDE = fileURLToPath(new URL("../../docs/api.md", import.meta.url));
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The bash block docs/api.md marks as the integrator's script, exactly as a reader copies it. */
async function documentedScript(): Promise<string> {
  const guide = await readFile(API_GUIDE, "utf8");
  const block = /<!-- integrator-script[^>]*-->\s*```bash\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error("docs/api.md has no <!-- integrator-script --> bash block");
  return block;
}

// The guide promises a script that works as written: this runs it with bash and curl against the real server.
describe(`the API guide's integrator script (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    server = await startTestServer();
    folder = await mkdtemp(path.join(os.tmpdir(), "store-api-script-"));
  });
  afterAll(async () => {
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("creates, updates and deletes a product and uploads its picture with only an API key", async () => {
    const admin = await signedInHeaders(server, "admin");
    const created = await send(server, "POST", "/api/api-keys", { name: "Docs script" }, admin);
    const { key } = (created.body as { data: CreatedApiKey }).data;
    const script = path.join(folder, "store-script.sh");
    await writeFile(script, await documentedScript());
    await writeFile(path.join(folder, "logo.png"), PNG);

    const { stdout } = await run("bash", [script], {
      cwd: folder,
      env: { PATH: process.env.PATH, BASE: server.url, KEY: key },
    });
    expect(stdout).toMatch(/^created product [0-9a-f-]{36}$/m);
    expect(stdout).toMatch(/^uploaded \/uploads\/images\/[0-9a-f-]{36}\.png$/m);
    expect(stdout).toMatch(/^deleted image logo\.png$/m);

    // Every step happened, as the key's admin, and nothing is left behind.
    const entries = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.actorEmail, await adminEmail(admin)))
      .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
    // The admin's own sign-in is in the log too (entity "session"); the script's changes follow it.
    expect(entries.filter((e) => e.entity !== "session").map((e) => e.action)).toEqual([
      "api_key.create",
      "product.create",
      "image.upload",
      "product.update",
      "product.delete",
      "image.delete",
    ]);
    const update = entries.find((e) => e.action === "product.update");
    expect(update?.after).toMatchObject({
      name: "Script Hoodie",
      price: 34.99,
      image_url: expect.stringMatching(/^\/uploads\/images\/.+\.png$/),
    });
    expect(
      await server.database.db.select().from(products).where(eq(products.name, "Script Hoodie")),
    ).toEqual([]);
    expect(await server.database.db.select().from(images).where(eq(images.name, "logo.png"))).toEqual([]);
  });

  it("stops at the first refusal and shows the server's message", async () => {
    const script = path.join(folder, "store-script.sh");
    await writeFile(script, await documentedScript());
    const failed = await run("bash", [script], {
      cwd: folder,
      env: { PATH: process.env.PATH, BASE: server.url, KEY: `csk_${"x".repeat(43)}` },
    }).then(
      () => ({ code: 0, stdout: "", stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('refused: {"error":"This API key is not valid.');
    expect(failed.stdout).toBe("");
  });

  async function adminEmail(headers: Record<string, string>): Promise<string> {
    const me = await send(server, "GET", "/api/auth/me", undefined, headers);
    return (me.body as { user: { email: string } }).user.email;
  }
});
