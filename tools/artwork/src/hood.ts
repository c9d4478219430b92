import { flipX, mirrored, open } from "./shapes";
import { type Doc, g, n, type Pt, path, shade } from "./svg";
import { CX, type Fabric, piece, stitch } from "./tops";

function both(d: string): string {
  return d + flipX(d, CX);
}

export function hoodBack(doc: Doc, fabric: Fabric): string {
  const hood = mirrored(
    CX,
    [CX, 14],
    [
      [
        [350, 14],
        [314, 40],
        [308, 86],
      ],
      [
        [306, 104],
        [316, 118],
        [330, 124],
      ],
      [[CX, 130]],
    ],
  );
  return piece(doc, hood, fabric);
}

/** Hood opening: lining, the two front edges crossing at the neck, and the drawcords. */
export function hoodFront(doc: Doc, fabric: Fabric, cord: string): string {
  const lining = mirrored(
    CX,
    [CX, 40],
    [
      [
        [364, 40],
        [336, 60],
        [336, 96],
      ],
      [
        [338, 128],
        [372, 160],
        [CX, 176],
      ],
    ],
  );
  const edge = `${open(
    [CX + 6, 36],
    [
      [
        [358, 36],
        [326, 58],
        [326, 98],
      ],
      [
        [328, 136],
        [368, 172],
        [CX + 20, 190],
      ],
      [[CX + 14, 170]],
      [
        [364, 156],
        [342, 128],
        [342, 98],
      ],
      [
        [342, 68],
        [364, 50],
        [CX + 6, 50],
      ],
    ],
  )}Z`;
  const edgeRight = flipX(edge, CX);
  const eyelets: Pt[] = [
    [382, 166],
    [418, 166],
  ];
  const cords = eyelets
    .map(([x, y], i) => {
      const dx = i === 0 ? -1 : 1;
      return `M${n(x)} ${n(y)}C${n(x + dx * 4)} ${n(y + 50)} ${n(x - dx * 6)} ${n(y + 90)} ${n(x + dx * 3)} ${n(y + 132 - i * 8)}`;
    })
    .join("");
  const tips = eyelets
    .map(([x, y], i) => `M${n(x + (i === 0 ? -1 : 1) * 3 - 3)} ${n(y + 126 - i * 8)}h6v18h-6Z`)
    .join("");
  return (
    path(lining, { fill: shade(fabric.base, -0.45) }) +
    path(
      mirrored(
        CX,
        [CX, 60],
        [
          [
            [374, 60],
            [352, 80],
            [352, 100],
          ],
          [[CX, 100]],
        ],
      ),
      {
        fill: "#000",
        opacity: 0.18,
      },
    ) +
    piece(doc, edgeRight, fabric, true) +
    piece(doc, edge, fabric) +
    stitch(
      open(
        [336, 98],
        [
          [
            [338, 132],
            [370, 164],
            [CX + 10, 180],
          ],
        ],
      ),
      fabric,
    ) +
    eyelets
      .map(([x, y]) =>
        path(`M${n(x - 4)} ${n(y)}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`, {
          fill: shade(fabric.base, -0.5),
          stroke: "#c9ccd1",
          "stroke-width": 1.5,
        }),
      )
      .join("") +
    g(
      { fill: "none", "stroke-linecap": "round" },
      path(cords, { stroke: shade(cord, -0.3), "stroke-width": 7 }),
      path(cords, { stroke: cord, "stroke-width": 5 }),
    ) +
    path(tips, { fill: "#c9ccd1", stroke: "#8a8f98", "stroke-width": 1 })
  );
}

export function kangarooPocket(doc: Doc, fabric: Fabric, top: number, bottom: number, art = ""): string {
  const d = mirrored(
    CX,
    [CX, top],
    [
      [[310, top]],
      [
        [292, top + 40],
        [280, bottom - 50],
        [272, bottom],
      ],
      [[CX, bottom]],
    ],
  );
  const opening = both(
    open(
      [310, top],
      [
        [
          [292, top + 40],
          [280, bottom - 50],
          [272, bottom],
        ],
      ],
    ),
  );
  return (
    piece(doc, d, fabric, false, art) +
    path(opening, { fill: "none", stroke: shade(fabric.base, -0.45), "stroke-width": 3, opacity: 0.5 }) +
    stitch(
      both(
        open(
          [316, top + 6],
          [
            [
              [298, top + 44],
              [287, bottom - 50],
              [280, bottom - 2],
            ],
          ],
        ),
      ),
      fabric,
    ) +
    stitch(`M${n(310)} ${n(top + 6)}H${n(2 * CX - 310)}`, fabric)
  );
}
