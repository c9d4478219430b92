import path from "node:path";
import { embeddedFolderOf, type StoreLocation } from "./backup";
import { assertEmbeddedStopped, restoreEmbedded } from "./embedded";
import {
  type BackupManifest,
  EMBEDDED_FOLDER,
  POSTGRES_DUMP_FILE,
  readManifest,
  UPLOADS_FOLDER,
  uploadedFiles,
} from "./manifest";
import { restorePostgres, storeConnections } from "./postgres";
import { replaceUploads } from "./uploads";

export interface RestorePlan {
  manifest: BackupManifest;
  /** What the restore replaces, in words, for the confirmation question. */
  replaces: string;
}

/**
 * Checks a restore can go ahead without changing anything: the folder is a finished backup, of the
 * database kind the store is configured for, and no store process is using the database.
 */
export async function planRestore(store: StoreLocation, folder: string): Promise<RestorePlan> {
  const manifest = await readManifest(folder);
  if (manifest.database === "embedded" && store.databaseUrl) {
    throw new Error(
      "This backup holds the embedded database, but DATABASE_URL points the store at PostgreSQL. " +
        "Unset DATABASE_URL to restore it into DATA_DIR.",
    );
  }
  if (manifest.database === "postgresql" && !store.databaseUrl) {
    throw new Error(
      "This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.",
    );
  }
  if (store.databaseUrl) {
    const running = await storeConnections(store.databaseUrl);
    if (running > 0) {
      throw new Error(
        `${running} connection(s) of running store processes use this database. Stop every store ` +
          "process (docker compose stop app-1 app-2, or your service manager) and run the restore again.",
      );
    }
  } else {
    // Throws DataFolderInUseError, naming the process, while the store runs.
    assertEmbeddedStopped(embeddedFolderOf(store));
  }
  const where = store.databaseUrl ? "the PostgreSQL database in DATABASE_URL" : embeddedFolderOf(store);
  const uploads =
    manifest.uploads === "folder"
      ? ` and every file in ${store.uploadsDir} (${uploadedFiles(manifest.files)} in the backup)`
      : "";
  return { manifest, replaces: `${where}${uploads}, with the backup made ${manifest.createdAt}` };
}

/** Puts a backup back: the database first, then the uploads folder (exactly the backup's files). */
export async function restoreBackup(store: StoreLocation, folder: string): Promise<BackupManifest> {
  const { manifest } = await planRestore(store, folder);
  if (store.databaseUrl) await restorePostgres(store.databaseUrl, path.join(folder, POSTGRES_DUMP_FILE));
  else await restoreEmbedded(path.join(folder, EMBEDDED_FOLDER), embeddedFolderOf(store));
  if (manifest.uploads === "folder")
    await replaceUploads(path.join(folder, UPLOADS_FOLDER), store.uploadsDir);
  return manifest;
}
