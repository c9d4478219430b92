import { letterPath, letters, measure } from "./lettering";
import { circle, rect, star } from "./shapes";
import { type Doc, el, g, n, path } from "./svg";

/*
 * Graphic marks for the stock designs: crests, numbers and emblems placed on the garment front.
 */

/** A heater shield `w` wide and `h` tall with its top edge at `top`. */
export function shield(cx: number, top: number, w: number, h: number): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const b = top + h;
  return (
    `M${n(l)} ${n(top)}H${n(r)}V${n(top + h * 0.42)}` +
    `C${n(r)} ${n(top + h * 0.75)} ${n(cx + w * 0.22)} ${n(b - h * 0.1)} ${n(cx)} ${n(b)}` +
    `C${n(cx - w * 0.22)} ${n(b - h * 0.1)} ${n(l)} ${n(top + h * 0.75)} ${n(l)} ${n(top + h * 0.42)}Z`
  );
}

export interface CrestColors {
  field: string;
  edge: string;
  ink: string;
}

/** A shield crest with a contrasting edge, stitched border and initials or a star. */
export function crest(cx: number, top: number, w: number, c: CrestColors, mark: string): string {
  const h = w * 1.18;
  const inset = w * 0.09;
  const size = w * 0.36;
  const body =
    mark === "*"
      ? path(star(cx, top + h * 0.42, w * 0.26), { fill: c.ink })
      : letters(
          mark,
          { x: cx, y: top + h * 0.42 + size / 2, size, weight: 24, align: "middle" },
          { fill: c.ink },
        );
  return (
    path(shield(cx, top, w, h), { fill: c.edge }) +
    path(shield(cx, top + inset, w - inset * 2, h - inset * 2.2), { fill: c.field }) +
    path(shield(cx, top + inset * 1.7, w - inset * 3.4, h - inset * 3.6), {
      fill: "none",
      stroke: c.edge,
      "stroke-width": 1.6,
      "stroke-dasharray": "4 3",
    }) +
    body
  );
}

/** A three-point crown sitting on `baseY`. */
export function crown(cx: number, baseY: number, w: number, color: string): string {
  const h = w * 0.55;
  const l = cx - w / 2;
  const d =
    `M${n(l)} ${n(baseY)}L${n(l - w * 0.04)} ${n(baseY - h)}L${n(cx - w * 0.25)} ${n(baseY - h * 0.45)}` +
    `L${n(cx)} ${n(baseY - h * 1.15)}L${n(cx + w * 0.25)} ${n(baseY - h * 0.45)}L${n(cx + w * 0.54)} ${n(baseY - h)}` +
    `L${n(cx + w / 2)} ${n(baseY)}Z`;
  const jewels =
    circle(l - w * 0.04, baseY - h - 4, 5) +
    circle(cx, baseY - h * 1.15 - 5, 6) +
    circle(cx + w * 0.54, baseY - h - 4, 5);
  return path(d + jewels, { fill: color }) + path(rect(l, baseY - 8, w, 8), { fill: color, opacity: 0.7 });
}

// Segments of a scoreboard digit: a b c d e f g, lit per digit.
const SEGMENTS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abdeg",
  "3": "abcdg",
  "4": "bcfg",
  "5": "acdfg",
  "6": "acdefg",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
};

/** Seven-segment scoreboard digits: lit segments in `on`, the others faintly in `off`. */
export function scoreboard(
  text: string,
  cx: number,
  top: number,
  h: number,
  on: string,
  off: string,
): string {
  const w = h * 0.52;
  const t = h * 0.11;
  const gap = h * 0.16;
  const total = text.length * w + (text.length - 1) * gap;
  const seg = (x: number, y: number, horizontal: boolean, len: number): string => {
    const k = t / 2;
    return horizontal
      ? `M${n(x)} ${n(y)}l${n(k)} ${n(-k)}h${n(len - t)}l${n(k)} ${n(k)}l${n(-k)} ${n(k)}h${n(t - len)}Z`
      : `M${n(x)} ${n(y)}l${n(k)} ${n(k)}v${n(len - t)}l${n(-k)} ${n(k)}l${n(-k)} ${n(-k)}v${n(t - len)}Z`;
  };
  let lit = "";
  let dim = "";
  [...text].forEach((ch, i) => {
    const x = cx - total / 2 + i * (w + gap);
    const half = h / 2;
    const parts: Record<string, string> = {
      a: seg(x + 2, top, true, w - 4),
      b: seg(x + w, top + 2, false, half - 4),
      c: seg(x + w, top + half + 2, false, half - 4),
      d: seg(x + 2, top + h, true, w - 4),
      e: seg(x, top + half + 2, false, half - 4),
      f: seg(x, top + 2, false, half - 4),
      g: seg(x + 2, top + half, true, w - 4),
    };
    const on = SEGMENTS[ch] ?? "";
    for (const [key, d] of Object.entries(parts)) {
      if (on.includes(key)) lit += d;
      else dim += d;
    }
  });
  return path(dim, { fill: off }) + path(lit, { fill: on });
}

