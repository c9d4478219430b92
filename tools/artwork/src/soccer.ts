import { circle } from "./shapes";
import { type Doc, g, n, path } from "./svg";

type V3 = [number, number, number];

const PHI = (1 + Math.sqrt(5)) / 2;

function cyclic(list: V3[]): V3[] {
  return list.flatMap(([x, y, z]) => [[x, y, z] as V3, [y, z, x] as V3, [z, x, y] as V3]);
}

function signs(base: V3): V3[] {
  const out: V3[] = [];
  for (const sx of base[0] === 0 ? [1] : [1, -1])
    for (const sy of base[1] === 0 ? [1] : [1, -1])
      for (const sz of base[2] === 0 ? [1] : [1, -1]) out.push([base[0] * sx, base[1] * sy, base[2] * sz]);
  return out;
}

function unit(v: V3): V3 {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
}

function dot(a: V3, b: V3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** Rotates about the x axis then the y axis. */
function rotate(v: V3, ax: number, ay: number): V3 {
  const [x, y, z] = v;
  const y1 = y * Math.cos(ax) - z * Math.sin(ax);
  const z1 = y * Math.sin(ax) + z * Math.cos(ax);
  return [x * Math.cos(ay) + z1 * Math.sin(ay), y1, -x * Math.sin(ay) + z1 * Math.cos(ay)];
}

const VERTICES: V3[] = cyclic([
  ...signs([0, 1, 3 * PHI]),
  ...signs([1, 2 + PHI, 2 * PHI]),
  ...signs([PHI, 2, 2 * PHI + 1]),
]).map(unit);

const PENTAGONS: V3[] = cyclic(signs([0, 1, PHI])).map(unit);
const HEXAGONS: V3[] = [...signs([1, 1, 1]), ...cyclic(signs([0, PHI, 1 / PHI]))].map(unit);

function face(center: V3, size: number): V3[] {
  return [...VERTICES].sort((a, b) => dot(b, center) - dot(a, center)).slice(0, size);
}

/** Truncated-icosahedron match ball, projected orthographically and shaded as a sphere. */
export function drawSoccerBall(doc: Doc, cx: number, cy: number, r: number, panel = "#111827"): string {
  const ax = 0.55;
  const ay = -0.38;
  // Points on the hidden half are pushed onto the rim so panels never fold over the edge.
  const project = (v: V3): [number, number] => {
    const p = rotate(v, ax, ay);
    if (p[2] >= 0) return [cx + p[0] * r, cy - p[1] * r];
    const len = Math.hypot(p[0], p[1]) || 1;
    return [cx + (p[0] / len) * r, cy - (p[1] / len) * r];
  };
  const polygon = (center: V3, size: number): string => {
    const c = rotate(center, ax, ay);
    if (c[2] < -0.3) return "";
    const verts = face(center, size).sort((a, b) => {
      const pa = rotate(a, ax, ay);
      const pb = rotate(b, ax, ay);
      return Math.atan2(pa[1] - c[1], pa[0] - c[0]) - Math.atan2(pb[1] - c[1], pb[0] - c[0]);
    });
    // Each seam bulges through the sphere surface: the control point makes the curve pass
    // through the projected midpoint of the edge.
    let d = "";
    verts.forEach((v, i) => {
      const w = verts[(i + 1) % verts.length] as V3;
      const [x0, y0] = project(v);
      const [x1, y1] = project(w);
      const [mx, my] = project(unit([(v[0] + w[0]) / 2, (v[1] + w[1]) / 2, (v[2] + w[2]) / 2]));
      if (i === 0) d += `M${n(x0)} ${n(y0)}`;
      d += `Q${n(2 * mx - (x0 + x1) / 2)} ${n(2 * my - (y0 + y1) / 2)} ${n(x1)} ${n(y1)}`;
    });
    return `${d}Z`;
  };
  const pents = PENTAGONS.map((c) => polygon(c, 5)).join("");
  const hexes = HEXAGONS.map((c) => polygon(c, 6)).join("");
  const clip = doc.clip(path(circle(cx, cy, r)));
  const light = doc.sheen({
    light: 0.5,
    fade: 0.45,
    shadow: "#0b2545",
    rim: [
      [0.85, 0.16],
      [1, 0.42],
    ],
    at: [0.36, 0.3, 0.78],
  });
  return g(
    {},
    path(circle(cx, cy, r), { fill: "#fbfbfa" }),
    g(
      { "clip-path": `url(#${clip})`, "stroke-linejoin": "round" },
      path(hexes, { fill: "none", stroke: "#aab1bb", "stroke-width": r * 0.012 }),
      path(pents, { fill: panel, stroke: "#aab1bb", "stroke-width": r * 0.012 }),
    ),
    path(circle(cx, cy, r), { fill: light }),
    path(circle(cx, cy, r), { fill: "none", stroke: "#9aa1ab", "stroke-width": 1.5 }),
  );
}
