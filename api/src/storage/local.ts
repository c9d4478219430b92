import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type FileStorage, isStorageKey, newStorageKey, type StorageFolder, uploadUrl } from "./storage";

/** Files on the local disk under `root` (DATA_DIR/uploads), served at /uploads/<key>. */
export function localStorage(root: string): FileStorage {
  const pathFor = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async save(folder: StorageFolder, bytes: Uint8Array, extension: string) {
      const key = newStorageKey(folder, extension, randomUUID());
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
      return { key, url: uploadUrl(key) };
    },
    async read(key: string) {
      if (!isStorageKey(key)) return null;
      const file = pathFor(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    },
    async remove(key: string) {
      await rm(pathFor(key), { force: true });
    },
    urlFor: uploadUrl,
  };
}
