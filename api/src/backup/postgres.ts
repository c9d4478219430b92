import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * pg_dump, pg_restore and psql from PG_BIN_DIR, the PATH, or the usual Debian folder. The password
 * travels in PGPASSWORD, not on the command line, so `ps` never shows it.
 */
function tool(name: string): string {
  const dirs = [process.env.PG_BIN_DIR, ...[17, 16, 15].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of dirs) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

async function run(name: string, args: string[], url: string): Promise<string> {
  const { dbname, env } = connection(url);
  const child = spawn(tool(name), [...args, `--dbname=${dbname}`], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${name} was not found. Install the PostgreSQL client tools (the server's version or newer) ` +
                "or set PG_BIN_DIR to the folder that holds them.",
            )
          : error,
      ),
    );
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): ${stderr.trim()}`);
  return stdout;
}

/** A consistent snapshot of the whole database while the store keeps running (pg_dump's own transaction). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`], url);
}

/**
 * Puts the dump back: every object of the backup is dropped and recreated, in one transaction, so
 * a failure leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      file,
    ],
    url,
  );
}

/**
 * Store processes connected to the database (they name themselves "clanton-store"). A restore
 * drops their tables under them, so it waits until they are stopped.
 */
export async function storeConnections(url: string): Promise<number> {
  const sql =
    "select count(*) from pg_stat_activity where datname = current_database() " +
    "and application_name = 'clanton-store' and pid <> pg_backend_pid()";
  return Number(
    (await run("psql", ["--no-psqlrc", "--tuples-only", "--no-align", "--command", sql], url)).trim(),
  );
}
