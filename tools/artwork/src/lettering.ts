import { n, path } from "./svg";

/**
 * A small athletic block alphabet drawn as centre-line skeletons on a 100-unit cap height.
 * Stroking the skeleton (bevel joins, square caps) gives chamfered varsity letters that render
 * the same everywhere, independent of the fonts installed on the viewer's machine.
 */
const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 56, d: "M0 100V26L16 0H40L56 26V100M0 56H56" },
  B: { w: 56, d: "M0 0H42L56 14V36L44 48L56 60V86L42 100H0ZM0 48H44" },
  C: { w: 56, d: "M56 28V0H0V100H56V72" },
  D: { w: 56, d: "M0 0H38L56 18V82L38 100H0Z" },
  E: { w: 52, d: "M52 0H0V100H52M0 48H40" },
  F: { w: 52, d: "M52 0H0V100M0 48H40" },
  G: { w: 62, d: "M62 22V0H0V100H62V62H42" },
  H: { w: 56, d: "M0 0V100M56 0V100M0 50H56" },
  I: { w: 0, d: "M0 0V100" },
  J: { w: 50, d: "M50 0V100H0V70" },
  K: { w: 56, d: "M0 0V100M56 0L14 48M14 48H20L56 100M0 48H20" },
  L: { w: 50, d: "M0 0V100H50" },
  M: { w: 72, d: "M0 100V0L36 46L72 0V100" },
  N: { w: 58, d: "M0 100V0L58 100V0" },
  O: { w: 56, d: "M0 0H56V100H0Z" },
  P: { w: 56, d: "M0 100V0H56V54H0" },
  Q: { w: 56, d: "M0 0H56V100H0ZM32 72L60 108" },
  R: { w: 56, d: "M0 100V0H56V50H0M30 50L56 100" },
  S: { w: 56, d: "M56 20V0H0V50H56V100H0V80" },
  T: { w: 56, d: "M0 0H56M28 0V100" },
  U: { w: 56, d: "M0 0V100H56V0" },
  V: { w: 58, d: "M0 0V56L29 100L58 56V0" },
  W: { w: 74, d: "M0 0V100L37 62L74 100V0" },
  X: { w: 58, d: "M0 0L58 100M58 0L0 100" },
  Y: { w: 58, d: "M0 0V28L29 56L58 28V0M29 56V100" },
  Z: { w: 56, d: "M0 0H56L0 100H56" },
  "0": { w: 56, d: "M0 0H56V100H0Z" },
  "1": { w: 28, d: "M0 18L28 0V100" },
  "2": { w: 56, d: "M0 24V0H56V44L0 100H56" },
  "3": { w: 56, d: "M0 0H56V100H0M16 50H56" },
  "4": { w: 58, d: "M44 100V0M0 0V62H58" },
  "5": { w: 56, d: "M56 0H0V48H56V100H0" },
  "6": { w: 56, d: "M56 0H0V100H56V50H0" },
  "7": { w: 56, d: "M0 0H56V18L22 100" },
  "8": { w: 56, d: "M0 0H56V100H0ZM0 50H56" },
  "9": { w: 56, d: "M56 50H0V0H56V100H0" },
  ".": { w: 0, d: "M0 94V100" },
  ",": { w: 8, d: "M8 90L0 112" },
  "-": { w: 32, d: "M0 54H32" },
  "/": { w: 40, d: "M0 100L40 0" },
  "'": { w: 0, d: "M0 0V24" },
  "&": { w: 64, d: "M64 100L8 34V10L18 0H38L48 10V28L6 62V88L18 100H42L64 74" },
};

export interface LetterOptions {
  /** Left, centre or right edge depending on `align`. */
  x: number;
  /** Baseline (bottom of the capitals). */
  y: number;
  /** Outer cap height in user units. */
  size: number;
  /** Stroke thickness relative to the 100-unit skeleton (12 light .. 30 heavy). */
  weight?: number;
  /** Horizontal squeeze of the skeleton (1 = regular). */
  condense?: number;
  /** Extra space between letters, in skeleton units. */
  tracking?: number;
  align?: "start" | "middle" | "end";
  /** Italic slant in degrees. */
  slant?: number;
  /** Vertical arch: centre letters rise by this many user units. */
  arch?: number;
  join?: "bevel" | "miter" | "round";
}

interface Layout {
  scale: number;
  width: number;
  weight: number;
}

function layout(text: string, o: LetterOptions): Layout {
  const weight = o.weight ?? 22;
  const condense = o.condense ?? 1;
  const tracking = o.tracking ?? 10;
  const scale = o.size / (100 + weight);
  let units = 0;
  const chars = [...text.toUpperCase()];
  chars.forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    const w = ch === " " ? 34 : (glyph?.w ?? 40) * condense + weight;
    units += w + (i < chars.length - 1 ? tracking : 0);
  });
  return { scale, width: units * scale, weight };
}

