import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { customArtworkSubmissions, openDatabase } from "@store/db";
import { createTestDatabase, testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { runningLifecycle } from "../src/http/lifecycle";
import { createLogger } from "../src/logger";
import { SPAWNED_TEST_MS, spawnServer } from "./spawn-server";

const MB = 1024 * 1024;
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A real artwork request as a browser encodes it: fields and one PNG of about `size` bytes. */
async function artworkBody(teamName: string, size: number) {
  const picture = new Uint8Array(size);
  picture.set(tinyPng);
  const form = new FormData();
  const fields = {
    name: "Casey Coach",
    email: "casey@example.com",
    team_name: teamName,
    products_interested: "Jerseys",
    ordering_items: "Full Sub Jersey",
    artwork_details: "Logo attached.",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("files", new Blob([picture], { type: "image/png" }), "logo.png");
  const request = new Request("http://store.test/", { method: "POST", body: form });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** Starts an upload and sends only its first half, so it is in flight when the signal comes. */
function startUpload(port: number, body: { bytes: Buffer; contentType: string }) {
  const half = Math.floor(body.bytes.length / 2);
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/custom-artwork-submissions",
    headers: { "content-type": body.contentType, "content-length": body.bytes.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
  });
  request.write(body.bytes.subarray(0, half));
  return { request, answer, finish: () => request.end(body.bytes.subarray(half)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ADMIN = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "long-enough-password" };

describe(`SIGTERM while uploads are in flight (${testDatabaseEngine})`, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "store-shutdown-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    "refuses new requests, finishes the upload in flight, closes the database and exits 0 with no orphan file",
    async () => {
      // On PostgreSQL (CI's second pass) the process uses a fresh database of its own.
      const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
      const server = await spawnServer({
        DATA_DIR: dataDir,
        ...ADMIN,
        ...(postgres?.url && { DATABASE_URL: postgres.url }),
      });
      const finished = startUpload(server.port, await artworkBody("Finishers", 2 * MB));
      const abandoned = startUpload(server.port, await artworkBody("Quitters", 2 * MB));
      abandoned.answer.catch(() => {}); // its client goes away; only the server's side matters
      await pause(300);

      server.child.kill("SIGTERM");
      await pause(300);
      // The listener is closed: a new client is refused at once instead of waiting.
      await expect(fetch(`http://127.0.0.1:${server.port}/api/health/live`)).rejects.toThrow();

      abandoned.request.destroy();
      finished.finish();
      const answer = await finished.answer;
      expect(answer.status).toBe(201);
      expect(await server.exited).toBe(0);
      expect(server.lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(["shutting down", "stopped"]),
      );

      // The data folder opens cleanly (the database was closed) and holds exactly the finished upload.
      const database =
        postgres ?? (await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }));
      try {
        const rows = await database.db
          .select({
            team: customArtworkSubmissions.teamName,
            files: customArtworkSubmissions.uploadedDesignUrl,
          })
          .from(customArtworkSubmissions);
        // The seed's requests carry no files; the finished upload is stored, the abandoned one is not.
        const teams = rows.map((row) => row.team);
        expect(teams).toContain("Finishers");
        expect(teams).not.toContain("Quitters");
        const withFiles = rows.flatMap((row) => (row.files ? row.files.split(", ") : []));
        const onDisk = (await readdir(path.join(dataDir, "uploads", "artwork"))).map(
          (name) => `/uploads/artwork/${name}`,
        );
        expect(onDisk).toEqual(withFiles);
        expect(onDisk).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
    SPAWNED_TEST_MS,
  );
});

describe("readiness while stopping", () => {
  it("answers 503 once the process is stopping, while liveness still answers, and asks clients to close", async () => {
    const database = await createTestDatabase();
    const lifecycle = runningLifecycle();
    const root = await mkdtemp(path.join(os.tmpdir(), "store-stopping-"));
    try {
      const app = createApp({
        db: database.db,
        logger: createLogger("silent"),
        config: { uploadsDir: path.join(root, "uploads"), webDistDir: path.join(root, "web") },
        lifecycle,
      });
      const before = await app.request("/api/health/ready");
      expect(before.status).toBe(200);
      expect(before.headers.get("connection")).toBeNull();

      lifecycle.stopping = true;
      const ready = await app.request("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "stopping", error: "This server is shutting down." });
      const live = await app.request("/api/health/live");
      expect(live.status).toBe(200);
      expect(live.headers.get("connection")).toBe("close");
    } finally {
      await database.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
