import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { PaymentSettingsFromEnv } from "./payments/providers";
import type { S3Settings } from "./storage/s3";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** An empty value (`SMTP_URL=` in a compose file) means "not set". */
const unsetIfEmpty = (v: unknown) => (v === "" ? undefined : v);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an email address").optional(),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").max(128).optional(),
    WEB_DIST_DIR: z.string().optional(),
    SEED: flag,
    // Draw every sitemap page once after start (decision 059); off for a benchmark of steady state.
    DRAW_PAGES_AHEAD: flag,
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    TRUST_PROXY: flag,
    // The message never repeats the value: it may hold a password.
    SMTP_URL: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(
          /^smtps?:\/\/[^/]/,
          "SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@host:587",
        )
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("Clanton Sports Apparel <orders@clantonsportsapparel.local>"),
    STORE_EMAIL: z.email("STORE_EMAIL must be an email address").default("store@clantonsportsapparel.local"),
    // How long an order's status e-mail waits for a fix of a mis-click (a newer status replaces it).
    STATUS_EMAIL_DELAY_SECONDS: z.coerce
      .number({ error: "STATUS_EMAIL_DELAY_SECONDS must be a number of seconds" })
      .int("STATUS_EMAIL_DELAY_SECONDS must be a whole number of seconds")
      .min(0, "STATUS_EMAIL_DELAY_SECONDS cannot be negative")
      .max(3600, "STATUS_EMAIL_DELAY_SECONDS must be at most 3600 (an hour)")
      .default(120),
    PUBLIC_URL: z.preprocess(
      unsetIfEmpty,
      z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http:// or https:// address" }).optional(),
    ),
    // Rate limits counted in Redis instead of the database. The message never repeats the value.
    REDIS_URL: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^rediss?:\/\/./, "REDIS_URL must start with redis:// or rediss://, e.g. redis://redis:6379")
        .optional(),
    ),
    // Uploads in an S3 bucket (AWS or S3-compatible) instead of DATA_DIR/uploads, when S3_BUCKET is set.
    S3_BUCKET: z.preprocess(unsetIfEmpty, z.string().min(3).optional()),
    S3_ENDPOINT: z.preprocess(
      unsetIfEmpty,
      z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http:// or https:// address" }).optional(),
    ),
    S3_REGION: z.preprocess(unsetIfEmpty, z.string().min(1).default("us-east-1")),
    S3_ACCESS_KEY_ID: z.preprocess(unsetIfEmpty, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(unsetIfEmpty, flag),
    // Online payments (decision 086): none set, the store takes money in store only. Never logged.
    STRIPE_SECRET_KEY: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY must be a secret key, sk_live_… or sk_test_…")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must be an endpoint's signing secret, whsec_…")
        .optional(),
    ),
    // Only for a stand-in of Stripe's API (tests, a laptop without network): http://127.0.0.1:4242.
    STRIPE_API_BASE: z.preprocess(
      unsetIfEmpty,
      z
        .url({ protocol: /^https?$/, error: "STRIPE_API_BASE must be an http:// or https:// address" })
        .optional(),
    ),
    SQUARE_ACCESS_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(8).optional()),
    SQUARE_WEBHOOK_SIGNATURE_KEY: z.preprocess(unsetIfEmpty, z.string().min(8).optional()),
    // The address Square posts to, exactly as entered in its dashboard: it signs it with the body.
    SQUARE_WEBHOOK_URL: z.preprocess(
      unsetIfEmpty,
      z
        .url({ protocol: /^https?$/, error: "SQUARE_WEBHOOK_URL must be an http:// or https:// address" })
        .optional(),
    ),
  })
  .refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_WEBHOOK_SECRET), {
    message:
      "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together: without the signing secret no payment could ever be recorded",
    path: ["STRIPE_WEBHOOK_SECRET"],
  })
  .refine((e) => Boolean(e.SQUARE_ACCESS_TOKEN) === Boolean(e.SQUARE_WEBHOOK_SIGNATURE_KEY), {
    message: "Set SQUARE_ACCESS_TOKEN and SQUARE_WEBHOOK_SIGNATURE_KEY together, or neither",
    path: ["SQUARE_WEBHOOK_SIGNATURE_KEY"],
  })
  .refine((e) => Boolean(e.ADMIN_EMAIL) === Boolean(e.ADMIN_PASSWORD), {
    message: "Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither",
    path: ["ADMIN_PASSWORD"],
  })
  .refine((e) => Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), {
    message: "Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither",
    path: ["S3_SECRET_ACCESS_KEY"],
  })
  .refine((e) => e.S3_BUCKET || !(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID), {
    message: "S3 settings are given but S3_BUCKET is not: set it to store uploads in that bucket",
    path: ["S3_BUCKET"],
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute folder for the embedded database and uploads. */
  dataDir: string;
  /** Where uploads live when no S3 bucket is set. */
  uploadsDir: string;
  /** Rate limits counted in this Redis (REDIS_URL) instead of the database. */
  redisUrl: string | undefined;
  /** Uploads in this S3 bucket (S3_BUCKET set) instead of `uploadsDir`, shared by every process. */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  webDistDir: string;
  seed: boolean;
  /** Draw every sitemap page once after start, so first visitors are answered from memory. */
  drawPagesAhead: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Believe X-Forwarded-For/-Proto (set only behind a reverse proxy that overwrites them). */
  trustProxy: boolean;
  /** The site's address as customers reach it, for links in e-mails (no trailing slash). */
  publicUrl: string;
  /** Whether PUBLIC_URL was given, rather than the localhost address assumed without it. */
  publicUrlSet: boolean;
  /** The payment providers whose keys are set (none: pay in store only). */
  payments: PaymentSettingsFromEnv;
  mail: {
    /** smtp:// or smtps:// with credentials; undefined writes .eml files under the data folder. */
    smtpUrl: string | undefined;
    /** The From header of every e-mail the store sends. */
    from: string;
    /** Where the store's own notifications (new order, contact message, artwork request) go. */
    storeEmail: string;
    /** How long an order's status e-mail waits before it goes (a newer status replaces it). */
    statusEmailDelayMs: number;
  };
}

/** Reads and checks the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new Error(`The environment is not valid:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, "web/dist")),
    seed: e.SEED ?? true,
    drawPagesAhead: e.DRAW_PAGES_AHEAD ?? true,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiBase: e.STRIPE_API_BASE,
            }
          : undefined,
      square:
        e.SQUARE_ACCESS_TOKEN && e.SQUARE_WEBHOOK_SIGNATURE_KEY
          ? {
              accessToken: e.SQUARE_ACCESS_TOKEN,
              signatureKey: e.SQUARE_WEBHOOK_SIGNATURE_KEY,
              webhookUrl:
                e.SQUARE_WEBHOOK_URL ??
                `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "")}/api/payments/webhooks/square`,
            }
          : undefined,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      storeEmail: e.STORE_EMAIL,
      statusEmailDelayMs: e.STATUS_EMAIL_DELAY_SECONDS * 1000,
    },
  };
}
