import { circle, rect, star } from "./shapes";
import { type Doc, g, n, type Pt, path, shade } from "./svg";

/** Sphere shading: highlight top-left, core shadow bottom-right. */
function sphere(doc: Doc, cx: number, cy: number, r: number): string {
  const light = doc.sheen({
    light: 0.55,
    fade: 0.5,
    rim: [
      [0.85, 0.12],
      [1, 0.32],
    ],
    at: [0.38, 0.32, 0.75],
  });
  return path(circle(cx, cy, r), { fill: light });
}

function bezier(p: readonly Pt[], t: number): [Pt, Pt] {
  const [a, b, c, d] = p as [Pt, Pt, Pt, Pt];
  const u = 1 - t;
  const x = u ** 3 * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t ** 3 * d[0];
  const y = u ** 3 * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t ** 3 * d[1];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return [
    [x, y],
    [dx / len, dy / len],
  ];
}

/** Baseball (white) or fastpitch softball (optic yellow) with red stitched seams. */
export function drawBall(doc: Doc, cx: number, cy: number, r: number, soft: boolean): string {
  const base = soft ? "#e4ec3c" : "#f7f5ef";
  const seams: Pt[][] = [-1, 1].map((s) => [
    [cx + s * 0.66 * r, cy - 0.75 * r],
    [cx + s * 0.22 * r, cy - 0.34 * r],
    [cx + s * 0.22 * r, cy + 0.34 * r],
    [cx + s * 0.66 * r, cy + 0.75 * r],
  ]);
  let seamD = "";
  let stitches = "";
  for (const s of seams) {
    seamD += `M${n(s[0]?.[0] ?? 0)} ${n(s[0]?.[1] ?? 0)}C${s
      .slice(1)
      .map((p) => `${n(p[0])} ${n(p[1])}`)
      .join(" ")}`;
    for (let i = 1; i < 18; i++) {
      const [[x, y], [tx, ty]] = bezier(s, i / 18);
      const w = r * 0.075;
      const back = r * 0.03;
      stitches += `M${n(x - ty * w - tx * back)} ${n(y + tx * w - ty * back)}L${n(x + tx * back)} ${n(y + ty * back)}`;
      stitches += `L${n(x + ty * w - tx * back)} ${n(y - tx * w - ty * back)}`;
    }
  }
  return g(
    {},
    path(circle(cx, cy, r), { fill: base, stroke: shade(base, -0.3), "stroke-width": 1.5 }),
    path(seamD, { fill: "none", stroke: shade(base, -0.25), "stroke-width": r * 0.035 }),
    path(stitches, { fill: "none", stroke: "#c8202f", "stroke-width": r * 0.028, "stroke-linecap": "round" }),
    sphere(doc, cx, cy, r),
  );
}

export function drawBasketball(doc: Doc, cx: number, cy: number, r: number): string {
  const k = r * 0.55;
  const lines =
    `M${n(cx)} ${n(cy - r)}V${n(cy + r)}M${n(cx - r)} ${n(cy)}H${n(cx + r)}` +
    `M${n(cx - r * 0.72)} ${n(cy - r * 0.69)}C${n(cx - k * 0.2)} ${n(cy - k)} ${n(cx - k * 0.2)} ${n(cy + k)} ${n(cx - r * 0.72)} ${n(cy + r * 0.69)}` +
    `M${n(cx + r * 0.72)} ${n(cy - r * 0.69)}C${n(cx + k * 0.2)} ${n(cy - k)} ${n(cx + k * 0.2)} ${n(cy + k)} ${n(cx + r * 0.72)} ${n(cy + r * 0.69)}`;
  return g(
    {},
    path(circle(cx, cy, r), { fill: "#dd6b26" }),
    path(lines, { fill: "none", stroke: "#2a1a12", "stroke-width": r * 0.035 }),
    sphere(doc, cx, cy, r),
  );
}

export function drawFootball(doc: Doc, cx: number, cy: number, r: number): string {
  const body = `M${n(cx - r)} ${n(cy)}C${n(cx - r * 0.6)} ${n(cy - r * 0.62)} ${n(cx + r * 0.6)} ${n(cy - r * 0.62)} ${n(cx + r)} ${n(cy)}C${n(cx + r * 0.6)} ${n(cy + r * 0.62)} ${n(cx - r * 0.6)} ${n(cy + r * 0.62)} ${n(cx - r)} ${n(cy)}Z`;
  const stripe = (x: number): string =>
    `M${n(cx + x)} ${n(cy - r * 0.4)}q${n(r * 0.06)} ${n(r * 0.4)} 0 ${n(r * 0.8)}`;
  let laces = `M${n(cx - r * 0.3)} ${n(cy - r * 0.2)}H${n(cx + r * 0.3)}`;
  for (let i = -3; i <= 3; i++) laces += `M${n(cx + i * r * 0.08)} ${n(cy - r * 0.27)}v${n(r * 0.14)}`;
  const shade2 = doc.linear([
    { at: 0, color: "#fff", opacity: 0.25 },
    { at: 0.5, color: "#fff", opacity: 0 },
    { at: 1, color: "#000", opacity: 0.35 },
  ]);
  return g(
    {},
    path(body, { fill: "#7a3b1c", stroke: "#4a230f", "stroke-width": 2 }),
    path(stripe(-r * 0.62) + stripe(r * 0.56), { fill: "none", stroke: "#fff", "stroke-width": r * 0.07 }),
    path(laces, { fill: "none", stroke: "#fff", "stroke-width": r * 0.04, "stroke-linecap": "round" }),
    path(body, { fill: shade2 }),
  );
}