/** A number cut like a stencil: horizontal bridges break each stroke. */
export function stencilNumber(
  doc: Doc,
  text: string,
  cx: number,
  y: number,
  size: number,
  color: string,
): string {
  const options = { x: cx, y, size, weight: 26, condense: 0.86, tracking: 22, align: "middle" as const };
  const { d, strokeWidth } = letterPath(text, options);
  let bridges = "";
  for (const k of [0.28, 0.72]) bridges += rect(cx - 400, y - size * k - 3, 800, 6);
  const mask = doc.def((i) =>
    el(
      "mask",
      { id: i, maskUnits: "userSpaceOnUse", x: 0, y: 0, width: 800, height: 600 },
      path("M0 0h800v600H0Z", { fill: "#fff" }) + path(bridges, { fill: "#000" }),
    ),
  );
  return g(
    { mask: `url(#${mask})` },
    path(d, {
      fill: "none",
      stroke: color,
      "stroke-width": strokeWidth,
      "stroke-linejoin": "miter",
      "stroke-linecap": "square",
    }),
  );
}

/** A ball diamond: base paths, bases, home plate and mound, fading downwards. */
export function diamond(doc: Doc, cx: number, cy: number, r: number, color: string): string {
  const fade = doc.linear(
    [
      { at: 0, color, opacity: 1 },
      { at: 1, color, opacity: 0 },
    ],
    0,
    cy - r,
    0,
    cy + r * 1.15,
    true,
  );
  const bases = [
    [cx, cy - r],
    [cx + r, cy],
    [cx - r, cy],
  ]
    .map(([x = 0, y = 0]) => rect(x - 9, y - 9, 18, 18))
    .join("");
  return g(
    {},
    path(`M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r)} ${n(cy)}Z`, {
      fill: "none",
      stroke: fade,
      "stroke-width": 7,
    }),
    path(
      `M${n(cx - r * 1.25)} ${n(cy + r * 0.25)}Q${n(cx)} ${n(cy - r * 1.9)} ${n(cx + r * 1.25)} ${n(cy + r * 0.25)}`,
      { fill: "none", stroke: fade, "stroke-width": 3 },
    ),
    path(bases, { fill: color }),
    path(circle(cx, cy, r * 0.12), { fill: fade }),
  );
}

/** A stadium light bank with a starburst of light around it. */
export function stadiumLight(cx: number, cy: number, s: number, glow: string): string {
  let lamps = "";
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) lamps += circle(cx - 27 * s + c * 18 * s, cy - 16 * s + r * 16 * s, 6 * s);
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const len = (i % 2 === 0 ? 120 : 70) * s;
    const w = 0.05;
    rays += `M${n(cx)} ${n(cy)}L${n(cx + len * Math.cos(a - w))} ${n(cy + len * Math.sin(a - w))}`;
    rays += `L${n(cx + len * Math.cos(a + w))} ${n(cy + len * Math.sin(a + w))}Z`;
  }
  return (
    path(rays, { fill: glow, opacity: 0.55 }) +
    path(rect(cx - 38 * s, cy - 27 * s, 76 * s, 54 * s, 4 * s), {
      fill: "#1a2236",
      stroke: glow,
      "stroke-width": 2,
    }) +
    path(lamps, { fill: "#fffbe8" }) +
    path(`M${n(cx - 3 * s)} ${n(cy + 27 * s)}h${n(6 * s)}v${n(120 * s)}h${n(-6 * s)}Z`, {
      fill: "#1a2236",
      opacity: 0.6,
    })
  );
}

/** Slanted team lettering with a tail that sweeps back under it from the last letter. */
export function tailSweep(
  word: string,
  cx: number,
  y: number,
  size: number,
  fill: string,
  outline: string,
): string {
  const o = {
    x: cx,
    y,
    size,
    weight: 22,
    condense: 0.78,
    tracking: 6,
    align: "middle" as const,
    slant: 14,
    arch: 10,
  };
  const w = measure(word, o);
  const end = cx + w / 2;
  const tail =
    `M${n(end - 6)} ${n(y + 4)}C${n(end + 30)} ${n(y + 14)} ${n(end - 40)} ${n(y + 30)} ${n(cx - w * 0.35)} ${n(y + 26)}` +
    `L${n(cx - w * 0.5)} ${n(y + 34)}L${n(cx - w * 0.3)} ${n(y + 18)}C${n(end - 50)} ${n(y + 20)} ${n(end + 6)} ${n(y + 14)} ${n(end - 6)} ${n(y + 4)}Z`;
  return (
    path(tail, { fill, stroke: outline, "stroke-width": 3, "stroke-linejoin": "round" }) +
    letters(word, o, { fill, outline, outlineWidth: 3 })
  );
}

/** A dashed placeholder where a sponsor's logo goes. */
export function sponsorBox(cx: number, cy: number, w: number, h: number, color: string): string {
  return (
    path(rect(cx - w / 2, cy - h / 2, w, h, 8), {
      fill: "none",
      stroke: color,
      "stroke-width": 2.5,
      "stroke-dasharray": "9 6",
    }) +
    letters(
      "SPONSOR",
      { x: cx, y: cy + 8, size: 16, weight: 18, tracking: 28, align: "middle" },
      { fill: color, opacity: 0.85 },
    )
  );
}

/** Basketball court markings: the key, free-throw circle and three-point arc rising from the hem. */
export function courtLines(hemY: number, color: string): string {
  const key = `M335 ${hemY}V${hemY - 150}H465V${hemY}`;
  const ft = `M335 ${hemY - 150}a65 65 0 0 1 130 0`;
  const ftDash = `M465 ${hemY - 150}a65 65 0 0 1 -130 0`;
  const three = `M212 ${hemY - 30}L212 ${hemY - 70}C230 ${hemY - 290} 570 ${hemY - 290} 588 ${hemY - 70}L588 ${hemY - 30}`;
  const attrs = { fill: "none", stroke: color, "stroke-width": 5 };
  return path(key + ft + three, attrs) + path(ftDash, { ...attrs, "stroke-dasharray": "12 10" });
}
