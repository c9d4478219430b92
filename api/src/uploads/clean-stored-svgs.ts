import {
  blogPosts,
  customArtworkSubmissions,
  type Database,
  images,
  products,
  proofs,
  quotes,
  websiteContent,
} from "@store/db";
import { type Column, eq, ilike, sql, type Table } from "drizzle-orm";
import { type FileStorage, isStorageKey, type StorageFolder, uploadUrl } from "../storage/storage";
import { cleanSvg } from "./svg-clean";

/**
 * Cleans the SVG drawings stored before uploads were cleaned (decision 032): every stored SVG a
 * row refers to is read from the storage and put through the same cleaning as a new upload. A
 * drawing that changes is saved under a new key, every row that names the old one is pointed at
 * the new one in one transaction, and then the old file is removed. A drawing that would have
 * nothing left is left as it is and reported. Run again, it finds nothing to clean. Decision 050.
 */

/** Text columns that may hold upload addresses (`/uploads/<key>`, alone, joined or inside HTML). */
const ADDRESS_COLUMNS: { what: string; table: Table; column: Column }[] = [
  { what: "product picture", table: products, column: products.imageUrl },
  { what: "blog picture", table: blogPosts, column: blogPosts.imageUrl },
  { what: "website content", table: websiteContent, column: websiteContent.contentValue },
  {
    what: "artwork request",
    table: customArtworkSubmissions,
    column: customArtworkSubmissions.uploadedDesignUrl,
  },
  { what: "proof", table: proofs, column: proofs.fileUrl },
];

/** A stored SVG's key inside any text: `/uploads/<key>`, ending where a key's characters end. */
const SVG_ADDRESS =
  /\/uploads\/((?:artwork|images|proofs)\/[A-Za-z0-9][A-Za-z0-9_-]*\.svg)(?![A-Za-z0-9_.-])/g;

export interface CleanedSvg {
  key: string;
  newKey: string;
  /** Where the file is referred to, e.g. "image library", "product picture". */
  places: string[];
}

export interface LeftSvg {
  key: string;
  reason: string;
  places: string[];
}

export interface CleanSvgsResult {
  checked: number;
  cleaned: CleanedSvg[];
  unreadable: LeftSvg[];
  /** Drawings the cleaning refuses (nothing left to draw, not well-formed, too detailed): left as they are. */
  refused: LeftSvg[];
  /** Old files that could not be removed after their rows moved on (they only waste space). */
  notRemoved: LeftSvg[];
}

/** Every stored SVG the database refers to, with the places that refer to it. */
async function referencedSvgs(db: Database): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const add = (key: string, place: string) => {
    if (!isStorageKey(key)) return;
    const places = found.get(key) ?? [];
    if (!places.includes(place)) places.push(place);
    found.set(key, places);
  };
  const library = await db
    .select({ key: images.storageKey })
    .from(images)
    .where(ilike(images.storageKey, "%.svg"));
  for (const { key } of library) add(key, "image library");

  const texts: { what: string; text: string | null }[] = [];
  for (const { what, table, column } of ADDRESS_COLUMNS) {
    const rows = await db
      .select({ text: sql<string | null>`${column}` })
      .from(table)
      .where(ilike(column, "%/uploads/%.svg%"));
    texts.push(...rows.map((row) => ({ what, text: row.text })));
  }
  const quoteFiles = await db
    .select({ text: sql<string>`${quotes.files}::text` })
    .from(quotes)
    .where(sql`${quotes.files}::text ilike ${"%/uploads/%.svg%"}`);
  texts.push(...quoteFiles.map((row) => ({ what: "quote file", text: row.text })));

  for (const { what, text } of texts) {
    for (const match of (text ?? "").matchAll(SVG_ADDRESS)) if (match[1]) add(match[1], what);
  }
  return found;
}

/** Points every row that names `oldKey` at `newKey`, in one transaction. */
async function pointRowsAt(db: Database, oldKey: string, newKey: string, size: number): Promise<void> {
  const [oldUrl, newUrl] = [uploadUrl(oldKey), uploadUrl(newKey)];
  await db.transaction(async (tx) => {
    await tx.update(images).set({ storageKey: newKey, size }).where(eq(images.storageKey, oldKey));
    for (const { table, column } of ADDRESS_COLUMNS) {
      await tx.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = replace(${column}, ${oldUrl}, ${newUrl}) where strpos(${column}, ${oldUrl}) > 0`,
      );
    }
    await tx.update(proofs).set({ fileSize: size }).where(eq(proofs.fileUrl, newUrl));
    await tx.execute(
      sql`update ${quotes} set files = replace(${quotes.files}::text, ${oldUrl}, ${newUrl})::jsonb where strpos(${quotes.files}::text, ${oldUrl}) > 0`,
    );
  });
}

async function readAll(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.read(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function cleanStoredSvgs(
  db: Database,
  storage: FileStorage,
  clean: (bytes: Uint8Array) => Promise<Uint8Array> = cleanSvg,
): Promise<CleanSvgsResult> {
  const result: CleanSvgsResult = { checked: 0, cleaned: [], unreadable: [], refused: [], notRemoved: [] };
  for (const [key, places] of await referencedSvgs(db)) {
    result.checked += 1;
    let bytes: Uint8Array | null;
    try {
      bytes = await readAll(storage, key);
    } catch (error) {
      result.unreadable.push({ key, reason: messageOf(error), places });
      continue;
    }
    if (!bytes) {
      result.unreadable.push({ key, reason: "no such file in the storage", places });
      continue;
    }
    let cleaned: Uint8Array;
    try {
      cleaned = await clean(bytes);
    } catch (error) {
      // Refused as an upload would be (an AppError), or the worker failed on it: left as it is.
      result.refused.push({ key, reason: messageOf(error), places });
      continue;
    }
    if (sameBytes(cleaned, bytes)) continue;

    const folder = key.slice(0, key.indexOf("/")) as StorageFolder;
    const { key: newKey } = await storage.save(folder, cleaned, "svg");
    try {
      await pointRowsAt(db, key, newKey, cleaned.byteLength);
    } catch (error) {
      await storage.remove(newKey).catch(() => {});
      throw error;
    }
    result.cleaned.push({ key, newKey, places });
    try {
      await storage.remove(key);
    } catch (error) {
      result.notRemoved.push({ key, reason: messageOf(error), places });
    }
  }
  return result;
}

/** The report's lines: one per file that was cleaned or left, then the summary. */
export function describeCleanSvgs(result: CleanSvgsResult): string[] {
  const where = (places: string[]) => places.join(", ");
  return [
    ...result.cleaned.map((f) => `cleaned ${f.key} -> ${f.newKey} (${where(f.places)})`),
    ...result.refused.map((f) => `refused ${f.key}, left as it is (${where(f.places)}): ${f.reason}`),
    ...result.unreadable.map((f) => `unreadable ${f.key} (${where(f.places)}): ${f.reason}`),
    ...result.notRemoved.map((f) => `old file ${f.key} could not be removed: ${f.reason}`),
    `Stored SVGs: checked ${result.checked}, cleaned ${result.cleaned.length}, unreadable ${result.unreadable.length}, refused ${result.refused.length}.`,
  ];
}
