import { drawTop } from "./garments";
import { letters } from "./lettering";
import type { Colorway } from "./palette";
import { jerseyName, jerseyNumber, jerseyPrint } from "./prints";
import { circle } from "./shapes";
import { type Doc, el, g, n, path, shade, use } from "./svg";

export const W = 1200;
export const H = 800;

/** A fill of diagonal stripes (pattern), e.g. for banners and bands. */
export function stripes(
  doc: Doc,
  color: string,
  gap: number,
  width: number,
  angle = 35,
  opacity = 1,
): string {
  return `url(#${doc.def((i) =>
    el(
      "pattern",
      {
        id: i,
        width: gap,
        height: gap,
        patternUnits: "userSpaceOnUse",
        patternTransform: `rotate(${angle})`,
      },
      el("rect", { width, height: gap, fill: color, "fill-opacity": opacity === 1 ? undefined : opacity }),
    ),
  )})`;
}

/** A diagonal band across the frame between x positions at the top (slanting right to left). */
export function band(x: number, width: number, slant: number, fill: string, opacity = 1): string {
  return path(`M${n(x)} 0h${n(width)}l${n(-slant)} ${H}h${n(-width)}Z`, {
    fill,
    opacity: opacity === 1 ? undefined : opacity,
  });
}

export function glow(doc: Doc, cx: number, cy: number, r: number, color: string, strength = 0.8): string {
  const fill = doc.radial([
    { at: 0, color, opacity: strength },
    { at: 0.35, color, opacity: strength * 0.35 },
    { at: 1, color, opacity: 0 },
  ]);
  return path(circle(cx, cy, r), { fill });
}

/** A stadium light tower: pole, lamp bank, glow and soft beams towards `aim`. */
export function lightTower(doc: Doc, x: number, y: number, s: number, aim: number): string {
  let lamps = "";
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++) lamps += circle(x - 40 * s + c * 20 * s, y + 12 * s + r * 20 * s, 7 * s);
  const beam = doc.linear([
    { at: 0, color: "#fff6d8", opacity: 0.28 },
    { at: 1, color: "#fff6d8", opacity: 0 },
  ]);
  return g(
    {},
    path(`M${n(x - 60 * s)} ${n(y + 30 * s)}L${n(aim - 260)} ${H}H${n(aim + 200)}Z`, { fill: beam }),
    path(`M${n(x - 4 * s)} ${n(y + 60 * s)}h${n(8 * s)}V${H}h${n(-8 * s)}Z`, { fill: "#1a2236" }),
    path(`M${n(x - 54 * s)} ${n(y)}h${n(108 * s)}v${n(68 * s)}h${n(-108 * s)}Z`, { fill: "#1a2236" }),
    path(lamps, { fill: "#fffbe8" }),
    glow(doc, x, y + 34 * s, 190 * s, "#fff1c4", 0.75),
  );
}

/** Mown-grass field seen in perspective from `horizon` to the bottom edge. */
export function field(doc: Doc, horizon: number, base: string, vanishX = W / 2): string {
  let stripesD = "";
  for (let i = -12; i <= 12; i += 2) {
    const bx = vanishX + i * 150;
    stripesD += `M${n(vanishX + i * 26)} ${horizon}L${n(vanishX + (i + 1) * 26)} ${horizon}L${n(bx + 150)} ${H}L${n(bx)} ${H}Z`;
  }
  const shadeFill = doc.linear([
    { at: 0, color: "#000", opacity: 0.5 },
    { at: 0.5, color: "#000", opacity: 0.1 },
    { at: 1, color: "#000", opacity: 0.35 },
  ]);
  return g(
    {},
    path(`M0 ${horizon}H${W}V${H}H0Z`, { fill: base }),
    path(stripesD, { fill: shade(base, 0.12) }),
    path(`M0 ${horizon}H${W}V${H}H0Z`, { fill: shadeFill }),
  );
}

export interface HeadlineLine {
  text: string;
  size: number;
  fill: string;
  /** Shadow colour for this line (defaults to the headline's). */
  shadow?: string;
}

/** Stacked condensed headline with a hard offset shadow. */
export function headline(
  x: number,
  y: number,
  lines: readonly HeadlineLine[],
  shadow: string,
  gap = 18,
): string {
  let out = "";
  let base = y;
  for (const line of lines) {
    base += line.size;
    out += letters(
      line.text,
      { x, y: base, size: line.size, weight: 24, condense: 0.8, tracking: 8, slant: 8 },
      { fill: line.fill, shadow: line.shadow ?? shadow, shadowOffset: Math.max(4, line.size * 0.06) },
    );
    base += gap;
  }
  return out;
}

/** Small tracked caption set in the light weight. */
export function caption(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  align: "start" | "middle" = "start",
): string {
  return letters(text, { x, y, size, weight: 15, tracking: 26, align }, { fill });
}

export function hanger(cx: number, y: number, s = 1): string {
  const d =
    `M${n(cx)} ${n(y + 40 * s)}V${n(y + 14 * s)}c0-16 ${n(22 * s)}-16 ${n(22 * s)} ${n(-2 * s)}` +
    `M${n(cx - 150 * s)} ${n(y + 88 * s)}L${n(cx)} ${n(y + 40 * s)}L${n(cx + 150 * s)} ${n(y + 88 * s)}`;
  return path(d, {
    fill: "none",
    stroke: "#c9ccd1",
    "stroke-width": 6 * s,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

function jerseyArt(doc: Doc, cw: Colorway, front: string): string {
  return drawTop(doc, { sleeve: "short", neck: "vneck", rib: false, boxy: false, wideSleeve: true }, cw, {
    front,
    trim: cw.accent === "#ffffff" ? cw.print : cw.accent,
  });
}

function place(cx: number, top: number, scale: number): string {
  return `translate(${n(cx - 400 * scale)} ${n(top - 80 * scale)}) scale(${scale})`;
}

/** A team jersey drawn in the 800x600 product frame, placed with its neck at (cx, top). */
export function jersey(
  doc: Doc,
  cw: Colorway,
  number: string,
  cx: number,
  top: number,
  scale: number,
): string {
  return g({ transform: place(cx, top, scale) }, jerseyArt(doc, cw, jerseyPrint(400, 240, number, cw)));
}

/** Several jerseys of one team: the garment is stored once and reused, numbers differ. */
export function jerseySet(
  doc: Doc,
  cw: Colorway,
  items: readonly { number: string; cx: number; top: number; scale: number }[],
): string {
  const id = doc.symbol(jerseyArt(doc, cw, jerseyName(400, 240, cw)));
  return items
    .map((it) =>
      g({ transform: place(it.cx, it.top, it.scale) }, use(id), jerseyNumber(400, 240, it.number, cw)),
    )
    .join("");
}

/** Full-frame vertical gradient background. */
export function sky(doc: Doc, top: string, bottom: string): string {
  return path(`M0 0H${W}V${H}H0Z`, {
    fill: doc.linear([
      { at: 0, color: top },
      { at: 1, color: bottom },
    ]),
  });
}

/** Subtle vignette to focus the centre. */
export function vignette(doc: Doc, strength = 0.45): string {
  const fill = doc.radial(
    [
      { at: 0.55, color: "#000", opacity: 0 },
      { at: 1, color: "#000", opacity: strength },
    ],
    0.5,
    0.5,
    0.75,
  );
  return path(`M0 0H${W}V${H}H0Z`, { fill });
}
