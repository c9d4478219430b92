import { letters } from "./lettering";
import { GOLD, NAVY, WHITE } from "./palette";
import { circle, rect, star } from "./shapes";
import { type Doc, g, n, path, shade } from "./svg";

function soft(doc: Doc): string {
  return doc.sheen({ light: 0.45, fade: 0.5, rim: [[1, 0.28]], at: [0.35, 0.3, 0.8] });
}

export function stopwatch(doc: Doc, cx: number, cy: number, r: number, face: string, rim: string): string {
  let ticks = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = r * (i % 3 === 0 ? 0.7 : 0.76);
    ticks += `M${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * r * 0.84)} ${n(cy + Math.sin(a) * r * 0.84)}`;
  }
  return g(
    {},
    path(rect(cx - r * 0.16, cy - r * 1.32, r * 0.32, r * 0.3, 6), { fill: rim }),
    path(rect(cx - r * 0.26, cy - r * 1.42, r * 0.52, r * 0.16, 6), { fill: shade(rim, -0.2) }),
    g(
      { transform: `rotate(40 ${n(cx)} ${n(cy)})` },
      path(rect(cx - r * 0.1, cy - r * 1.22, r * 0.2, r * 0.22, 4), { fill: rim }),
    ),
    path(circle(cx, cy, r), { fill: rim }),
    path(circle(cx, cy, r * 0.88), { fill: face }),
    path(ticks, { stroke: NAVY, "stroke-width": r * 0.05, "stroke-linecap": "round" }),
    path(
      `M${n(cx - r * 0.5)} ${n(cy - r * 0.5)}A${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(cx + r * 0.7)} ${n(cy)}L${n(cx)} ${n(cy)}Z`,
      { fill: GOLD, opacity: 0.55 },
    ),
    path(`M${n(cx)} ${n(cy)}L${n(cx + r * 0.56)} ${n(cy - r * 0.36)}`, {
      stroke: "#c21d2f",
      "stroke-width": r * 0.06,
      "stroke-linecap": "round",
    }),
    path(circle(cx, cy, r * 0.08), { fill: NAVY }),
    path(circle(cx, cy, r), { fill: soft(doc) }),
  );
}

export function cone(x: number, y: number, s: number, color: string): string {
  return g(
    { transform: `translate(${n(x)} ${n(y)}) scale(${s})` },
    path("M-60 0h120v-14h-120Z", { fill: shade(color, -0.25) }),
    path("M-38 -14L-10 -120h20L38 -14Z", { fill: color }),
    path("M-28 -50h56l-6 -22h-44Z", { fill: WHITE, opacity: 0.9 }),
    path("M0 -120h10L38 -14H14Z", { fill: "#000", opacity: 0.14 }),
  );
}

export function orangeSlice(x: number, y: number, r: number, rot: number): string {
  let seg = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    seg += `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r * 0.82)} ${n(y + Math.sin(a) * r * 0.82)}`;
  }
  return g(
    { transform: `rotate(${rot} ${n(x)} ${n(y)})` },
    path(circle(x, y, r), { fill: "#f28c28" }),
    path(circle(x, y, r * 0.86), { fill: "#ffe2a8" }),
    path(circle(x, y, r * 0.8), { fill: "#ffb347" }),
    path(seg, { stroke: "#ffe2a8", "stroke-width": r * 0.07 }),
  );
}

export function apple(doc: Doc, x: number, y: number, r: number): string {
  return g(
    {},
    path(
      `M${n(x)} ${n(y - r * 0.7)}C${n(x - r * 1.3)} ${n(y - r * 1.3)} ${n(x - r * 1.3)} ${n(y + r * 0.9)} ${n(x - r * 0.2)} ${n(y + r)}Q${n(x)} ${n(y + r * 0.85)} ${n(x + r * 0.2)} ${n(y + r)}C${n(x + r * 1.3)} ${n(y + r * 0.9)} ${n(x + r * 1.3)} ${n(y - r * 1.3)} ${n(x)} ${n(y - r * 0.7)}Z`,
      { fill: "#d7263d" },
    ),
    path(
      `M${n(x)} ${n(y - r * 0.7)}C${n(x - r * 1.3)} ${n(y - r * 1.3)} ${n(x - r * 1.3)} ${n(y + r * 0.9)} ${n(x - r * 0.2)} ${n(y + r)}Q${n(x)} ${n(y + r * 0.85)} ${n(x + r * 0.2)} ${n(y + r)}C${n(x + r * 1.3)} ${n(y + r * 0.9)} ${n(x + r * 1.3)} ${n(y - r * 1.3)} ${n(x)} ${n(y - r * 0.7)}Z`,
      { fill: soft(doc) },
    ),
    path(`M${n(x)} ${n(y - r * 0.7)}q-2 ${n(-r * 0.4)} ${n(r * 0.1)} ${n(-r * 0.55)}`, {
      stroke: "#5b3a1a",
      "stroke-width": r * 0.1,
      fill: "none",
      "stroke-linecap": "round",
    }),
    path(
      `M${n(x + r * 0.08)} ${n(y - r * 0.9)}c${n(r * 0.2)} ${n(-r * 0.3)} ${n(r * 0.6)} ${n(-r * 0.3)} ${n(r * 0.7)} ${n(-r * 0.15)}c${n(-r * 0.2)} ${n(r * 0.3)} ${n(-r * 0.5)} ${n(r * 0.3)} ${n(-r * 0.7)} ${n(r * 0.15)}Z`,
      { fill: "#3aa655" },
    ),
  );
}

