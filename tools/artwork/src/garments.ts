import { hoodBack, hoodFront, kangarooPocket } from "./hood";
import { crewNeck, vNeck, zipCollar } from "./necklines";
import type { Colorway } from "./palette";
import { flipX, offsetLine, ribs } from "./shapes";
import { type Doc, el, type Pt, path, pt, shade, use } from "./svg";
import { CX, type Fabric, folds, piece, ribBand, seam, stitch, type TopSpec, topGeometry } from "./tops";

export function fabricOf(doc: Doc, cw: Colorway): Fabric {
  const line = shade(cw.base, cw.name === "white" ? -0.22 : -0.38);
  if (cw.heather !== true) return { fill: cw.base, base: cw.base, line };
  const dark = shade(cw.base, -0.12);
  const light = shade(cw.base, 0.18);
  const id = doc.def((i) =>
    el(
      "pattern",
      { id: i, width: 7, height: 7, patternUnits: "userSpaceOnUse" },
      el("rect", { width: 7, height: 7, fill: cw.base }) +
        path("M0 1h3v1H0zM4 4h3v1H4zM2 6h2v1H2z", { fill: dark }) +
        path("M5 1h2v1H5zM1 3h2v1H1z", { fill: light }),
    ),
  );
  return { fill: `url(#${id})`, base: cw.base, line };
}

export interface TopArt {
  /** Artwork on the front body (prints), clipped and shaded with the body. */
  front?: string;
  /** Artwork repeated on body and sleeves (sublimated patterns). */
  allover?: string;
  /** Contrast side panels and sleeve stripes (jerseys). */
  trim?: string;
  /** Colour of a V-neck's collar band when it differs from the trim. */
  collar?: string;
  /**
   * Draw the fabric in `currentColor` with neutral shading, so one stored garment can be placed
   * several times in different colours (<use color="...">).
   */
  tint?: boolean;
}

const TINT: Fabric = { fill: "currentColor", base: "#6b7280", line: "#23262b" };

/** Line across the sleeve opening moved `dist` up the sleeve. */
function across(cuff: [Pt, Pt], dist: number): [Pt, Pt] {
  return offsetLine(cuff[0], cuff[1], -dist);
}

export function drawTop(doc: Doc, spec: TopSpec, cw: Colorway, art: TopArt = {}): string {
  const geo = topGeometry(spec);
  const fabric = art.tint === true ? TINT : fabricOf(doc, cw);
  const out: string[] = [];
  if (spec.neck === "hood") out.push(hoodBack(doc, fabric));

  const [t, b] = geo.cuff;
  const cuffIn = across(geo.cuff, spec.rib ? 34 : 14);
  let sleeveDetail = "";
  if (spec.rib) {
    const [ti, bi] = across(geo.cuff, 34);
    const band = `M${pt(ti)}L${pt(t)}L${pt(b)}L${pt(bi)}Z`;
    sleeveDetail += ribBand(doc, band, ribs(ti, bi, t, b, 10), fabric);
  } else {
    sleeveDetail += stitch(`M${pt(cuffIn[0])}L${pt(cuffIn[1])}`, fabric);
  }
  if (art.trim !== undefined && !spec.rib) {
    const [s1, s2] = across(geo.cuff, 22);
    const [s3, s4] = across(geo.cuff, 32);
    sleeveDetail += path(`M${pt(s1)}L${pt(s2)}L${pt(s4)}L${pt(s3)}Z`, { fill: art.trim, opacity: 0.95 });
  }
  const sleeveFold =
    spec.sleeve === "long"
      ? `M${pt([geo.shoulder[0] - 14, geo.shoulder[1] + 120])}q-8 40 -30 70M${pt([geo.shoulder[0] - 40, geo.shoulder[1] + 240])}q-4 30 -14 50`
      : `M${pt([geo.shoulder[0] - 10, geo.shoulder[1] + 40])}q-16 18 -38 24`;
  const left =
    piece(doc, geo.sleeveLeft, fabric, false, art.allover ?? "") + sleeveDetail + folds([sleeveFold], fabric);
  const sleeve = doc.symbol(left);
  out.push(use(sleeve, `matrix(-1 0 0 1 ${2 * CX} 0)`), use(sleeve));

  let trim = "";
  if (art.trim !== undefined) {
    const u = geo.underarm;
    const panel = `M${pt([u[0] - 20, u[1] - 30])}L${pt([u[0] + 30, u[1] + 8])}L${pt([u[0] + 42, 600])}L${pt([u[0] - 20, 600])}Z`;
    trim = path(panel + flipX(panel, CX), { fill: art.trim });
  }
  out.push(piece(doc, geo.body, fabric, false, (art.allover ?? "") + trim + (art.front ?? "")));

  const u = geo.underarm;
  if (spec.rib) {
    const x0 = u[0] + 14;
    const top = geo.hemY - 40;
    const band = `M${x0} ${top}C300 ${top + 3} 360 ${top + 4} ${CX} ${top + 4}S${2 * CX - 300} ${top + 3} ${2 * CX - x0} ${top}L${2 * CX - x0} ${geo.hemY}C${2 * CX - 300} ${geo.hemY + 3} ${CX + 40} ${geo.hemY + 5} ${CX} ${geo.hemY + 5}S300 ${geo.hemY + 3} ${x0} ${geo.hemY}Z`;
    const rib = doc.def((i) =>
      el(
        "pattern",
        { id: i, width: 7, height: 60, patternUnits: "userSpaceOnUse", x: x0 },
        path("M3.5 0V60", { stroke: shade(fabric.base, -0.3), "stroke-width": 1, opacity: 0.45 }),
      ),
    );
    out.push(ribBand(doc, band, "", fabric), path(band, { fill: `url(#${rib})` }));
  } else {
    const y = geo.hemY - 13;
    out.push(
      stitch(
        `M${u[0] + 6} ${y}C300 ${y + 3} 360 ${y + 5} ${CX} ${y + 5}S${2 * CX - 300} ${y + 3} ${2 * CX - u[0] - 6} ${y}`,
        fabric,
      ),
    );
  }
  if (spec.neck === "hood") out.push(kangarooPocket(doc, fabric, 372, geo.hemY - 40, art.allover ?? ""));

  const [nx, ny] = geo.neckSide;
  const [sx, sy] = geo.shoulder;
  const shoulderSeam = `M${nx} ${ny}L${sx} ${sy}`;
  out.push(seam(shoulderSeam + flipX(shoulderSeam, CX), fabric, 0.35));
  const hemFold = `M${u[0] + 18} ${u[1] + 16}q30 4 52-20`;
  out.push(folds([hemFold, flipX(hemFold, CX)], fabric));

  const trimColor = art.collar ?? art.trim ?? shade(cw.base, -0.1);
  if (spec.neck === "crew") out.push(crewNeck(doc, fabric, spec.rib));
  if (spec.neck === "vneck") out.push(vNeck(doc, fabric, trimColor));
  if (spec.neck === "zip") out.push(zipCollar(doc, fabric, 250));
  if (spec.neck === "hood") out.push(hoodFront(doc, fabric, cw.name === "white" ? "#d9dce1" : cw.print));
  return out.join("");
}
