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
        statusEmailDelayMs: 120_000,
      });
      expect(config.publicUrl).toBe("http://localhost:4000");
    });

    it("reads SMTP_URL, MAIL_FROM, STORE_EMAIL and PUBLIC_URL (without its trailing slash)", () => {
      const config = loadConfig({
        SMTP_URL: "smtps://orders%40example.com:secret@mail.example.com:465",
        MAIL_FROM: "Clanton Sports Apparel <orders@example.com>",
        STORE_EMAIL: "owner@example.com",
        PUBLIC_URL: "https://shop.example.com/",
        STATUS_EMAIL_DELAY_SECONDS: "30",
      });
      expect(config.mail).toEqual({
        smtpUrl: "smtps://orders%40example.com:secret@mail.example.com:465",
        from: "Clanton Sports Apparel <orders@example.com>",
        storeEmail: "owner@example.com",
        statusEmailDelayMs: 30_000,
      });
      expect(config.publicUrl).toBe("https://shop.example.com");
      expect(loadConfig({ SMTP_URL: "smtp://relay.example.com:587" }).mail.smtpUrl).toBe(
        "smtp://relay.example.com:587",
      );
    });

    it("refuses a status e-mail wait that is not whole seconds from 0 to an hour, naming it", () => {
      for (const value of ["-1", "1.5", "3601", "soon"]) {
        expect(() => loadConfig({ STATUS_EMAIL_DELAY_SECONDS: value }), value).toThrow(
          /STATUS_EMAIL_DELAY_SECONDS/,
        );
      }
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
  describe("rate limits in Redis", () => {
    it("counts in the database unless REDIS_URL is set, and refuses another scheme without repeating it", () => {
      expect(loadConfig({}).redisUrl).toBeUndefined();
      expect(loadConfig({ REDIS_URL: "" }).redisUrl).toBeUndefined();
      expect(loadConfig({ REDIS_URL: "rediss://:pw@redis.example.net:6380/0" }).redisUrl).toBe(
        "rediss://:pw@redis.example.net:6380/0",
      );
      let message = "";
      try {
        loadConfig({ REDIS_URL: "http://:hunter22@redis:6379" });
      } catch (error) {
        message = String(error);
      }
      expect(message).toContain("REDIS_URL must start with redis:// or rediss://");
      expect(message).not.toContain("hunter22");
    });
  });

  describe("uploads in S3", () => {
    it("keeps uploads in DATA_DIR/uploads unless S3_BUCKET is set", () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it("reads the bucket, endpoint, region, keys and path style", () => {
      expect(
        loadConfig({
          S3_BUCKET: "store-uploads",
          S3_ENDPOINT: "https://s3.example.net",
          S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
          S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI",
          S3_FORCE_PATH_STYLE: "true",
        }).s3,
      ).toEqual({
        bucket: "store-uploads",
        endpoint: "https://s3.example.net",
        region: "us-east-1",
        credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI" },
        forcePathStyle: true,
      });
      expect(loadConfig({ S3_BUCKET: "b-1", S3_REGION: "eu-west-2" }).s3).toMatchObject({
        region: "eu-west-2",
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it("refuses half the settings without repeating a secret", () => {
      let message = "";
      try {
        loadConfig({ S3_BUCKET: "b-1", S3_SECRET_ACCESS_KEY: "hunter22", S3_ENDPOINT: "s3.example.net" });
      } catch (error) {
        message = String(error);
      }
      expect(message).toContain("Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither");
      expect(message).toContain("S3_ENDPOINT must be an http:// or https:// address");
      expect(message).not.toContain("hunter22");
      expect(() => loadConfig({ S3_ENDPOINT: "https://s3.example.net" })).toThrow(/S3_BUCKET is not: set it/);
    });
  });

  describe("online payments", () => {
    it("takes money in store only when no keys are set", () => {
      expect(loadConfig({}).payments).toEqual({ stripe: undefined, square: undefined });
    });

    it("reads Stripe's and Square's keys, Square's address defaulting to the site's", () => {
      const config = loadConfig({
        PUBLIC_URL: "https://shop.example.com/",
        STRIPE_SECRET_KEY: "sk_live_abc123",
        STRIPE_WEBHOOK_SECRET: "whsec_abc123",
        SQUARE_ACCESS_TOKEN: "EAAAsquare-token",
        SQUARE_WEBHOOK_SIGNATURE_KEY: "square-signing-key",
      });
      expect(config.payments.stripe).toEqual({
        secretKey: "sk_live_abc123",
        webhookSecret: "whsec_abc123",
        apiBase: undefined,
      });
      expect(config.payments.square?.webhookUrl).toBe(
        "https://shop.example.com/api/payments/webhooks/square",
      );
    });

    it("refuses a key without its signing secret, and a key of the wrong kind, without repeating it", () => {
      let message = "";
      try {
        loadConfig({ STRIPE_SECRET_KEY: "pk_live_publishable123", SQUARE_ACCESS_TOKEN: "EAAAsquare-token" });
      } catch (error) {
        message = String(error);
      }
      expect(message).toContain("STRIPE_SECRET_KEY must be a secret key");
      expect(message).toContain("Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together");
      expect(message).toContain("Set SQUARE_ACCESS_TOKEN and SQUARE_WEBHOOK_SIGNATURE_KEY together");
      expect(message).not.toContain("publishable123");
      expect(message).not.toContain("square-token");
    });
  });
});