/** Width in user units of `text` set with the given options. */
export function measure(text: string, o: LetterOptions): number {
  return layout(text, o).width;
}

/** Returns the skeleton path data for `text`, already placed, slanted and arched. */
export function letterPath(text: string, o: LetterOptions): { d: string; strokeWidth: number } {
  const { scale, width, weight } = layout(text, o);
  const condense = o.condense ?? 1;
  const tracking = o.tracking ?? 10;
  const left = o.align === "middle" ? o.x - width / 2 : o.align === "end" ? o.x - width : o.x;
  const top = o.y - o.size;
  const slant = Math.tan(((o.slant ?? 0) * Math.PI) / 180);
  const arch = o.arch ?? 0;
  const mid = left + width / 2;
  const place = (gx: number, gy: number): [string, string] => {
    const ux = gx;
    const uy = top + (gy + weight / 2) * scale;
    const lift = arch === 0 ? 0 : arch * (1 - ((ux - mid) / (width / 2 || 1)) ** 2);
    return [n(ux + (o.y - uy) * slant), n(uy - lift)];
  };
  // Emits H/V where a point shares x or y with the previous one (shorter path data).
  let last: [string, string] = ["", ""];
  const emit = (cmd: string, p: [string, string]): string => {
    const out =
      cmd === "M"
        ? `M${p[0]} ${p[1]}`
        : p[1] === last[1]
          ? `H${p[0]}`
          : p[0] === last[0]
            ? `V${p[1]}`
            : `L${p[0]} ${p[1]}`;
    last = p;
    return out;
  };
  let pen = left;
  let d = "";
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (ch === " " || glyph === undefined) {
      pen += (34 + tracking) * scale;
      continue;
    }
    const tokens = glyph.d.match(/[MLHVZ]|-?\d+(?:\.\d+)?/g) ?? [];
    let cx = 0;
    let cy = 0;
    let i = 0;
    const num = (): number => Number(tokens[i++]);
    const gx = (v: number): number => pen + (weight / 2 + v * condense) * scale;
    while (i < tokens.length) {
      const cmd = tokens[i++];
      if (cmd === "Z") {
        d += "Z";
        continue;
      }
      if (cmd === "H") cx = num();
      else if (cmd === "V") cy = num();
      else {
        cx = num();
        cy = num();
      }
      d += emit(cmd === "M" ? "M" : "L", place(gx(cx), cy));
    }
    pen += (glyph.w * condense + weight + tracking) * scale;
  }
  return { d, strokeWidth: weight * scale };
}

export interface LetterStyle {
  fill: string;
  /** Optional outline colour and thickness (user units) drawn behind the letters. */
  outline?: string;
  outlineWidth?: number;
  /** Optional second outline outside the first (classic two-colour tackle twill). */
  outline2?: string;
  outline2Width?: number;
  /** Offset drop shadow colour. */
  shadow?: string;
  shadowOffset?: number;
  opacity?: number;
}

/** Renders lettering as one or more stroked paths. */
export function letters(text: string, o: LetterOptions, style: LetterStyle): string {
  const { d, strokeWidth } = letterPath(text, o);
  const join = o.join ?? "bevel";
  const base = { fill: "none", "stroke-linejoin": join, "stroke-linecap": "square" };
  const layers: string[] = [];
  const o1 = style.outlineWidth ?? strokeWidth * 0.35;
  const o2 = style.outline2Width ?? strokeWidth * 0.3;
  if (style.shadow !== undefined) {
    const off = style.shadowOffset ?? strokeWidth * 0.3;
    const extra = (style.outline ? o1 * 2 : 0) + (style.outline2 ? o2 * 2 : 0);
    layers.push(
      path(d, {
        ...base,
        stroke: style.shadow,
        "stroke-width": strokeWidth + extra,
        transform: `translate(${n(off)} ${n(off)})`,
      }),
    );
  }
  if (style.outline2 !== undefined) {
    layers.push(path(d, { ...base, stroke: style.outline2, "stroke-width": strokeWidth + 2 * (o1 + o2) }));
  }
  if (style.outline !== undefined) {
    layers.push(path(d, { ...base, stroke: style.outline, "stroke-width": strokeWidth + 2 * o1 }));
  }
  layers.push(path(d, { ...base, stroke: style.fill, "stroke-width": strokeWidth }));
  if (style.opacity !== undefined && style.opacity < 1) {
    return `<g opacity="${n(style.opacity)}">${layers.join("")}</g>`;
  }
  return layers.join("");
}
