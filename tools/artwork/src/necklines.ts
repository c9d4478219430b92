import { flipX, mirrored, open } from "./shapes";
import { type Doc, path, shade } from "./svg";
import { CX, type Fabric, piece, ribBand, seam, stitch } from "./tops";

function both(d: string): string {
  return d + flipX(d, CX);
}

/** Inside of the back neck seen through the opening, plus the back neck tape. */
function backNeck(fabric: Fabric, frontY: number, vee: boolean): string {
  const inside = vee
    ? mirrored(
        CX,
        [CX, 100],
        [
          [
            [380, 100],
            [360, 96],
            [344, 78],
          ],
          [
            [356, 112],
            [384, 160],
            [CX, frontY],
          ],
        ],
      )
    : mirrored(
        CX,
        [CX, 100],
        [
          [
            [380, 100],
            [360, 96],
            [344, 78],
          ],
          [
            [352, 108],
            [374, frontY],
            [CX, frontY],
          ],
        ],
      );
  const tape = mirrored(
    CX,
    [CX, 86],
    [
      [
        [382, 86],
        [356, 82],
        [344, 78],
      ],
      [
        [360, 96],
        [380, 100],
        [CX, 100],
      ],
    ],
  );
  return path(inside, { fill: shade(fabric.base, -0.42) }) + path(tape, { fill: shade(fabric.base, -0.16) });
}

export function crewNeck(doc: Doc, fabric: Fabric, rib: boolean): string {
  const band = mirrored(
    CX,
    [CX, 126],
    [
      [
        [374, 126],
        [352, 108],
        [344, 78],
      ],
      [[334, 80]],
      [
        [344, 122],
        [372, 142],
        [CX, 142],
      ],
    ],
  );
  const lines = rib
    ? both("M346 92L338 94M350 104L342 108M357 115L350 121M366 123L361 131M377 128L374 137M389 130L388 140")
    : "";
  return (
    backNeck(fabric, 126, false) +
    ribBand(doc, band, lines, fabric) +
    stitch(
      both(
        open(
          [333, 90],
          [
            [
              [344, 128],
              [372, 148],
              [CX, 148],
            ],
          ],
        ),
      ),
      fabric,
    )
  );
}

export function vNeck(doc: Doc, fabric: Fabric, trim: string): string {
  const band = mirrored(
    CX,
    [CX, 184],
    [
      [
        [384, 160],
        [356, 112],
        [344, 78],
      ],
      [[332, 80]],
      [
        [348, 124],
        [380, 178],
        [CX, 210],
      ],
    ],
  );
  return backNeck(fabric, 184, true) + piece(doc, band, { ...fabric, fill: trim, base: trim });
}

/** Stand collar with a centre zip, for quarter-zips. */
export function zipCollar(doc: Doc, fabric: Fabric, zipEnd: number): string {
  const inside = mirrored(
    CX,
    [CX, 46],
    [
      [
        [372, 46],
        [350, 48],
        [342, 54],
      ],
      [[344, 82]],
      [[CX, 100]],
    ],
  );
  const left = `${open(
    [342, 52],
    [
      [
        [356, 64],
        [380, 72],
        [CX - 2, 74],
      ],
      [[CX - 2, 114]],
      [
        [376, 110],
        [352, 98],
        [338, 84],
      ],
    ],
  )}Z`;
  const tape = `M${CX - 5} 74h10V${zipEnd}h-10Z`;
  return (
    path(inside, { fill: shade(fabric.base, -0.4) }) +
    piece(doc, flipX(left, CX), fabric, true) +
    piece(doc, left, fabric) +
    path(tape, { fill: shade(fabric.base, -0.35) }) +
    path(`M${CX} 76V${zipEnd - 2}`, { stroke: "#c9ccd1", "stroke-width": 4, "stroke-dasharray": "1.5 1.5" }) +
    stitch(both(`M${CX - 10} 114V${zipEnd}`), fabric) +
    path(`M${CX - 6} 76h12l-2 26h-8Z`, { fill: "#d7dade", stroke: "#7b818b", "stroke-width": 1.2 }) +
    path(`M${CX - 4} 98h8v26a4 4 0 0 1-8 0Z`, { fill: "#b8bdc5", stroke: "#7b818b", "stroke-width": 1.2 }) +
    seam(both("M344 84C356 98 378 112 394 114"), fabric, 0.5) +
    path(`M${CX - 3} ${zipEnd}h6`, { stroke: shade(fabric.base, -0.5), "stroke-width": 3 })
  );
}
