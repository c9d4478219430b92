import type { Colorway } from "./palette";
import { rect, star } from "./shapes";
import { type Doc, g, n, path, shade } from "./svg";
import { piece } from "./tops";

/** Back-of-hand batting glove pointing up, centred on the origin. */
function battingGlove(doc: Doc, cw: Colorway): string {
  const fabric = { fill: cw.base, base: cw.base, line: shade(cw.base, -0.4) };
  const fingers: [number, number, number, number][] = [
    [-58, -86, 150, -6],
    [-19, -92, 168, -1],
    [20, -88, 156, 3],
    [56, -74, 122, 9],
  ];
  const finger = (x: number, len: number): string => rect(x - 18, -len, 36, len + 40, 18);
  const parts = fingers
    .map(([x, y, len, rot]) =>
      g(
        { transform: `translate(${x} ${y + 20}) rotate(${rot})` },
        piece(doc, finger(0, len - 20), fabric),
        path(`M-16 ${n(-len * 0.35)}h32M-16 ${n(-len * 0.12)}h32`, {
          stroke: shade(cw.base, -0.35),
          "stroke-width": 2,
          opacity: 0.6,
        }),
      ),
    )
    .join("");
  const palm = "M-80 -70C-80 -90 80 -90 80 -70L82 60C82 90 70 110 62 118H-62C-72 108 -82 90 -82 60Z";
  const thumb = g(
    { transform: "translate(-78 30) rotate(-48)" },
    piece(doc, rect(-20, -110, 40, 130, 20), fabric),
  );
  const accent = cw.print === "#ffffff" ? "#f3f4f6" : cw.print;
  return g(
    {},
    thumb,
    parts,
    piece(
      doc,
      palm,
      fabric,
      false,
      path("M-82 -20C-30 -40 30 -40 82 -20V10C30 -10 -30 -10 -82 10Z", { fill: accent }),
    ),
    path("M-60 -72v170M60 -72v170", {
      stroke: shade(cw.base, -0.4),
      "stroke-width": 1.5,
      "stroke-dasharray": "5 3",
      opacity: 0.6,
    }),
    piece(doc, rect(-70, 112, 140, 78, 10), { ...fabric, fill: shade(cw.base, -0.2) }),
    piece(doc, "M-74 124L78 110Q92 112 92 130V168Q92 184 78 184L-74 184Z", { ...fabric, fill: accent }),
    path(star(18, 148, 20), { fill: cw.base }),
  );
}

export function drawBattingGloves(doc: Doc, cw: Colorway): string {
  return (
    g(
      { transform: "translate(500 300) rotate(14) scale(-1 1)" },
      battingGlove(doc, { ...cw, base: shade(cw.base, -0.12) }),
    ) + g({ transform: "translate(300 320) rotate(-12)" }, battingGlove(doc, cw))
  );
}
