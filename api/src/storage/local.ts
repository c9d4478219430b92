import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage, StorageFolder } from "./storage";

const KEY_PATTERN = /^(artwork|images|proofs)\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** Accepts only keys this storage generates, so no client-supplied text ever becomes a path. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files on the local disk under `root` (DATA_DIR/uploads), served at /uploads/<key>. */
export function localStorage(root: string): FileStorage {
  const pathFor = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async save(folder: StorageFolder, bytes: Uint8Array, extension: string) {
      const key = `${folder}/${randomUUID()}.${extension.toLowerCase()}`;
      const file = pathFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed when whole: a write that fails part-way (a full
      // disk) removes its piece, and a reader never sees half a file under a real key.
      const partial = `${file}.partial`;
      try {
        // "wx": never overwrite; a UUID collision would be a bug worth failing loudly on.
        await writeFile(partial, bytes, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, url: `/uploads/${key}` };
    },
    async remove(key: string) {
      await rm(pathFor(key), { force: true });
    },
    urlFor: (key: string) => `/uploads/${key}`,
  };
}
