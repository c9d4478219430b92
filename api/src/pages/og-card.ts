import { renderAsync } from "@resvg/resvg-js";
import { OG_FONT_FAMILY, type OgWeight, ogFontFiles, oswald } from "./og-fonts";

// A link preview card, 1200×630 as the crawlers ask (Facebook, iMessage, WhatsApp, Slack, X): the
// store's navy and gold (web/src/lib/theme.ts), the words in Oswald (the site's headings), the
// thing's own picture on a light panel behind a gold slash, and the logo. Drawn as SVG, rasterised
// to PNG by resvg (its own text layout with the bundled fonts: no system fonts, same everywhere).

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const NAVY = "#0b2545";
const NAVY_LIGHT = "#eaf1fb";
const GOLD = "#f2a900";
const GOLD_LIGHT = "#ffca64";

/** What a card says and shows. */
export interface CardContent {
  /** The small line above the title: what it is ("Shop · Hoodies", "Team store"). */
  eyebrow: string;
  title: string;
  /** A line under the title: a price, a closing time, a category. */
  subtitle?: string;
  /** The picture's address on the site ("/images/…", "/uploads/…"), read by the caller. */
  picture?: string;
}

/** A picture's bytes and media type, embedded in the card. */
export interface Picture {
  type: "image/svg+xml" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
  bytes: Uint8Array;
}

