import { AppError } from "../errors/app-error";
import { type SniffedType, sniffFileType } from "./sniff";
import { cleanSvg } from "./svg-clean";

/** What an upload path accepts, and the spec's words for each refusal. */
export interface UploadRules {
  maxBytes: number;
  /** Accepted kinds by MIME type, as recognised from the bytes (never the declared type). */
  allowedTypes: readonly string[];
  tooLarge: (fileName: string) => string;
  unsupported: (fileName: string) => string;
}

/** An upload that passed the rules: its bytes and the kind its bytes say it is. */
export interface CheckedUpload {
  /** The client's name, made safe to show in a message or a log (never used as a path). */
  displayName: string;
  /** What to store: the bytes as sent, or for an SVG the cleaned drawing (svg-clean.ts). */
  bytes: Uint8Array;
  type: SniffedType;
}

const MAX_DISPLAY_NAME = 80;

/**
 * The client's file name reduced to something safe to echo back: last path segment only, no
 * control or bidi-override characters, capped in length. It is for messages, never for paths.
 */
export function displayFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? "";
  const printable = lastSegment
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const short =
    [...printable].length > MAX_DISPLAY_NAME
      ? `${[...printable].slice(0, MAX_DISPLAY_NAME - 1).join("")}…`
      : printable;
  return short || "upload";
}

/**
 * Checks one uploaded file: the size first (from the part's length, before reading it), then the
 * kind from its first bytes. Too large → 413, any other kind → 400, each naming the file. An SVG,
 * on any path that accepts one, comes back cleaned of scripts, handlers and outside links.
 */
export async function checkUpload(file: File, rules: UploadRules): Promise<CheckedUpload> {
  refuseIfTooLarge(file, rules);
  const displayName = displayFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffFileType(bytes);
  if (!type || !rules.allowedTypes.includes(type.mime)) {
    throw AppError.badRequest(rules.unsupported(displayName));
  }
  const claimed = declaredKind(file);
  // A picture sent as a document, or a document as a picture, is refused; between picture formats
  // (a PNG named .gif) the bytes decide and the stored name follows them.
  if (claimed && isDocument(claimed.mime) !== isDocument(type.mime)) {
    throw AppError.badRequest(
      `File "${displayName}" is ${KIND_WORDS[type.mime] ?? "another kind of file"}, not ${KIND_WORDS[claimed.mime] ?? claimed.mime}. Choose the right file, or save it with its real type.`,
    );
  }
  if (type.mime === "image/svg+xml") return { displayName, bytes: await cleanSvg(bytes), type };
  return { displayName, bytes, type };
}

const KIND_WORDS: Record<string, string> = {
  "image/jpeg": "a JPEG image",
  "image/png": "a PNG image",
  "image/gif": "a GIF image",
  "image/webp": "a WebP image",
  "image/svg+xml": "an SVG image",
  "application/pdf": "a PDF",
};

const DECLARED_TYPES: Record<string, string> = {
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/png": "image/png",
  "image/x-png": "image/png",
  "image/gif": "image/gif",
  "image/webp": "image/webp",
  "image/svg+xml": "image/svg+xml",
  "application/pdf": "application/pdf",
  "application/x-pdf": "application/pdf",
};

const EXTENSIONS: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jpe: "image/jpeg",
  jfif: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

const isDocument = (mime: string) => mime === "application/pdf";

/**
 * The kind a file claims to be: its part's Content-Type when that names a kind, else its name's
 * extension; undefined when it claims nothing we know (no type, octet-stream, no extension). A
 * claim of a document over picture bytes (PNG bytes sent as "proof.pdf") is refused, not renamed.
 */
function declaredKind(file: File): { mime: string } | undefined {
  const declared = DECLARED_TYPES[file.type.split(";")[0]?.trim().toLowerCase() ?? ""];
  if (declared) return { mime: declared };
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  const byName = extension ? EXTENSIONS[extension] : undefined;
  return byName ? { mime: byName } : undefined;
}

/** Checks every file before any is used, so one bad file refuses the whole request. */
export async function checkUploads(files: readonly File[], rules: UploadRules): Promise<CheckedUpload[]> {
  // All sizes first: they are known without reading a byte.
  for (const file of files) refuseIfTooLarge(file, rules);
  const checked: CheckedUpload[] = [];
  for (const file of files) checked.push(await checkUpload(file, rules));
  return checked;
}

// The one size comparison of every upload path: a file of exactly maxBytes passes ("Max size is 10MB").
function refuseIfTooLarge(file: File, rules: UploadRules): void {
  if (file.size > rules.maxBytes) {
    throw AppError.payloadTooLarge(rules.tooLarge(displayFileName(file.name)));
  }
}
