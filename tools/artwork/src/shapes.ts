import { n, type Pt, pt } from "./svg";

/** One segment of a path: a line, or a cubic/quadratic curve (controls then end point). */
export type Seg = readonly [Pt] | readonly [Pt, Pt] | readonly [Pt, Pt, Pt];

function segment(s: Seg): string {
  if (s.length === 1) return `L${pt(s[0])}`;
  if (s.length === 2) return `Q${pt(s[0])} ${pt(s[1])}`;
  return `C${pt(s[0])} ${pt(s[1])} ${pt(s[2])}`;
}

/** Open path data from a start point through segments. */
export function open(start: Pt, segs: readonly Seg[]): string {
  return `M${pt(start)}${segs.map(segment).join("")}`;
}

/**
 * Builds a closed left-right symmetric outline. `segs` trace the left half from `start`
 * (on the axis, usually at the top) round to a point on the axis (usually at the bottom);
 * the right half is mirrored and traced back.
 */
export function mirrored(cx: number, start: Pt, segs: readonly Seg[]): string {
  const flip = (p: Pt): Pt => [2 * cx - p[0], p[1]];
  const points: Pt[] = [start];
  for (const s of segs) points.push(s[s.length - 1] as Pt);
  let d = open(start, segs);
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] as Seg;
    const from = points[i] as Pt;
    if (s.length === 1) d += `L${pt(flip(from))}`;
    else if (s.length === 2) d += `Q${pt(flip(s[0]))} ${pt(flip(from))}`;
    else d += `C${pt(flip(s[1]))} ${pt(flip(s[0]))} ${pt(flip(from))}`;
  }
  return `${d}Z`;
}

/** Mirrors path data horizontally about x = cx (absolute M/L/C/Q/H/V/Z/A commands only). */
export function flipX(d: string, cx: number): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let out = "";
  let cmd = "";
  let index = 0;
  for (const tok of tokens) {
    if (/[A-Za-z]/.test(tok)) {
      cmd = tok;
      index = 0;
      out += tok;
      continue;
    }
    let v = Number(tok);
    if (cmd === "H" || ((cmd === "M" || cmd === "L" || cmd === "C" || cmd === "Q") && index % 2 === 0)) {
      v = 2 * cx - v;
    } else if (cmd === "A") {
      const k = index % 7;
      if (k === 4) v = v === 0 ? 1 : 0;
      if (k === 5) v = 2 * cx - v;
    }
    out += `${/[A-Za-z]$/.test(out) ? "" : " "}${n(v)}`;
    index++;
  }
  return out;
}

export function star(cx: number, cy: number, r: number, inner = 0.42, points = 5, rot = -90): string {
  let d = "";
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    d += `${i === 0 ? "M" : "L"}${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`;
  }
  return `${d}Z`;
}

export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  const k = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + k)} ${n(y)}h${n(w - 2 * k)}a${n(k)} ${n(k)} 0 0 1 ${n(k)} ${n(k)}v${n(h - 2 * k)}` +
    `a${n(k)} ${n(k)} 0 0 1 ${n(-k)} ${n(k)}h${n(2 * k - w)}a${n(k)} ${n(k)} 0 0 1 ${n(-k)} ${n(-k)}` +
    `v${n(2 * k - h)}a${n(k)} ${n(k)} 0 0 1 ${n(k)} ${n(-k)}Z`
  );
}

/** Regular polygon path (e.g. hexagon badges, soccer panels). */
export function ngon(cx: number, cy: number, r: number, sides: number, rot = -90, squash = 1): string {
  let d = "";
  for (let i = 0; i < sides; i++) {
    const a = ((rot + (i * 360) / sides) * Math.PI) / 180;
    d += `${i === 0 ? "M" : "L"}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a) * squash)}`;
  }
  return `${d}Z`;
}

/** Point along a straight line, t in [0, 1]. */
export function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** A point offset perpendicular (to the left of a→b) by `dist`. */
export function offsetLine(a: Pt, b: Pt, dist: number): [Pt, Pt] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const ox = (-dy / len) * dist;
  const oy = (dx / len) * dist;
  return [
    [a[0] + ox, a[1] + oy],
    [b[0] + ox, b[1] + oy],
  ];
}

/** Evenly spaced short lines between two edges (ribbing, grip wrap, knit). */
export function ribs(a1: Pt, a2: Pt, b1: Pt, b2: Pt, count: number): string {
  let d = "";
  for (let i = 1; i < count; i++) {
    const t = i / count;
    d += `M${pt(lerp(a1, a2, t))}L${pt(lerp(b1, b2, t))}`;
  }
  return d;
}
