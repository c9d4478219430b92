import { flipX, mirrored, open, type Seg } from "./shapes";
import { type Attrs, type Doc, el, g, type Pt, path, shade } from "./svg";

export type Sleeve = "short" | "long";
export type Neck = "crew" | "vneck" | "hood" | "zip";

export interface TopSpec {
  sleeve: Sleeve;
  neck: Neck;
  /** Ribbed cuffs and waistband (sweatshirts, hoodies). */
  rib: boolean;
  /** Roomier cut with dropped shoulders (fleece). */
  boxy: boolean;
  /** Wider, squarer short sleeves (jerseys). */
  wideSleeve?: boolean;
}

export interface TopGeometry {
  body: string;
  sleeveLeft: string;
  sleeveRight: string;
  /** Outer sleeve end points (top, bottom) of the left sleeve. */
  cuff: [Pt, Pt];
  shoulder: Pt;
  underarm: Pt;
  hemY: number;
  neckSide: Pt;
}

export const CX = 400;

export function topGeometry(spec: TopSpec): TopGeometry {
  const neckSide: Pt = [344, 78];
  const shoulder: Pt = spec.boxy ? [242, 112] : [254, 104];
  const underarm: Pt = spec.boxy ? [236, 240] : [246, 232];
  const hemY = 530;
  const long = spec.sleeve === "long";
  const angle = ((long ? 71 : spec.wideSleeve ? 33 : 37) * Math.PI) / 180;
  const length = long ? 372 : spec.wideSleeve ? 140 : 128;
  const width = long ? 70 : spec.wideSleeve ? 118 : 104;
  const axis: Pt = [-Math.cos(angle), Math.sin(angle)];
  const across: Pt = [Math.sin(angle), Math.cos(angle)];
  const tip: Pt = [shoulder[0] + axis[0] * length, shoulder[1] + axis[1] * length];
  const tipLow: Pt = [tip[0] + across[0] * width, tip[1] + across[1] * width];
  const inner: Pt = [shoulder[0] + 40, shoulder[1] + 60];
  const bulge = (a: Pt, b: Pt, k: number): Pt => {
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [mx + (dy / len) * k, my - (dx / len) * k];
  };
  const sleeveLeft = `${open(shoulder, [
    [bulge(shoulder, tip, 8), tip],
    [bulge(tip, tipLow, -3), tipLow],
    [bulge(tipLow, underarm, long ? 10 : 4), underarm],
    [inner],
  ])}Z`;
  const sideEnd: Pt = [underarm[0] + 4, spec.rib ? hemY - 42 : hemY];
  const segs: Seg[] = [
    [[382, 86], [356, 82], neckSide],
    [[(neckSide[0] + shoulder[0]) / 2, (neckSide[1] + shoulder[1]) / 2 + 2], shoulder],
    [[shoulder[0] + 12, shoulder[1] + 52], [underarm[0] + 10, underarm[1] - 44], underarm],
    [[underarm[0] - 3, underarm[1] + 100], [sideEnd[0] - 4, sideEnd[1] - 110], sideEnd],
  ];
  if (spec.rib) {
    segs.push([
      [sideEnd[0] + 3, sideEnd[1] + 4],
      [sideEnd[0] + 10, sideEnd[1] + 6],
    ]);
    segs.push([[sideEnd[0] + 10, hemY]]);
  }
  segs.push([
    [300, hemY + 3],
    [360, hemY + 5],
    [CX, hemY + 5],
  ]);
  return {
    body: mirrored(CX, [CX, 86], segs),
    sleeveLeft,
    sleeveRight: flipX(sleeveLeft, CX),
    cuff: [tip, tipLow],
    shoulder,
    underarm,
    hemY,
    neckSide,
  };
}

export interface Fabric {
  fill: string;
  base: string;
  line: string;
}

/** Cylinder-like side shading shared by every garment piece. */
export function sideShade(doc: Doc, reverse = false): string {
  const stops = [
    { at: 0, color: "#000", opacity: 0.26 },
    { at: 0.16, color: "#000", opacity: 0.06 },
    { at: 0.42, color: "#fff", opacity: 0.09 },
    { at: 0.64, color: "#fff", opacity: 0 },
    { at: 0.86, color: "#000", opacity: 0.07 },
    { at: 1, color: "#000", opacity: 0.26 },
  ];
  return reverse ? doc.linear(stops, 1, 0, 0, 0) : doc.linear(stops, 0, 0, 1, 0);
}

export function dropShade(doc: Doc): string {
  return doc.linear([
    { at: 0, color: "#fff", opacity: 0.07 },
    { at: 0.45, color: "#000", opacity: 0 },
    { at: 1, color: "#000", opacity: 0.14 },
  ]);
}

/**
 * Draws a shaded garment piece: fill, optional printed artwork (clipped to the piece and shaded
 * with it), side shading, vertical shading and outline.
 */
export function piece(doc: Doc, d: string, fabric: Fabric, reverse = false, artwork = ""): string {
  // The outline is stored once in <defs> and referenced by each layer to keep files small.
  const id = doc.def((i) => el("path", { id: i, d }));
  const ref = (attrs: Attrs): string => el("use", { href: `#${id}`, ...attrs });
  const art = artwork === "" ? "" : g({ "clip-path": `url(#${doc.clip(ref({}))})` }, artwork);
  return (
    ref({ fill: fabric.fill }) +
    art +
    ref({ fill: sideShade(doc, reverse) }) +
    ref({ fill: dropShade(doc) }) +
    ref({ fill: "none", stroke: fabric.line, "stroke-width": 1.6, "stroke-linejoin": "round" })
  );
}

export function stitch(d: string, fabric: Fabric, opacity = 0.55): string {
  return path(d, {
    fill: "none",
    stroke: shade(fabric.base, -0.35),
    "stroke-width": 1.3,
    "stroke-dasharray": "5 3",
    opacity,
  });
}

export function seam(d: string, fabric: Fabric, opacity = 0.6): string {
  return path(d, { fill: "none", stroke: fabric.line, "stroke-width": 1.4, opacity });
}

/** Soft fold lines: a dark crease with a light edge. */
export function folds(lines: readonly string[], fabric: Fabric): string {
  const d = lines.join("");
  return g(
    { fill: "none", "stroke-linecap": "round" },
    path(d, { stroke: shade(fabric.base, -0.45), "stroke-width": 3, opacity: 0.16 }),
    path(d, { stroke: "#fff", "stroke-width": 1.5, opacity: 0.14, transform: "translate(2 1)" }),
  );
}

/** Ribbed band with fine vertical lines, e.g. waistband or cuff. */
export function ribBand(doc: Doc, d: string, lines: string, fabric: Fabric, reverse = false): string {
  return (
    piece(doc, d, fabric, reverse) +
    (lines === ""
      ? ""
      : path(lines, { fill: "none", stroke: shade(fabric.base, -0.3), "stroke-width": 1, opacity: 0.45 }))
  );
}
