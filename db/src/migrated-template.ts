import { createHash } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

let template: Promise<Blob> | undefined;

/**
 * An empty in-memory database with every migration applied, as a PGlite data-folder dump.
 * Starting PGlite from it takes about 0.6 s, against 2-4 s for a fresh initdb plus the
 * migrations, and the test suites open one database per file (over a hundred per run). It is
 * kept in the system's temp folder under a name made from the migrations and PGlite's version,
 * so each test file's process reuses it and a changed migration makes a new one.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= loadOrBuild();
  return template;
}

async function loadOrBuild(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `store-pglite-template-${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = await PGlite.create();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir("none");
      // Written aside and renamed, so a file running beside this one never reads half a dump.
      const partial = `${file}.${process.pid}.${Date.now()}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await client.close();
    }
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await readPglitePackage());
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, name);
    hash.update(name);
    hash.update(await readFile(full).catch(() => Buffer.alloc(0)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** PGlite's package.json, found from where Node resolves the package (workspaces hoist it). */
async function readPglitePackage(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (path.basename(dir) !== "pglite" && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return readFile(path.join(dir, "package.json"), "utf8");
}
