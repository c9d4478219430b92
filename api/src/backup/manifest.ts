import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Which database the store ran on; a backup restores only into the same kind. */
  database: "embedded" | "postgresql";
  /** "folder": the uploads are in `uploads/`; "s3": they live in the bucket, backed up by the provider. */
  uploads: "folder" | "s3";
  /** How many uploaded files and bytes the backup holds, shown again after a restore. */
  files: number;
  bytes: number;
}

export const MANIFEST_FILE = "manifest.json";
/** The embedded database's folder, copied as it is (the store stopped). */
export const EMBEDDED_FOLDER = "pglite";
/** pg_dump's custom format: compressed, restored table by table with pg_restore. */
export const POSTGRES_DUMP_FILE = "database.dump";
export const UPLOADS_FOLDER = "uploads";

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads a backup's manifest, saying plainly when the folder is not a (finished) backup. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch {
    throw new Error(
      `${folder} is not a store backup: it has no ${MANIFEST_FILE} (a backup that did not finish has none).`,
    );
  }
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== 1 || (manifest.database !== "embedded" && manifest.database !== "postgresql")) {
    throw new Error(`${folder}/${MANIFEST_FILE} is not a backup manifest this version of the store reads.`);
  }
  return manifest as BackupManifest;
}

/** "1 uploaded file", "3 uploaded files". */
export const uploadedFiles = (n: number) => `${n} uploaded file${n === 1 ? "" : "s"}`;