export function banana(x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${s})` },
    path("M-110 -20C-60 50 60 50 110 -20C112 -26 120 -30 124 -24C80 70 -80 74 -124 -10Z", {
      fill: "#f7d038",
    }),
    path("M-110 -20C-60 50 60 50 110 -20C60 36 -60 36 -110 -20Z", { fill: "#e0b020" }),
    path("M118 -24l10 -12l8 6l-8 10Z", { fill: "#6b4f1d" }),
    path("M-124 -10l-8 4l2 -8Z", { fill: "#3b2a10" }),
  );
}

export function sun(x: number, y: number, r: number): string {
  let rays = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 + 0.13;
    rays += `M${n(x + Math.cos(a) * r * 1.2)} ${n(y + Math.sin(a) * r * 1.2)}L${n(x + Math.cos(a) * r * 1.55)} ${n(y + Math.sin(a) * r * 1.55)}`;
  }
  return (
    path(rays, { stroke: "#ffd166", "stroke-width": r * 0.14, "stroke-linecap": "round" }) +
    path(circle(x, y, r), { fill: "#ffd166" })
  );
}

export function drop(x: number, y: number, s: number, color: string): string {
  return path(
    `M${n(x)} ${n(y - 30 * s)}C${n(x + 20 * s)} ${n(y - 4 * s)} ${n(x + 18 * s)} ${n(y + 18 * s)} ${n(x)} ${n(y + 18 * s)}C${n(x - 18 * s)} ${n(y + 18 * s)} ${n(x - 20 * s)} ${n(y - 4 * s)} ${n(x)} ${n(y - 30 * s)}Z`,
    { fill: color },
  );
}

export function megaphone(doc: Doc, x: number, y: number, s: number, color: string): string {
  return g(
    { transform: `translate(${n(x)} ${n(y)}) scale(${s}) rotate(-14)` },
    path("M-40 40l20 70h30l-10-70Z", { fill: shade(color, -0.35) }),
    path("M-80 -30h40v70h-40Z", { fill: NAVY }),
    path("M-40 -30L140 -110V120L-40 40Z", { fill: color }),
    path(rect(136, -116, 24, 242, 12), { fill: shade(color, -0.2) }),
    path("M-40 -30L140 -110V120L-40 40Z", { fill: soft(doc) }),
    path(star(50, 5, 26), { fill: WHITE }),
  );
}

export function calendar(
  x: number,
  y: number,
  w: number,
  month: string,
  day: string,
  accent: string,
): string {
  return g(
    {},
    path(rect(x + 8, y + 10, w, w * 1.05, 14), { fill: "#000", opacity: 0.18 }),
    path(rect(x, y, w, w * 1.05, 14), { fill: WHITE }),
    path(`M${x} ${y + 14}a14 14 0 0 1 14 -14h${n(w - 28)}a14 14 0 0 1 14 14v${n(w * 0.26)}h${n(-w)}Z`, {
      fill: accent,
    }),
    path(`M${n(x + w * 0.28)} ${y - 12}v28M${n(x + w * 0.72)} ${y - 12}v28`, {
      stroke: NAVY,
      "stroke-width": 10,
      "stroke-linecap": "round",
    }),
    letters(
      month,
      { x: x + w / 2, y: y + w * 0.21, size: w * 0.14, weight: 20, tracking: 20, align: "middle" },
      { fill: WHITE },
    ),
    letters(
      day,
      {
        x: x + w / 2,
        y: y + w * 0.88,
        size: w * 0.46,
        weight: 28,
        condense: 0.85,
        tracking: 12,
        align: "middle",
      },
      { fill: NAVY },
    ),
  );
}

/** A tape measure ribbon with tick marks, drawn along a quadratic curve. */
export function tape(d: string): string {
  return (
    path(d, { fill: "none", stroke: "#f7d038", "stroke-width": 26, "stroke-linecap": "round" }) +
    path(d, {
      fill: "none",
      stroke: NAVY,
      "stroke-width": 10,
      "stroke-dasharray": "2 10",
      opacity: 0.8,
      transform: "translate(0 -6)",
    })
  );
}

/** Soap bubbles for the care/laundry scene. */
export function bubbles(points: readonly [number, number, number][]): string {
  return points
    .map(
      ([x, y, r]) =>
        path(circle(x, y, r), { fill: "#fff", opacity: 0.18, stroke: "#fff", "stroke-width": 3 }) +
        path(
          `M${n(x - r * 0.5)} ${n(y - r * 0.2)}a${n(r * 0.55)} ${n(r * 0.55)} 0 0 1 ${n(r * 0.4)} ${n(-r * 0.35)}`,
          { fill: "none", stroke: "#fff", "stroke-width": 3, "stroke-linecap": "round" },
        ),
    )
    .join("");
}
