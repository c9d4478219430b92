import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { appMeta, migrationState, products, users } from "@store/db";
import { catalogProducts, sampleProducts } from "@store/db/seed";
import { dropTestDatabase } from "@store/db/testing";
import { count } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../src/boot";
import { loadConfig } from "../src/env";
import { createLogger } from "../src/logger";

// Two replicas of compose.yaml start at the same moment against one new PostgreSQL database:
// the migrations run once (an advisory lock), the seed once (its claim row), the admin exists once.
const serverUrl = process.env.TEST_DATABASE_URL;

describe("two processes starting together on one PostgreSQL database", () => {
  const name = `store_boot_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let url = "";
  let dataDir = "";
  beforeAll(async () => {
    if (!serverUrl) return;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "store-boot-"));
  });
  afterAll(async () => {
    if (!serverUrl) return;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await dropTestDatabase(admin, name);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.runIf(serverUrl)("migrate, seed and create the admin once, both ready", async () => {
    const config = loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "long-enough-password",
    });
    const logger = createLogger("silent");
    const [a, b] = await Promise.all([prepareDatabase(config, logger), prepareDatabase(config, logger)]);
    try {
      const state = await migrationState(a.db);
      expect(state.applied).toBe(state.shipped);
      const [productRows] = await b.db.select({ n: count() }).from(products);
      expect(productRows?.n).toBe(sampleProducts.length + catalogProducts.length);
      const meta = await a.db.select().from(appMeta);
      expect(meta.filter((row) => row.key === "seed_version")).toHaveLength(1);
      const admins = await a.db.select().from(users);
      expect(admins.filter((u) => u.email === "owner@example.com")).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
