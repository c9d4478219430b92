import { MAX_ARTWORK_FILES, MAX_FILE_BYTES } from "@store/api/common/uploads";

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
