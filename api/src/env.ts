import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

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
    PUBLIC_URL: z.preprocess(
      unsetIfEmpty,
      z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http:// or https:// address" }).optional(),
    ),
  })
  .refine((e) => Boolean(e.ADMIN_EMAIL) === Boolean(e.ADMIN_PASSWORD), {
    message: "Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither",
    path: ["ADMIN_PASSWORD"],
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute folder for the embedded database and uploads. */
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  webDistDir: string;
  seed: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Believe X-Forwarded-For/-Proto (set only behind a reverse proxy that overwrites them). */
  trustProxy: boolean;
  /** The site's address as customers reach it, for links in e-mails (no trailing slash). */
  publicUrl: string;
  mail: {
    /** smtp:// or smtps:// with credentials; undefined writes .eml files under the data folder. */
    smtpUrl: string | undefined;
    /** The From header of every e-mail the store sends. */
    from: string;
    /** Where the store's own notifications (new order, contact message, artwork request) go. */
    storeEmail: string;
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
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, "web/dist")),
    seed: e.SEED ?? true,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, storeEmail: e.STORE_EMAIL },
  };
}
