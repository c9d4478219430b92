import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../env";
import { backupEmbedded } from "./embedded";
import {
  type BackupManifest,
  EMBEDDED_FOLDER,
  POSTGRES_DUMP_FILE,
  UPLOADS_FOLDER,
  writeManifest,
} from "./manifest";
import { dumpPostgres } from "./postgres";
import { copyUploads } from "./uploads";

export type StoreLocation = Pick<Config, "dataDir" | "uploadsDir" | "databaseUrl"> & {
  /** Set when uploads live in object storage (S3_BUCKET): the folder is then not copied. */
  s3Bucket?: string | undefined;
};

export const embeddedFolderOf = (store: StoreLocation) => path.join(store.dataDir, "pglite");

/** `backups/store-2026-11-23T16-20-00Z` under the working folder. */
export function defaultBackupFolder(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.resolve("backups", `store-${stamp}`);
}

/**
 * Writes one folder holding the database and the uploads. The database goes first and the uploads
 * after, so every upload a stored record names is in the copy. The manifest is written last.
 */
export async function createBackup(store: StoreLocation, folder: string): Promise<BackupManifest> {
  const existing = await readdir(folder).catch(() => []);
  if (existing.length > 0) throw new Error(`${folder} is not empty: give the backup a new folder.`);
  await mkdir(folder, { recursive: true });
  try {
    const manifest = await writeParts(store, folder);
    await writeManifest(folder, manifest);
    return manifest;
  } catch (error) {
    // The folder was empty or new: a failed backup leaves nothing that could pass for one.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function writeParts(store: StoreLocation, folder: string): Promise<BackupManifest> {
  // The time the database copy starts from: what a restore goes back to.
  const createdAt = new Date().toISOString();
  const database = store.databaseUrl ? "postgresql" : "embedded";
  if (store.databaseUrl) await dumpPostgres(store.databaseUrl, path.join(folder, POSTGRES_DUMP_FILE));
  else await backupEmbedded(embeddedFolderOf(store), path.join(folder, EMBEDDED_FOLDER));
  const copied = store.s3Bucket
    ? { files: 0, bytes: 0 }
    : await copyUploads(store.uploadsDir, path.join(folder, UPLOADS_FOLDER));
  return { format: 1, createdAt, database, uploads: store.s3Bucket ? "s3" : "folder", ...copied };
}
