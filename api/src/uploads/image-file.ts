import { type SniffedType, sniffFileType } from "./sniff";

/** The library takes pictures only; PDF is recognised by sniffFileType but is not an image. */
export const IMAGE_TYPES: readonly string[] = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/svg+xml",
];

/** The kind of image the bytes hold (never the name's or the browser's word for it), or null. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const sniffed = sniffFileType(bytes);
  return sniffed && IMAGE_TYPES.includes(sniffed.mime) ? sniffed : null;
}

// Entities are decoded first so `&#106;avascript:` or `&#60;script` cannot slip past the checks.
const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => safeCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]{1,7});?/g, (_, dec: string) => safeCodePoint(Number.parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
}

function safeCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
}

const ACTIVE_MARKUP = [
  /<([\w.-]+:)?script\b/i, // also a namespaced <svg:script>
  /<([\w.-]+:)?foreignObject\b/i,
  /<([\w.-]+:)?handler\b/i, // SVG Tiny's script element
  /(^|[\s"'/])on[\w:.-]+\s*=/i, // onload=, onclick = …
  /<!ENTITY/i, // entities can smuggle markup in past every check above
  /attributeName\s*=\s*["']?\s*(on|([\w.-]+:)?href\b)/i, // <set attributeName="onload" to="…">
  /@import/i, // a style sheet that loads another
  /url\(\s*["']?(?!\s*(#|data:image\/(png|jpeg|gif|webp)[;,]))/i, // CSS or paint from elsewhere
];
const HREF = /(^|[\s"'/])(?:[\w.-]+:)?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const SCRIPT_URL = /(java|vb)script:/i;

/**
 * True when an SVG's text holds scripts, event handlers, script URLs or references to other sites.
 * A pattern check over the text: uploads are cleaned by svg-clean.ts, and this second look at the
 * cleaned result refuses the file if the sanitiser left anything it recognises.
 */
export function svgIsActive(bytes: Uint8Array): boolean {
  const raw = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  for (const text of [raw, decodeEntities(raw)]) {
    if (ACTIVE_MARKUP.some((pattern) => pattern.test(text))) return true;
    // URL parsers drop tabs, newlines and controls, so "java\tscript:" still runs.
    if (SCRIPT_URL.test(text.replace(/[\s\p{Cc}]+/gu, ""))) return true;
    for (const match of text.matchAll(HREF)) {
      const target = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "").trim();
      if (!target.startsWith("#") && !/^data:image\/(png|jpeg|gif|webp)[;,]/i.test(target)) return true;
    }
  }
  return false;
}

/** Display names stay short enough for a table cell and a URL segment. */
export const MAX_IMAGE_NAME_LENGTH = 100;

/** A display name split so a "-N" suffix can go between the two parts. */
export interface ImageName {
  stem: string;
  extension: string;
}

/**
 * The display name for an upload: the client's file name reduced to a safe base name (no folders,
 * controls, leading dots or odd characters; spaces become "-"), ending in the sniffed extension.
 */
export function imageNameFrom(clientName: string, extension: string): ImageName {
  const base = clientName.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const stem = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "") // controls, bidi overrides, zero-width marks
    .trim()
    .replace(/\.[a-z0-9]{1,10}$/i, "")
    .replace(/\s+/gu, "-")
    .replace(/[^\p{L}\p{M}\p{N}._()-]/gu, "-") // nothing a URL reads specially
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.-]+|[.-]+$/g, "");
  return { stem: stem || "image", extension: extension.toLowerCase() };
}

/** "logo.png", then "logo-1.png", "logo-2.png"…; the stem is cut so the whole stays within the limit. */
export function imageNameWithSuffix({ stem, extension }: ImageName, n: number): string {
  const tail = `${n === 0 ? "" : `-${n}`}.${extension}`;
  const room = MAX_IMAGE_NAME_LENGTH - tail.length;
  const chars = Array.from(stem); // by code point, so a cut never splits an emoji in half
  const cut =
    chars.length > room
      ? chars
          .slice(0, room)
          .join("")
          .replace(/[.-]+$/, "")
      : stem;
  return `${cut || "image"}${tail}`;
}

/**
 * Whether a name could have come from imageNameFrom. Anything else (traversal, separators, NUL,
 * over-long) cannot name an image, so it is answered "not found" without asking the database.
 */
export function couldBeImageName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_IMAGE_NAME_LENGTH * 2 &&
    !name.startsWith(".") &&
    !name.includes("..") &&
    !/[/\\\p{Cc}\p{Cf}]/u.test(name)
  );
}
