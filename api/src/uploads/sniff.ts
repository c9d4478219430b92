/** A file kind recognised from its first bytes, whatever its name or declared type says. */
export interface SniffedType {
  mime: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Recognises JPEG, PNG, GIF, WebP, PDF and SVG by content; anything else is null. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) {
    return { mime: "image/gif", extension: "gif" };
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mime: "image/webp", extension: "webp" };
  }
  if (startsWith(bytes, ascii("%PDF-"))) return { mime: "application/pdf", extension: "pdf" };
  if (looksLikeSvg(bytes)) return { mime: "image/svg+xml", extension: "svg" };
  return null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).trimStart();
  const withoutProlog = head.replace(/^<\?xml[^>]*\?>\s*/i, "").replace(/^(<!--[\s\S]*?-->\s*)*/, "");
  return /^(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(withoutProlog);
}
