import { fabricOf } from "./garments";
import type { Colorway } from "./palette";
import { flipX, mirrored, open, type Seg } from "./shapes";
import { type Doc, type Pt, path, pt, shade } from "./svg";
import { CX, folds, piece, stitch } from "./tops";

/** A basketball tank (wide straps, scoop neck) or a track singlet (narrow straps, deep armholes). */
export type TankCut = "tank" | "singlet";

export interface TankArt {
  /** Artwork on the front, clipped to the body and shaded with it. */
  front?: string;
  /** Colour of the binding round the neck and armholes. */
  binding: string;
  /** Extra bands inside the binding (outermost first), for throwback piping. */
  piping?: readonly string[];
}

interface TankGeometry {
  body: string;
  /** Left halves of the edges the binding follows, as open paths. */
  neck: string;
  armhole: string;
  /** Inside of the back seen through the neck opening. */
  lining: string;
  /** The back's neckline, higher than the front's. */
  backNeck: string;
  hemY: number;
  underarm: Pt;
}

export function tankGeometry(cut: TankCut): TankGeometry {
  const singlet = cut === "singlet";
  const neckLow: Pt = [CX, singlet ? 150 : 162];
  const strapIn: Pt = singlet ? [356, 70] : [346, 70];
  const strapOut: Pt = singlet ? [320, 66] : [296, 66];
  const underarm: Pt = singlet ? [264, 272] : [252, 252];
  const hemY = 546;
  const n1: Pt = [neckLow[0] - 30, neckLow[1]];
  const n2: Pt = [strapIn[0] + 6, neckLow[1] - 34];
  const neckSegs: Seg = [n1, n2, strapIn];
  const armSegs: Seg = [[strapOut[0] + 2, strapOut[1] + 80], [underarm[0] + 40, underarm[1] - 30], underarm];
  const body = mirrored(CX, neckLow, [
    neckSegs,
    [strapOut],
    armSegs,
    [
      [underarm[0] - 8, underarm[1] + 90],
      [underarm[0] - 2, hemY - 100],
      [underarm[0] + 4, hemY - 6],
    ],
    [
      [300, hemY - 2],
      [360, hemY],
      [CX, hemY],
    ],
  ]);
  const rx = 2 * CX - strapIn[0];
  const backNeck = `M${pt(strapIn)}Q${CX} ${strapIn[1] + 34} ${rx} ${strapIn[1]}`;
  const frontNeck =
    `C${pt([2 * CX - n2[0], n2[1]])} ${pt([2 * CX - n1[0], n1[1]])} ${pt(neckLow)}` +
    `C${pt(n1)} ${pt(n2)} ${pt(strapIn)}`;
  return {
    body,
    lining: `${backNeck}${frontNeck}Z`,
    backNeck,
    neck: open(neckLow, [neckSegs]),
    armhole: open(strapOut, [armSegs]),
    hemY,
    underarm,
  };
}

const both = (d: string): string => d + flipX(d, CX);

/** Front view of a sleeveless top: back lining through the neck, shaded body, bindings and hem stitch. */
export function drawTank(doc: Doc, cw: Colorway, cut: TankCut, art: TankArt): string {
  const geo = tankGeometry(cut);
  const fabric = fabricOf(doc, cw);
  const edges = both(geo.neck) + both(geo.armhole);
  // Each band is a stroke along the edge; the clip to the body keeps its inner half.
  const bands = [...(art.piping ?? []).map((color, i, all) => [color, 16 + (all.length - i) * 8] as const)];
  bands.push([art.binding, 16]);
  const binding = bands
    .map(([color, width]) => path(edges, { fill: "none", stroke: color, "stroke-width": width }))
    .join("");
  const u = geo.underarm;
  const y = geo.hemY - 13;
  const hem = `M${u[0] + 10} ${y}C300 ${y + 3} 360 ${y + 5} ${CX} ${y + 5}S${2 * CX - 300} ${y + 3} ${2 * CX - u[0] - 10} ${y}`;
  // Absolute coordinates: flipX mirrors only absolute commands.
  const fold = `M${u[0] + 20} ${u[1] + 30}Q${u[0] + 46} ${u[1] + 38} ${u[0] + 64} ${u[1] + 16}`;
  return (
    path(geo.lining, { fill: shade(cw.base, -0.45) }) +
    path(geo.backNeck, { fill: "none", stroke: shade(art.binding, -0.2), "stroke-width": 7 }) +
    piece(doc, geo.body, fabric, false, (art.front ?? "") + binding) +
    stitch(hem, fabric) +
    folds([fold, flipX(fold, CX)], fabric)
  );
}
