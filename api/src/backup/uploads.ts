import { cp, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Copies the uploads folder; `.partial` files are writes in flight or left by a failure, never whole. */
export async function copyUploads(from: string, to: string): Promise<{ files: number; bytes: number }> {
  await mkdir(to, { recursive: true });
  let files = 0;
  let bytes = 0;
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(".partial")) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true });
    await cp(source, target, { preserveTimestamps: true, errorOnExist: true, force: false });
    files += 1;
    bytes += (await stat(source)).size;
  }
  return { files, bytes };
}

/**
 * Makes `target` hold exactly the backup's files: the copy is made beside it first and swapped in
 * with renames, so a restore that fails part-way leaves the current uploads as they were.
 */
export async function replaceUploads(backupUploads: string, target: string): Promise<void> {
  const incoming = `${target}.restoring`;
  const previous = `${target}.before-restore`;
  await rm(incoming, { recursive: true, force: true });
  await copyUploads(backupUploads, incoming);
  await rm(previous, { recursive: true, force: true });
  await rename(target, previous).catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  });
  await rename(incoming, target);
  await rm(previous, { recursive: true, force: true });
}
