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

  describe("e-mail settings", () => {
    it("writes .eml files (no SMTP) from the store's own addresses when nothing is set", () => {
      const config = loadConfig({ PORT: "4000" });
      expect(config.mail).toEqual({
        smtpUrl: undefined,
        from: "Clanton Sports Apparel <orders@clantonsportsapparel.local>",
        storeEmail: "store@clantonsportsapparel.local",
      });
      expect(config.publicUrl).toBe("http://localhost:4000");
    });

    it("reads SMTP_URL, MAIL_FROM, STORE_EMAIL and PUBLIC_URL (without its trailing slash)", () => {
      const config = loadConfig({
        SMTP_URL: "smtps://orders%40example.com:secret@mail.example.com:465",
        MAIL_FROM: "Clanton Sports Apparel <orders@example.com>",
        STORE_EMAIL: "owner@example.com",
        PUBLIC_URL: "https://shop.example.com/",
      });
      expect(config.mail).toEqual({
        smtpUrl: "smtps://orders%40example.com:secret@mail.example.com:465",
        from: "Clanton Sports Apparel <orders@example.com>",
        storeEmail: "owner@example.com",
      });
      expect(config.publicUrl).toBe("https://shop.example.com");
      expect(loadConfig({ SMTP_URL: "smtp://relay.example.com:587" }).mail.smtpUrl).toBe(
        "smtp://relay.example.com:587",
      );
    });

    it("treats empty SMTP_URL and PUBLIC_URL as not set", () => {
      const config = loadConfig({ SMTP_URL: "", PUBLIC_URL: "" });
      expect(config.mail.smtpUrl).toBeUndefined();
      expect(config.publicUrl).toBe("http://localhost:3000");
    });

    it("refuses a bad SMTP_URL without repeating it (it may hold a password)", () => {
      let message = "";
      try {
        loadConfig({ SMTP_URL: "http://user:hunter22@mail.example.com" });
      } catch (error) {
        message = String(error);
      }
      expect(message).toMatch(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
      expect(message).not.toContain("hunter22");
    });

    it("refuses a bad STORE_EMAIL and a PUBLIC_URL that is not http(s)", () => {
      expect(() => loadConfig({ STORE_EMAIL: "not an address" })).toThrow(/STORE_EMAIL must be an email/);
      expect(() => loadConfig({ PUBLIC_URL: "ftp://shop.example.com" })).toThrow(
        /PUBLIC_URL must be an http/,
      );
    });
  });
});
