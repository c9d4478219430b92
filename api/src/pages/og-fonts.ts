import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The card's words are set in Oswald, the face of the site's headings. resvg takes font files
// (TrueType/OpenType) by path; @fontsource ships only WOFF/WOFF2, so the TTFs come from
// @expo-google-fonts/oswald (the same Google Fonts release, OFL).

const require = createRequire(import.meta.url);

export const OG_FONT_FAMILY = "Oswald";
const WEIGHTS = { 400: "400Regular", 500: "500Medium", 600: "600SemiBold", 700: "700Bold" } as const;
export type OgWeight = keyof typeof WEIGHTS;

const fontPath = (weight: OgWeight) =>
  require.resolve(`@expo-google-fonts/oswald/${WEIGHTS[weight]}/Oswald_${WEIGHTS[weight]}.ttf`);

/** The font files resvg loads (no system fonts: the card looks the same on every machine). */
export const ogFontFiles = (): string[] =>
  (Object.keys(WEIGHTS) as unknown as OgWeight[]).map((w) => fontPath(Number(w) as OgWeight));

/** Advance widths read from a TrueType font's cmap (format 4) and hmtx: enough to wrap lines. */
class FontMetrics {
  private readonly unitsPerEm: number;
  private readonly advances: number[] = [];
  private readonly glyphOf = new Map<number, number>();

  constructor(font: Buffer) {
    const tables = new Map<string, number>();
    const count = font.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      tables.set(font.toString("latin1", at, at + 4), font.readUInt32BE(at + 8));
    }
    const table = (tag: string) => {
      const offset = tables.get(tag);
      if (offset === undefined) throw new Error(`font has no ${tag} table`);
      return offset;
    };
    this.unitsPerEm = font.readUInt16BE(table("head") + 18);
    const metrics = font.readUInt16BE(table("hhea") + 34);
    const hmtx = table("hmtx");
    for (let g = 0; g < metrics; g++) this.advances.push(font.readUInt16BE(hmtx + g * 4));
    const cmap = table("cmap");
    let format4: number | undefined;
    for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
      const at = cmap + 4 + i * 8;
      const [platform, encoding] = [font.readUInt16BE(at), font.readUInt16BE(at + 2)];
      const sub = cmap + font.readUInt32BE(at + 4);
      if (font.readUInt16BE(sub) === 4 && (platform === 0 || (platform === 3 && encoding === 1)))
        format4 = sub;
    }
    if (format4 === undefined) throw new Error("font has no Unicode cmap");
    const segments = font.readUInt16BE(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = font.readUInt16BE(ends + s * 2);
      const start = font.readUInt16BE(starts + s * 2);
      const delta = font.readInt16BE(deltas + s * 2);
      const range = font.readUInt16BE(ranges + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (range === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + range + (code - start) * 2;
          const raw = font.readUInt16BE(at);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) this.glyphOf.set(code, glyph);
      }
    }
  }

  /** The width of `text` at `size` px, with `spacing` px between letters (no kerning: a little wide). */
  width(text: string, size: number, spacing = 0): number {
    let units = 0;
    let letters = 0;
    for (const char of text) {
      const glyph = this.glyphOf.get(char.codePointAt(0) ?? 0) ?? 0;
      units += this.advances[Math.min(glyph, this.advances.length - 1)] ?? 0;
      letters += 1;
    }
    return (units / this.unitsPerEm) * size + letters * spacing;
  }
}

const loaded = new Map<OgWeight, FontMetrics>();

/** The measure of Oswald at a weight, read once. */
export function oswald(weight: OgWeight): FontMetrics {
  let metrics = loaded.get(weight);
  if (!metrics) {
    metrics = new FontMetrics(readFileSync(fontPath(weight)));
    loaded.set(weight, metrics);
  }
  return metrics;
}
