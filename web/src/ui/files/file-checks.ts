import { MAX_ARTWORK_FILES, MAX_FILE_BYTES } from "@store/api/contracts";

// The browser's checks only spare the visitor a wasted upload; the server checks every file's
// size and bytes again and is the judge.

/** What the form needs to know of a file; a File has all of it. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

const ACCEPTED_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/gif", "application/pdf"];
const ACCEPTED_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "pdf"];

/** The file picker's filter: JPEG, JPG, PNG, GIF and PDF (spec §9). */
export const ACCEPT_ATTRIBUTE = ".jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf";

/** Spec §5, word for word. */
export const tooLargeMessage = (file: string) => `File "${file}" is too large. Max size is 10MB.`;
/** Spec §5, word for word. */
export const unsupportedTypeMessage = (file: string) =>
  `File "${file}" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.`;
/** The server takes at most MAX_ARTWORK_FILES files per request; the spec names no limit. */
export const tooManyFilesMessage = (file: string) =>
  `File "${file}" was not added. You can attach up to ${MAX_ARTWORK_FILES} files.`;

const extensionOf = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";

/** True for the kinds the spec accepts. A file with no type (some systems) is judged by its name. */
export function isAcceptedType(file: Pick<FileFacts, "name" | "type">): boolean {
  const type = file.type.toLowerCase();
  if (type === "") return ACCEPTED_EXTENSIONS.includes(extensionOf(file.name));
  return ACCEPTED_TYPES.includes(type);
}

/** True for a picture the browser can preview (not a PDF). */
export const isImage = (file: Pick<FileFacts, "name" | "type">) =>
  isAcceptedType(file) &&
  (file.type.startsWith("image/") || ["jpg", "jpeg", "png", "gif"].includes(extensionOf(file.name)));

/** The spec's message for a file the form cannot take, or null when it may be attached. */
export function fileProblem(file: FileFacts): string | null {
  // Size first, as the server checks it: it is known without reading the file.
  if (file.size > MAX_FILE_BYTES) return tooLargeMessage(file.name);
  if (!isAcceptedType(file)) return unsupportedTypeMessage(file.name);
  return null;
}

const sameFile = (a: FileFacts, b: FileFacts) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The attached files after the visitor picks or drops `incoming`: rejected files are skipped with
 * one message each, the rest are kept; a file already attached is not added twice.
 */
export function addFiles<T extends FileFacts>(current: readonly T[], incoming: readonly T[]) {
  const files = [...current];
  const messages: string[] = [];
  for (const file of incoming) {
    const problem = fileProblem(file);
    if (problem) messages.push(problem);
    else if (files.some((kept) => sameFile(kept, file))) continue;
    else if (files.length >= MAX_ARTWORK_FILES) messages.push(tooManyFilesMessage(file.name));
    else files.push(file);
  }
  return { files, messages };
}

/** How many first bytes tell the accepted kinds apart. */
export const HEAD_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** What a file's first bytes say it is, among the kinds the form takes, or null for none of them. */
export function kindOfBytes(head: Uint8Array): "image" | "pdf" | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image"; // JPEG
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image"; // PNG
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return "image"; // GIF8
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  return null;
}

/** What is wrong with an attached file whose bytes are not what it claims; the server says the same. */
export const unreadableMessage = (file: string) =>
  `"${file}" is not a picture or PDF inside. Remove it and choose the real file.`;

/**
 * The problem with a file's content, from its first bytes, or null: a "picture" must really be one
 * (a renamed text file called fake.png would show a broken thumbnail and be refused by the server).
 */
export function contentProblem(file: Pick<FileFacts, "name" | "type">, head: Uint8Array): string | null {
  const kind = kindOfBytes(head);
  if (kind === null) return unreadableMessage(file.name);
  if ((kind === "image") !== isImage(file)) return unreadableMessage(file.name);
  return null;
}

/** The files field's message while an attached file has a problem: the form is not sent. */
export const removeFirstMessage = (files: readonly string[]) =>
  files.length === 1
    ? `Remove "${files[0]}" before sending: it is not a picture or PDF that can be opened.`
    : `Remove ${files.map((name) => `"${name}"`).join(", ")} before sending: they are not pictures or PDFs that can be opened.`;

/** The problem with a file's content, read from its first bytes; a file that cannot be read has one. */
export async function readContentProblem(file: File): Promise<string | null> {
  try {
    return contentProblem(file, new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  } catch {
    return contentProblem(file, new Uint8Array());
  }
}
