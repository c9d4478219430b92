import type { DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from "dompurify";
import { svgIsActive } from "./image-file";

/**
 * Uploaded SVG drawings are cleaned before they are stored: parsed as XML (as a browser reads an
 * .svg file), passed through DOMPurify's SVG profile on a jsdom document, then written out again as
 * XML. What survives is drawing only: shapes, paths, gradients, patterns, filters, text, the
 * viewBox, styles without imports or outside URLs, references to the drawing's own parts (#id) and
 * embedded raster pictures. Scripts, event handlers, animations that set handlers or links,
 * foreignObject, links to other addresses and anything outside the SVG namespace are removed.
 * Serving still adds nosniff and the sandboxing CSP (http/security-headers.ts) as a second wall.
 *
 * This runs in a worker thread (svg-worker.ts, started by svg-clean.ts): jsdom is large and slow,
 * and a detailed drawing takes seconds, which must not stall the server's other requests.
 */

const SVG_NS = "http://www.w3.org/2000/svg";

export const SVG_NOT_WELL_FORMED =
  "This SVG could not be read: it is not a well-formed SVG drawing. Save it again from your drawing program and upload that file.";
export const SVG_WITHOUT_NAMESPACE =
  'This SVG does not say it is an SVG drawing (its <svg> element lacks xmlns="http://www.w3.org/2000/svg"), so browsers would not show it. Save it again from your drawing program and upload that file.';
export const SVG_NOTHING_LEFT =
  "This SVG holds only scripts, event handlers or links to other sites, and nothing to draw once they are removed, so it cannot be uploaded.";
export const SVG_NOT_CLEANED =
  "This SVG could not be cleaned of scripts and links, so it cannot be uploaded.";

/** The few parts of jsdom's DOM this module uses (the api is typed without the DOM library). */
interface XmlAttribute {
  name: string;
  value: string;
}
interface XmlElement {
  namespaceURI: string | null;
  localName: string;
  textContent: string | null;
  attributes: ArrayLike<XmlAttribute>;
  firstElementChild: XmlElement | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
  getElementsByTagName(qualifiedName: string): ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}
interface SvgWindow {
  DOMParser: new () => {
    parseFromString(text: string, type: "image/svg+xml"): { documentElement: XmlElement | null };
  };
  XMLSerializer: new () => { serializeToString(node: XmlElement): string };
}
export interface Sanitizer {
  window: SvgWindow;
  purify: Purifier;
}

/** A file refused for what it holds; the message is for the person who uploaded it. */
export class SvgRefusal extends Error {}

/** One jsdom window and one DOMPurify for the thread; sanitize() runs synchronously, one at a time. */
export async function loadSanitizer(): Promise<Sanitizer> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const window = new JSDOM("").window as unknown as SvgWindow;
  const purify = createDOMPurify(window as never);
  purify.addHook("uponSanitizeAttribute", (node, data) => keepSafeAttribute(node as XmlElement, data));
  return { window, purify };
}

/**
 * The cleaned drawing, as UTF-8 bytes to store in place of the upload. Throws SvgRefusal for a
 * file that is not well-formed SVG, and for one with nothing left to draw once its active content
 * is removed.
 */
export function cleanSvgWith({ window, purify }: Sanitizer, bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const root = new window.DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  if (root?.localName !== "svg" || root.getElementsByTagName("parsererror").length > 0) {
    throw new SvgRefusal(SVG_NOT_WELL_FORMED);
  }
  if (root.namespaceURI !== SVG_NS) throw new SvgRefusal(SVG_WITHOUT_NAMESPACE);

  cleanStyleSheets(root);
  try {
    // In place: three times faster than a copy on jsdom, and the root <svg> is always allowed.
    purify.sanitize(root as never, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> reuses a part of the drawing; the attribute hook keeps only its #id references.
      ADD_TAGS: ["use"],
      IN_PLACE: true,
    });
  } catch {
    // DOMPurify refuses to clean in place a tree it cannot make safe: so do we.
    throw new SvgRefusal(SVG_NOT_CLEANED);
  }
  if (!drawsSomething(root)) throw new SvgRefusal(SVG_NOTHING_LEFT);
  const out = new TextEncoder().encode(new window.XMLSerializer().serializeToString(root));
  // A second, independent look (patterns over the text): anything it still finds means the
  // sanitiser missed something, and the file is refused rather than stored.
  if (svgIsActive(out)) throw new SvgRefusal(SVG_NOT_CLEANED);
  return out;
}

