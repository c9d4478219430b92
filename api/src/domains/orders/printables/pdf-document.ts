import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PassThrough, type Readable } from "node:stream";
import PDFDocument from "pdfkit";
import { stampSvg } from "./logo-stamp";
import { woffToSfnt } from "./woff-to-sfnt";

const require = createRequire(import.meta.url);

// WOFF from the @fontsource packages (SIL OFL), embedded and subset by pdfkit: every reader shows
// the same letters. Their WOFF2 files load too, but poppler draws those glyphs blank. Unpacked to
// TrueType once per process: pdfkit would otherwise inflate every table for every document.
const fontFiles = {
  body: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "@fontsource/inter/files/inter-latin-600-normal.woff",
  heading: "@fontsource/oswald/files/oswald-latin-600-normal.woff",
} as const;
export type FontName = keyof typeof fontFiles;

// Read once per process: a batch of 100 orders should not open the same files again.
let fonts: Record<FontName, Buffer> | undefined;
const loadFonts = () => {
  fonts ??= {
    body: woffToSfnt(readFileSync(require.resolve(fontFiles.body))),
    bold: woffToSfnt(readFileSync(require.resolve(fontFiles.bold))),
    heading: woffToSfnt(readFileSync(require.resolve(fontFiles.heading))),
  };
  return fonts;
};

// The site's logo (web/public/logo.svg, drawn by tools/artwork): vector, so it prints sharp.
let logo: string | undefined;
const logoSvg = () => {
  logo ??= readFileSync(new URL("./store-logo.svg", import.meta.url), "utf8");
  return logo;
};
export const LOGO_RATIO = 96 / 360;

/** Letter paper with half-inch margins; each order begins with `doc.addPage()`. */
export function letterDocument(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 40,
    autoFirstPage: false,
    info: { Title: title, Author: "Clanton Sports Apparel", Creator: "Clanton Sports Apparel admin" },
  });
  for (const [name, bytes] of Object.entries(loadFonts())) doc.registerFont(name, bytes);
  return doc;
}

/** The page's writing column between its margins: where a line starts, ends, and how wide it is. */
export function pageColumn(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  return { left, right, width: right - left };
}

/** Draws the store's logo with its top-left corner at (x, y). */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, width: number): void {
  stampSvg(doc, logoSvg(), x, y, width, width * LOGO_RATIO);
}

/**
 * The PDF as a stream: each item is drawn in its own turn of the event loop, so the first pages
 * are on their way to the client while later ones are drawn, and a large batch never holds the
 * process for its whole length. pdfkit hands out many tiny pieces; they leave in one chunk per
 * item. A drawing failure ends the stream with that error.
 */
export function streamDocument<T>(
  doc: PDFKit.PDFDocument,
  items: readonly T[],
  draw: (doc: PDFKit.PDFDocument, item: T) => void,
): Readable {
  const out = new PassThrough();
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length > 0) out.write(Buffer.concat(pending));
    pending = [];
  };
  doc.on("data", (chunk: Buffer) => pending.push(chunk));
  doc.on("end", () => {
    flush();
    out.end();
  });
  doc.on("error", (error) => out.destroy(error));
  void (async () => {
    try {
      for (const item of items) {
        draw(doc, item);
        flush();
        await new Promise((resolve) => setImmediate(resolve));
      }
      doc.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** The whole document as bytes (the bench and tests read it so). */
export async function pdfBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
