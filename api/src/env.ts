import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

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
  };
}
