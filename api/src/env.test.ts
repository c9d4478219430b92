import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("loadConfig", () => {
  it("runs the embedded store on port 3000 under ./data when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.uploadsDir).toBe(path.resolve("data", "uploads"));
    expect(config.seed).toBe(true);
    expect(config.admin).toBeUndefined();
  });

  it("reads PORT, DATA_DIR, DATABASE_URL, SEED and the admin account", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/srv/store",
      DATABASE_URL: "postgres://u:p@db:5432/store",
      SEED: "false",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "correct horse",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/srv/store",
      uploadsDir: "/srv/store/uploads",
      databaseUrl: "postgres://u:p@db:5432/store",
      seed: false,
      admin: { email: "owner@example.com", password: "correct horse" },
    });
  });

  it("names every bad variable in one message", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL must start with postgres:\/\//,
    );
  });

  it("refuses an admin email without a password, and a short password", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@example.com" })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD together/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" })).toThrow(
      /at least 8 characters/,
    );
  });
});
