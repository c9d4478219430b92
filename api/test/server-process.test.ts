import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { damageWriteAheadLog } from "./helpers";
import { SPAWNED_TEST_MS, serverEntry, spawnServer } from "./spawn-server";

const ADMIN = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "long-enough-password" };
/** Starts `server.ts` as `npm start` would, on its own data folder, and waits until it listens. */
const startServer = (dataDir: string) => spawnServer({ DATA_DIR: dataDir, ...ADMIN });

describe("the server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "store-process-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    "migrates and seeds its embedded database on first start, and finishes requests in flight on SIGTERM",
    async () => {
      const server = await startServer(dataDir);
      expect(server.lines.find((l) => l.msg === "database seeded")).toMatchObject({
        products: 28,
        blogPosts: 6,
      });
      expect(server.lines.find((l) => l.msg === "admin account ready")).toMatchObject({
        email: "owner@example.com",
      });

      const products = (await (await fetch(`http://127.0.0.1:${server.port}/api/products`)).json()) as {
        data: unknown[];
      };
      expect(products.data).toHaveLength(28);

      // No SMTP_URL: the store's e-mails become .eml files in the data folder, sent by the worker.
      const outbox = path.join(dataDir, "outbox");
      expect(server.lines.find((l) => l.msg === "mail worker started")).toMatchObject({
        mail: `.eml files in ${outbox}`,
      });
      const contact = await fetch(`http://127.0.0.1:${server.port}/api/contact-submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Pat Doe", email: "pat@example.com", message: "Hello from the test" }),
      });
      expect(contact.status).toBe(201);
      let emails: string[] = [];
      for (let i = 0; i < 100 && emails.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        emails = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml"));
      }
      expect(emails).toHaveLength(1);
      expect(await readFile(path.join(outbox, emails[0] ?? ""), "utf8")).toContain(
        "Subject: Contact form: message from Pat Doe",
      );

      // A request whose body is still arriving when the signal comes must still get its answer.
      const answered = new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port: server.port,
            method: "POST",
            path: "/api/no-such-thing",
            headers: { "content-length": "4" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.write("ab");
        setTimeout(() => {
          server.child.kill("SIGTERM");
          setTimeout(() => req.end("cd"), 300);
        }, 100);
      });
      expect(await answered).toBe(404);
      expect(await server.exited).toBe(0);
      expect(server.lines.map((l) => l.msg)).toContain("stopped");
      expect(server.lines.filter((l) => l.msg === "request").length).toBeGreaterThanOrEqual(2);
    },
    SPAWNED_TEST_MS,
  );

  it(
    "keeps its data across restarts, does not seed twice, and outlives a body cut inside a file",
    async () => {
      const server = await startServer(dataDir);
      expect(server.lines.find((l) => l.msg === "database seeded")).toBeUndefined();
      const products = (await (await fetch(`http://127.0.0.1:${server.port}/api/products`)).json()) as {
        data: unknown[];
      };
      expect(products.data).toHaveLength(28);

      // The 97 bytes that once ended the process: a file part with no closing boundary.
      const cutInsideAFile = Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      ]);
      const refused = await fetch(`http://127.0.0.1:${server.port}/api/custom-artwork-submissions`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body: cutInsideAFile,
      });
      expect(refused.status).toBe(400);
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);

      server.child.kill("SIGINT");
      expect(await server.exited).toBe(0);
    },
    SPAWNED_TEST_MS,
  );

  it(
    "stops at once, naming the folder and what to do, when its embedded database is damaged",
    async () => {
      const pgliteDir = path.join(dataDir, "pglite");
      await damageWriteAheadLog(pgliteDir);
      const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
        env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const limit = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      clearTimeout(limit);
      expect(code).toBe(1);
      expect(stderr).toContain(
        `The database in ${pgliteDir} could not be opened: it looks damaged (could not locate a valid checkpoint record`,
      );
      expect(stderr).toContain(`mv "${pgliteDir}" "${pgliteDir}.damaged"`);
      expect(stdout).not.toContain("store listening");
    },
    SPAWNED_TEST_MS,
  );
});
