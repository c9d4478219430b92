import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { customArtworkSubmissions, type DatabaseHandle, products } from "@store/db";
import { dropTestDatabase } from "@store/db/testing";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { createBackup } from "../src/backup/backup";
import { planRestore } from "../src/backup/restore";
import { prepareDatabase } from "../src/boot";
import { type Config, loadConfig } from "../src/env";
import { createLogger } from "../src/logger";

// A backup round trip as an operator runs it: a store with an order and an uploaded file is backed
// up, changed, restored, and must then hold exactly what it held at the backup, rows and file bytes.

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const restoreCli = fileURLToPath(new URL("../src/cli/restore.ts", import.meta.url));

interface RunningStore {
  url: string;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/** The store as server.ts runs it (migrate, seed, admin), on a real port. */
async function startStore(config: Config): Promise<RunningStore> {
  const logger = createLogger("silent");
  await mkdir(config.uploadsDir, { recursive: true });
  const database = await prepareDatabase(config, logger);
  const app = createApp({ db: database.db, logger, config });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** Every row of every table (the migrations' own included), in a stable order. */
async function allRows(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rowsOf(
    await database.db.execute(sql`select table_schema as s, table_name as t from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`),
  );
  const out: Record<string, string[]> = {};
  for (const { s, t } of tables) {
    const rows = rowsOf(await database.db.execute(sql.raw(`select * from "${s}"."${t}"`)));
    out[`${s}.${t}`] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

/** Every uploaded file and its bytes. */
async function allFiles(uploadsDir: string): Promise<Record<string, string>> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  const out: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(uploadsDir, file)] = (await readFile(file)).toString("base64");
  }
  return out;
}

async function placeOrder(store: RunningStore, product: { id: string; sizes: string[] }, key: string) {
  const res = await fetch(`${store.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({
      customer: { name: "Pat Coach", email: "pat@example.com", phone: "(205) 555-0142" },
      fulfilment: {
        method: "delivery",
        address: { line1: "12 Main St", city: "Clanton", state: "AL", zip: "35045" },
        place: "clanton",
      },
      lines: [{ product_id: product.id, size: product.sizes[0] ?? null, quantity: 3 }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function uploadArtwork(store: RunningStore, bytes: Buffer) {
  const body = new FormData();
  for (const [k, v] of Object.entries({
    name: "Casey Coach",
    email: "casey@example.com",
    team_name: "Clanton Tigers",
    products_interested: "Jerseys",
    artwork_details: "Navy and gold",
  })) {
    body.append(k, v);
  }
  body.append("files", new Blob([bytes], { type: "image/png" }), "logo.png");
  const res = await fetch(`${store.url}/api/custom-artwork-submissions`, { method: "POST", body });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Runs the restore command as `npm run restore -- <folder>` does, with the store's environment. */
function runRestoreCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", restoreCli, ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The round trip, on whichever database `env` configures. */
function roundTrip(env: () => Record<string, string>, root: () => string, enabled = true) {
  it.runIf(enabled)(
    "backs up, and a restore after changes brings back every row and file byte for byte",
    async () => {
      const config = loadConfig(env());
      let store = await startStore(config);
      // Later starts leave the admin alone: a start with ADMIN_PASSWORD set hashes it anew (new salt).
      const restart = () => startStore({ ...config, admin: undefined });
      const [product] = await store.database.db.select().from(products).limit(1);
      if (!product) throw new Error("the seed made no product");
      await placeOrder(store, product, "order-before-backup");
      await uploadArtwork(store, png);
      const rowsAtBackup = await allRows(store.database);
      const filesAtBackup = await allFiles(config.uploadsDir);
      expect(Object.keys(filesAtBackup)).toHaveLength(1);
      expect(rowsAtBackup["public.orders"]?.filter((row) => row.includes("pat@example.com"))).toHaveLength(1);

      if (!config.databaseUrl) {
        // The embedded database is copied only with the store stopped.
        await expect(createBackup(config, path.join(root(), "refused"))).rejects.toThrow(
          /in use by another process/,
        );
        await store.stop();
      }
      const folder = path.join(root(), "backup");
      const manifest = await createBackup(config, folder);
      expect(manifest).toMatchObject({ files: 1, bytes: png.length, uploads: "folder" });

      // After the backup: a new order and upload, a price changed, a request and its file deleted.
      if (!config.databaseUrl) store = await restart();
      await placeOrder(store, product, "order-after-backup");
      await uploadArtwork(store, Buffer.concat([png, Buffer.from("later")]));
      await store.database.db.update(products).set({ price: 1 }).where(eq(products.id, product.id));
      await store.database.db
        .delete(customArtworkSubmissions)
        .where(eq(customArtworkSubmissions.name, "Casey Coach"));
      const [firstFile = ""] = Object.keys(filesAtBackup);
      await rm(path.join(config.uploadsDir, firstFile));
      await writeFile(path.join(config.uploadsDir, "artwork", "stray.txt"), "not in the backup");
      expect(await allRows(store.database)).not.toEqual(rowsAtBackup);

      // While the store runs, the restore refuses and changes nothing; without --yes it only asks.
      await expect(planRestore(config, folder)).rejects.toThrow(
        config.databaseUrl ? /running store processes/ : /in use by another process/,
      );
      await store.stop();
      const asked = runRestoreCli([folder], env());
      expect(asked.code, asked.out).toBe(2);
      expect(asked.out).toMatch(/This would replace .* with the backup made/);
      expect(asked.out).toContain("--yes");

      const restored = runRestoreCli([folder, "--yes"], env());
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(/Restored the (embedded|postgresql) database and 1 uploaded file from/);

      store = await restart();
      try {
        expect(await allRows(store.database)).toEqual(rowsAtBackup);
        expect(await allFiles(config.uploadsDir)).toEqual(filesAtBackup);
        // And the store serves the restored file.
        const res = await fetch(`${store.url}/uploads/${firstFile}`);
        expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
      } finally {
        await store.stop();
      }
    },
    // Several starts of the store and two runs of the restore command, on a busy CI machine.
    300_000,
  );
}

describe("backup and restore of the embedded database", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "store-backup-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const env = () => ({
    DATA_DIR: path.join(root, "data"),
    ADMIN_EMAIL: "owner@example.com",
    ADMIN_PASSWORD: "long-enough-password",
    LOG_LEVEL: "silent",
  });
  roundTrip(env, () => root);

  it("refuses a backup of the other kind, and a folder that is not a backup", async () => {
    const config = loadConfig({ ...env(), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    await expect(planRestore(config, path.join(root, "backup"))).rejects.toThrow(
      "This backup holds the embedded database, but DATABASE_URL points the store at PostgreSQL.",
    );
    await expect(planRestore(loadConfig(env()), root)).rejects.toThrow(/is not a store backup/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe("backup and restore on PostgreSQL (pg_dump, pg_restore)", () => {
  const name = `store_backup_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let root = "";
  let url = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "store-backup-pg-"));
    if (!serverUrl) return;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    if (!serverUrl) return;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  const env = () => ({
    DATABASE_URL: url,
    DATA_DIR: path.join(root, "data"),
    ADMIN_EMAIL: "owner@example.com",
    ADMIN_PASSWORD: "long-enough-password",
    LOG_LEVEL: "silent",
  });
  roundTrip(env, () => root, Boolean(serverUrl));
});