/** A bat lying along +x from (0,0), knob at the origin; place it with a transform. */
export function drawBat(doc: Doc, length: number, barrel: string, grip: string, wood: boolean): string {
  const k = length / 560;
  const prof: Pt[] = [
    [0, 17],
    [10, 17],
    [16, 9],
    [200, 10],
    [300, 18],
    [380, 29],
    [530, 31],
    [552, 28],
    [560, 18],
  ];
  const top = prof.map(([x, y]) => `${n(x * k)} ${n(-y * k)}`).join("L");
  const bottom = [...prof]
    .reverse()
    .map(([x, y]) => `${n(x * k)} ${n(y * k)}`)
    .join("L");
  const body = `M${top}L${bottom}Z`;
  let wrap = "";
  for (let x = 22; x < 190; x += 12) wrap += `M${n(x * k)} ${n(-10 * k)}l${n(8 * k)} ${n(20 * k)}`;
  const fill = wood ? "#d9a66b" : barrel;
  const shine = doc.linear([
    { at: 0, color: "#fff", opacity: 0.1 },
    { at: 0.3, color: "#fff", opacity: 0.55 },
    { at: 0.5, color: "#fff", opacity: 0 },
    { at: 1, color: "#000", opacity: 0.35 },
  ]);
  return g(
    {},
    path(body, { fill, stroke: shade(fill, -0.35), "stroke-width": 1.5 }),
    path(rect(16 * k, -10.5 * k, 178 * k, 21 * k, 4 * k), { fill: grip }),
    path(wrap, { stroke: shade(grip, -0.4), "stroke-width": 1.5 * k, fill: "none" }),
    wood
      ? path(
          `M${n(250 * k)} ${n(-6 * k)}L${n(540 * k)} ${n(-12 * k)}M${n(300 * k)} ${n(8 * k)}L${n(520 * k)} ${n(14 * k)}`,
          { stroke: "#b9834a", "stroke-width": 1.5 * k, opacity: 0.6 },
        )
      : "",
    path(`M${n(400 * k)} ${n(-29 * k)}h${n(60 * k)}v${n(58 * k)}h${n(-60 * k)}Z`, {
      fill: wood ? "#1f2937" : shade(barrel, 0.25),
      opacity: wood ? 0.9 : 1,
    }),
    path(star(430 * k, 0, 16 * k, 0.42, 5, 0), { fill: wood ? "#f2a900" : grip }),
    path(body, { fill: shine }),
  );
}

/** Squeeze bottle with a push-pull cap. */
export function drawBottle(
  doc: Doc,
  cx: number,
  bottom: number,
  h: number,
  color: string,
  cap: string,
): string {
  const w = h * 0.36;
  const x = cx - w / 2;
  const y = bottom - h;
  const body = `M${n(x + 10)} ${n(y + h * 0.12)}h${n(w - 20)}q10 0 10 12v${n(h * 0.28)}q-6 ${n(h * 0.08)} 0 ${n(h * 0.16)}v${n(h * 0.34)}q0 12-12 12h${n(-w + 24)}q-12 0-12-12v${n(-h * 0.34)}q6 ${n(-h * 0.08)} 0 ${n(-h * 0.16)}v${n(-h * 0.28)}q0-12 10-12Z`;
  const shine = doc.linear(
    [
      { at: 0, color: "#000", opacity: 0.25 },
      { at: 0.25, color: "#fff", opacity: 0.35 },
      { at: 0.4, color: "#fff", opacity: 0 },
      { at: 1, color: "#000", opacity: 0.3 },
    ],
    0,
    0,
    1,
    0,
  );
  return g(
    {},
    path(body, { fill: color, stroke: shade(color, -0.3), "stroke-width": 1.5 }),
    path(rect(x + 4, y + h * 0.5, w - 8, h * 0.2), { fill: "#fff", opacity: 0.9 }),
    path(star(cx, y + h * 0.6, h * 0.07), { fill: cap }),
    path(rect(x + 6, y + h * 0.02, w - 12, h * 0.11, 6), {
      fill: cap,
      stroke: shade(cap, -0.3),
      "stroke-width": 1.5,
    }),
    path(rect(cx - w * 0.12, y - h * 0.08, w * 0.24, h * 0.11, 4), {
      fill: shade(cap, 0.2),
      stroke: shade(cap, -0.3),
      "stroke-width": 1.5,
    }),
    path(body, { fill: shine }),
  );
}
