import { letters } from "./lettering";
import { GOLD, NAVY } from "./palette";
import { circle, rect } from "./shapes";
import { type Doc, g, n, path, shade } from "./svg";

export const SWATCHES = [
  "#c21d2f",
  "#e2621b",
  "#f2a900",
  "#1f5a36",
  "#1f4fb8",
  "#0b2545",
  "#4c2c85",
  "#222326",
];

/** A fan of colour-guide chips pivoting at (x, y). */
export function swatchFan(x: number, y: number, s: number, colors: readonly string[] = SWATCHES): string {
  const step = 70 / Math.max(1, colors.length - 1);
  return g(
    { transform: `translate(${n(x)} ${n(y)}) scale(${s})` },
    ...colors.map((c, i) =>
      g(
        { transform: `rotate(${n(-80 + i * step)})` },
        path(rect(-26, -300, 52, 300, 8), { fill: "#fdfdfb", stroke: "#cfd3d8", "stroke-width": 1.5 }),
        path(rect(-22, -296, 44, 200, 5), { fill: c }),
        path("M-16 -80h32M-16 -68h22", { stroke: "#9aa1ab", "stroke-width": 3 }),
      ),
    ),
    path(circle(0, -14, 9), { fill: "#9aa1ab", stroke: "#6b7280", "stroke-width": 2 }),
  );
}

/** A stylus lying at an angle, tip at (x, y). */
export function stylus(x: number, y: number, angle: number, length: number): string {
  return g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
    path(`M0 0L22 -7H${n(length)}a7 7 0 0 1 0 14H22Z`, {
      fill: "#e5e7eb",
      stroke: "#9aa1ab",
      "stroke-width": 1.5,
    }),
    path("M0 0L22 -7V7Z", { fill: "#374151" }),
    path(`M${n(length * 0.55)} -7h${n(length * 0.12)}v14h${n(-length * 0.12)}Z`, { fill: GOLD }),
  );
}

/** A vector pen path with anchor points and handles, as shown in design software. */
export function penPath(
  d: string,
  anchors: readonly [number, number][],
  handles: readonly [number, number, number, number][],
): string {
  const handleD = handles.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join("");
  const dots = handles.map(([, , x2, y2]) => circle(x2, y2, 5)).join("");
  const boxes = anchors.map(([x, y]) => rect(x - 7, y - 7, 14, 14)).join("");
  return g(
    {},
    path(d, { fill: "none", stroke: "#38bdf8", "stroke-width": 3 }),
    path(handleD, { stroke: "#38bdf8", "stroke-width": 1.5 }),
    path(dots, { fill: "#38bdf8" }),
    path(boxes, { fill: "#fff", stroke: "#0284c7", "stroke-width": 2 }),
  );
}

/** Dashed selection box with eight handles. */
export function selection(x: number, y: number, w: number, h: number): string {
  const pts: [number, number][] = [
    [x, y],
    [x + w / 2, y],
    [x + w, y],
    [x + w, y + h / 2],
    [x + w, y + h],
    [x + w / 2, y + h],
    [x, y + h],
    [x, y + h / 2],
  ];
  return g(
    {},
    path(rect(x, y, w, h), { fill: "none", stroke: "#38bdf8", "stroke-width": 2, "stroke-dasharray": "8 6" }),
    path(pts.map(([px, py]) => rect(px - 7, py - 7, 14, 14)).join(""), {
      fill: "#fff",
      stroke: "#0284c7",
      "stroke-width": 2,
    }),
  );
}

/** Flat jersey front panel (template outline) centred on cx with its neck at `top`. */
export function panel(cx: number, top: number, s: number): string {
  const p = (x: number, y: number): string => `${n(cx + x * s)} ${n(top + y * s)}`;
  return (
    `M${p(-40, 0)}L${p(-110, 14)}L${p(-118, 34)}C${p(-100, 60)} ${p(-96, 90)} ${p(-104, 120)}L${p(-104, 330)}` +
    `L${p(104, 330)}L${p(104, 120)}C${p(96, 90)} ${p(100, 60)} ${p(118, 34)}L${p(110, 14)}L${p(40, 0)}L${p(0, 60)}Z`
  );
}

/** A tablet showing a jersey template in a design app. */
export function tablet(doc: Doc, x: number, y: number, w: number, h: number, screen: string): string {
  const clip = doc.clip(path(rect(x + 24, y + 24, w - 48, h - 48, 10)));
  return g(
    {},
    path(rect(x + 10, y + 16, w, h, 34), { fill: "#000", opacity: 0.3 }),
    path(rect(x, y, w, h, 34), { fill: "#1b1f27", stroke: "#3a3f4a", "stroke-width": 3 }),
    path(rect(x + 24, y + 24, w - 48, h - 48, 10), { fill: "#eef1f5" }),
    g({ "clip-path": `url(#${clip})` }, screen),
  );
}

/** Left toolbar of the design app. */
export function toolbar(x: number, y: number, h: number): string {
  let icons = "";
  for (let i = 0; i < 7; i++) icons += rect(x + 14, y + 20 + i * 52, 28, 28, 6);
  return (
    path(rect(x, y, 56, h), { fill: "#2a2f3a" }) +
    path(icons, { fill: "#5b6476" }) +
    path(rect(x + 14, y + 72, 28, 28, 6), { fill: "#38bdf8" })
  );
}

/** Ink drops in the four process colours. */
export function inkDrops(x: number, y: number, s: number): string {
  const drop = (cx: number, c: string): string =>
    path(
      `M${n(cx)} ${n(y - 40 * s)}C${n(cx + 26 * s)} ${n(y - 6 * s)} ${n(cx + 22 * s)} ${n(y + 22 * s)} ${n(cx)} ${n(y + 22 * s)}C${n(cx - 22 * s)} ${n(y + 22 * s)} ${n(cx - 26 * s)} ${n(y - 6 * s)} ${n(cx)} ${n(y - 40 * s)}Z`,
      { fill: c },
    );
  return (
    drop(x, "#00a3e0") +
    drop(x + 60 * s, "#e0218a") +
    drop(x + 120 * s, "#ffd100") +
    drop(x + 180 * s, "#1f2329")
  );
}

/** Colour chip with a code label. */
export function chip(x: number, y: number, color: string, label: string): string {
  return (
    path(rect(x, y, 120, 150, 8), { fill: "#fff", stroke: "#d6dae0", "stroke-width": 1.5 }) +
    path(rect(x + 8, y + 8, 104, 96, 4), { fill: color }) +
    letters(label, { x: x + 12, y: y + 132, size: 16, weight: 16, tracking: 14 }, { fill: shade(NAVY, 0.1) })
  );
}