/** The store's logo for dark grounds (white words) and for light ones (navy words), as SVG text. */
export interface Logos {
  onDark?: string;
  onLight?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Characters XML 1.0 forbids (control codes) would make the whole card fail to parse.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

const dataUri = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

/**
 * An SVG picture as resvg may draw it: references to anything but its own parts or embedded
 * pictures are dropped, so a drawing can never make the renderer read a file of the server.
 */
export function inertSvg(svg: string): string {
  return svg.replace(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi, (attribute, quoted: string) => {
    const value = quoted.slice(1, -1).trim();
    return value.startsWith("#") || /^data:image\/(png|jpeg|gif|webp);/i.test(value) ? attribute : "";
  });
}

/** Words broken into lines no wider than `width`; a word longer than a line stays whole. */
function wrap(text: string, width: number, size: number, weight: OgWeight): string[] {
  const font = oswald(weight);
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.width(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens a line with an ellipsis until it fits. */
function ellipsis(line: string, width: number, size: number, weight: OgWeight, spacing = 0): string {
  const font = oswald(weight);
  if (font.width(line, size, spacing) <= width) return line;
  let words = line;
  while (words.length > 1 && font.width(`${words}…`, size, spacing) > width) {
    words = words.slice(0, -1).trimEnd();
  }
  return `${words.replace(/[,:;.\-–—]+$/, "")}…`;
}

const TITLE_SIZES = [84, 76, 68, 60, 54, 48, 44];
const TITLE_MAX_LINES = 3;

const LINE_HEIGHT = 1.12;

/** The title's lines and size: the largest size at which it fits in three lines and `height`. */
export function titleLines(title: string, width: number, height: number): { lines: string[]; size: number } {
  for (const size of TITLE_SIZES) {
    const lines = wrap(title, width, size, 600);
    const fits = lines.every((l) => oswald(600).width(l, size) <= width);
    const tall = lines.length * Math.round(size * LINE_HEIGHT);
    if (lines.length <= TITLE_MAX_LINES && fits && tall <= height) return { lines, size };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1] ?? 44;
  const lines = wrap(title, width, size, 600).slice(0, TITLE_MAX_LINES);
  const last = lines.length - 1;
  // More than three lines: the third ends in an ellipsis (and a word too long for a line is cut).
  const all = wrap(title, width, size, 600);
  lines[last] = ellipsis(
    all.length > TITLE_MAX_LINES ? `${lines[last]}…` : (lines[last] ?? ""),
    width,
    size,
    600,
  );
  return { lines: lines.map((l) => ellipsis(l, width, size, 600)), size };
}

const text = (
  x: number,
  y: number,
  size: number,
  weight: OgWeight,
  fill: string,
  words: string,
  extra = "",
) =>
  `<text x="${x}" y="${y}" font-family="${OG_FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(words)}</text>`;

// The light panel on the right, cut by a slash; the gold band runs along its edge.
const PANEL = "M700 0H1200V630H590Z";
const BAND = "M668 0H700L590 630H558Z";
const PICTURE_BOX = { x: 650, y: 40, width: 540, height: 550 };
/** Where the title starts, and where the words must end for the logo below them. */
const TITLE_TOP = 160;
const WORDS_BOTTOM = 470;
const SUBTITLE_GAP = 52;
const LEFT = 64;
const TEXT_WIDTH = 520;

/** The card as SVG text. */
export function cardSvg(content: CardContent, picture: Picture | undefined, logos: Logos): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<defs><clipPath id="panel"><path d="${PANEL}"/></clipPath>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#123766"/><stop offset="1" stop-color="${NAVY}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${NAVY_LIGHT}"/></radialGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#ground)"/>`,
    // Faint stripes, as on a jersey's sleeve.
    `<path d="M-40 630L200 0H236L-4 630ZM20 630L260 0H272L32 630Z" fill="#ffffff" opacity="0.035"/>`,
    `<path d="${PANEL}" fill="url(#glow)"/>`,
  ];
  if (picture) {
    const { x, y, width, height } = PICTURE_BOX;
    const href = dataUri(
      picture.type,
      picture.type === "image/svg+xml"
        ? Buffer.from(inertSvg(Buffer.from(picture.bytes).toString("utf8")))
        : picture.bytes,
    );
    parts.push(
      `<g clip-path="url(#panel)"><image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" xlink:href="${href}"/></g>`,
    );
  } else if (logos.onLight) {
    // No picture of its own: the store's logo, large, on the panel.
    parts.push(
      `<image x="${PICTURE_BOX.x + 10}" y="${PICTURE_BOX.y + 140}" width="${PICTURE_BOX.width - 20}" height="${PICTURE_BOX.height - 280}" preserveAspectRatio="xMidYMid meet" xlink:href="${dataUri("image/svg+xml", Buffer.from(logos.onLight))}"/>`,
    );
  }
  parts.push(`<path d="${BAND}" fill="${GOLD}"/>`);

  const eyebrow = ellipsis(content.eyebrow.toUpperCase(), TEXT_WIDTH, 26, 500, 4);
  parts.push(text(LEFT, 104, 26, 500, GOLD, eyebrow, ` letter-spacing="4"`));
  parts.push(`<rect x="${LEFT}" y="126" width="84" height="6" fill="${GOLD}"/>`);

  const room = WORDS_BOTTOM - TITLE_TOP - (content.subtitle ? SUBTITLE_GAP : 0);
  const { lines, size } = titleLines(content.title, TEXT_WIDTH, room);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  // Baselines: the first line's cap height below the top, then one line height apart.
  let y = TITLE_TOP + Math.round(size * 0.92);
  for (const line of lines) {
    parts.push(text(LEFT, y, size, 600, "#ffffff", line));
    y += lineHeight;
  }
  if (content.subtitle) {
    const subtitle = ellipsis(content.subtitle, TEXT_WIDTH, 34, 400);
    parts.push(text(LEFT, y - lineHeight + SUBTITLE_GAP + 8, 34, 400, GOLD_LIGHT, subtitle));
  }

  if (logos.onDark) {
    parts.push(
      `<image x="${LEFT}" y="502" width="330" height="88" preserveAspectRatio="xMinYMid meet" xlink:href="${dataUri("image/svg+xml", Buffer.from(logos.onDark))}"/>`,
    );
  } else {
    parts.push(text(LEFT, 560, 34, 700, "#ffffff", "CLANTON SPORTS APPAREL", ` letter-spacing="2"`));
  }
  parts.push("</svg>");
  return parts.join("");
}

/** The card as PNG bytes; drawn on libuv's threads, so the server keeps answering meanwhile. */
export async function drawCard(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: OG_WIDTH },
    font: { loadSystemFonts: false, fontFiles: ogFontFiles(), defaultFontFamily: OG_FONT_FAMILY },
    background: NAVY,
  });
  return image.asPng();
}
