import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type FileStorage, isStorageKey } from "../storage/storage";
import type { Logos, Picture } from "./og-card";

// The pictures a link-preview card shows: the store's logos and the thing's own picture, read from
// uploads or the web app's public files, never fetched from elsewhere.

/** The web app's public files in the source tree: pictures when the build is not there (tests, dev). */
const WEB_PUBLIC = path.resolve(fileURLToPath(import.meta.url), "../../../../web/public");
const PICTURE_TYPES: Record<string, Picture["type"]> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};
/** A larger picture is left out (the card shows the logo): the card must stay small and quick. */
const MAX_PICTURE_BYTES = 6 * 1024 * 1024;

export interface CardPicturesDeps {
  storage: FileStorage;
  webDistDir: string;
}

export function cardPictures({ storage, webDistDir }: CardPicturesDeps) {
  let logos: Logos | undefined;

  /** A public file of the web app: from the build, else from the source tree. */
  const publicFile = (url: string): Buffer | undefined => {
    if (!url.startsWith("/") || url.includes("..") || url.includes("\\")) return undefined;
    for (const dir of [webDistDir, WEB_PUBLIC]) {
      const file = path.join(dir, url);
      if (existsSync(file)) return readFileSync(file);
    }
    return undefined;
  };

  const logosOf = (): Logos => {
    logos ??= {
      onDark: publicFile("/logo-dark.svg")?.toString("utf8"),
      onLight: publicFile("/logo.svg")?.toString("utf8"),
    };
    return logos;
  };

  /** A picture by its address on the site: an upload, or a file of the web app. Never fetched remotely. */
  async function pictureAt(url: string | undefined): Promise<Picture | undefined> {
    const type = url && PICTURE_TYPES[url.slice(url.lastIndexOf(".") + 1).toLowerCase()];
    if (!url || !type) return undefined;
    if (url.startsWith("/uploads/")) {
      const key = url.slice("/uploads/".length);
      const file = isStorageKey(key) ? await storage.read(key) : null;
      if (!file) return undefined;
      if (file.size > MAX_PICTURE_BYTES) {
        await file.body.cancel();
        return undefined;
      }
      return { type, bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) };
    }
    const bytes = publicFile(url.split(/[?#]/)[0] ?? "");
    return bytes && bytes.length <= MAX_PICTURE_BYTES ? { type, bytes } : undefined;
  }

  return { pictureAt, logosOf };
}