/** Elements that put something on the page; a drawing with none of them left is empty. */
const SHAPES = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text"];
/** These draw only what they point at: without their reference (removed as foreign) they are empty. */
const REFERENCES = ["image", "use"];

function drawsSomething(root: XmlElement): boolean {
  if (SHAPES.some((name) => root.getElementsByTagNameNS(SVG_NS, name).length > 0)) return true;
  return REFERENCES.some((name) =>
    Array.from(root.getElementsByTagNameNS(SVG_NS, name)).some((element) =>
      Array.from(element.attributes).some((attribute) => /(^|:)href$/i.test(attribute.name)),
    ),
  );
}

const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/** A URL as a browser's URL parser sees it: tabs and newlines dropped, controls and spaces trimmed. */
const urlAsParsed = (value: string) => {
  const url = value.replace(/[\t\n\r]/g, "");
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1;
  return url.slice(start, end);
};

/** Only references inside the drawing (#id), and raster pictures carried in the file itself. */
function allowedReference(element: XmlElement, value: string): boolean {
  const url = urlAsParsed(value);
  if (url.startsWith("#")) return true;
  const isPicture = element.localName === "image" || element.localName === "feImage";
  return isPicture && RASTER_DATA_URL.test(url);
}

function keepSafeAttribute(element: XmlElement, data: UponSanitizeAttributeHookEvent): void {
  const name = data.attrName.toLowerCase();
  if (name === "href" || name.endsWith(":href")) {
    if (!allowedReference(element, data.attrValue)) data.keepAttr = false;
    return;
  }
  if (name === "style") {
    const css = cleanCss(data.attrValue);
    if (css.trim()) data.attrValue = css;
    else data.keepAttr = false;
    return;
  }
  // Animations that would set a handler or a link (<set attributeName="onload">) are removed with
  // their elements; an allowed one that names such an attribute loses that attribute.
  if (name === "attributename" && /^\s*(on|([\w.-]+:)?href\b)/i.test(data.attrValue)) {
    data.keepAttr = false;
    return;
  }
  // fill="url(…)", filter="url(…)", mask, clip-path, markers: only the drawing's own parts.
  if (/url\s*\(/i.test(decodeCssEscapes(data.attrValue)) && !cssUrlsAllowed(data.attrValue)) {
    data.keepAttr = false;
  }
}

/** <style> sheets are cleaned before DOMPurify walks the tree (CDATA becomes plain text). */
function cleanStyleSheets(root: XmlElement): void {
  for (const style of Array.from(root.getElementsByTagNameNS(SVG_NS, "style"))) {
    style.textContent = cleanCss(style.textContent ?? "");
  }
}

const CSS_COMMENT = /\/\*[\s\S]*?(\*\/|$)/g;
const CSS_IMPORT = /@import\b[^;]*;?/gi;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
/** Loads from elsewhere or runs code in some browser; after escapes are decoded, none may remain. */
const CSS_FORBIDDEN =
  /@import|@namespace|expression\s*\(|(java|vb)script\s*:|-moz-binding|behaviou?r\s*:|image-set\s*\(|(^|[^\w-])image\s*\(/i;

/**
 * A style sheet or style attribute without imports and with url() only to the drawing's own parts
 * (or raster data). Each url() elsewhere becomes `none`, so its declaration draws nothing. If
 * something forbidden still shows once CSS escapes are decoded (`\75 rl(`), the whole sheet goes.
 */
export function cleanCss(css: string): string {
  const out = css
    .replace(CSS_COMMENT, "")
    .replace(CSS_IMPORT, "")
    .replace(CSS_URL, (whole, double?: string, single?: string, bare?: string) =>
      cssUrlAllowed(double ?? single ?? bare ?? "") ? whole : "none",
    );
  const decoded = decodeCssEscapes(out);
  return CSS_FORBIDDEN.test(decoded) || !cssUrlsAllowed(decoded) ? "" : out;
}

const cssUrlAllowed = (target: string) => {
  const url = urlAsParsed(target);
  return url.startsWith("#") || RASTER_DATA_URL.test(url);
};

/** Every url( in the text, closed or not (an unclosed one runs to the end of the sheet), is allowed. */
function cssUrlsAllowed(css: string): boolean {
  const decoded = decodeCssEscapes(css.replace(CSS_COMMENT, ""));
  for (const match of decoded.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!cssUrlAllowed(match[1] ?? "")) return false;
  }
  return true;
}

/** CSS escapes (`\75`, `\u`, `\(`) as the characters they stand for. */
function decodeCssEscapes(css: string): string {
  return css
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    })
    .replace(/\\\r?\n/g, "")
    .replace(/\\(.)/g, "$1");
}
