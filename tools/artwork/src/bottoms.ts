import { fabricOf } from "./garments";
import type { Colorway } from "./palette";
import { flipX, mirrored, rect, star } from "./shapes";
import { type Doc, g, n, path, shade } from "./svg";
import { CX, folds, piece, ribBand, seam, stitch } from "./tops";

function both(d: string): string {
  return d + flipX(d, CX);
}

/** Front view of pants (long) or shorts, with waistband, fly, pockets and side piping. */
export function drawBottoms(doc: Doc, cw: Colorway, long: boolean, piping: string): string {
  const fabric = fabricOf(doc, cw);
  const top = long ? 50 : 110;
  const hem = long ? 566 : 420;
  const crotch = long ? 256 : 300;
  const hip = long ? 272 : 262;
  const legIn = long ? 384 : 392;
  const hemOut = long ? 292 : 256;
  const body = mirrored(
    CX,
    [CX, top],
    [
      [[290, top]],
      [
        [282, top + 60],
        [hip, top + 110],
        [hip, top + 170],
      ],
      [[hemOut, hem]],
      [
        [330, hem + 3],
        [legIn, hem + 2],
      ],
      [[CX, crotch]],
    ],
  );
  const crease = both(`M${n((hip + legIn) / 2 + 8)} ${top + 140}L${n((hemOut + legIn) / 2 + 4)} ${hem - 10}`);
  const band = rect(288, top, 224, 30, 3);
  let gathers = "";
  for (let x = 296; x < 506; x += 9) gathers += `M${x} ${top + 5}v20`;
  const loops = [300, 354, 446, 500].map((x) => rect(x - 5, top - 3, 10, 38, 2)).join("");
  const pipe = both(
    `M${hip + 2} ${top + 168}C${hip + 1} ${top + 110} 282 ${top + 60} 292 ${top + 30}L${hemOut + 6} ${hem}`,
  );
  const outerPipe = both(
    `M291 ${top + 30}C281 ${top + 62} ${hip} ${top + 110} ${hip} ${top + 170}L${hemOut} ${hem}`,
  );
  const knee = long
    ? both(`M${hip + 4} 360C300 352 350 350 ${legIn - 4} 356M${hip + 6} 430C304 424 350 422 ${legIn - 6} 426`)
    : "";
  return g(
    {},
    piece(doc, body, fabric),
    path(outerPipe, { fill: "none", stroke: piping, "stroke-width": 9, "stroke-linejoin": "round" }),
    path(pipe, { fill: "none", stroke: shade(piping, 0.25), "stroke-width": 1, opacity: 0.5 }),
    ribBand(doc, band, gathers, fabric),
    path(loops, { fill: shade(cw.base, -0.06), stroke: fabric.line, "stroke-width": 1.2 }),
    stitch(
      `${both(`M${CX - 2} ${top + 34}V${crotch - 60}`)}M${CX - 4} ${top + 36}V${top + 118}q0 22 -26 26`,
      fabric,
    ),
    seam(both(`M298 ${top + 32}C300 ${top + 60} 290 ${top + 92} ${hip + 4} ${top + 110}`), fabric, 0.7),
    stitch(knee, fabric, 0.5),
    stitch(
      both(`M${hemOut + 12} ${hem - 14}C330 ${hem - 11} ${legIn - 20} ${hem - 12} ${legIn - 4} ${hem - 12}`),
      fabric,
    ),
    folds([crease, both(`M${legIn - 10} ${crotch + 10}q-14 30 -10 60`)], fabric),
    path(star(328, top + 80, 9), { fill: piping, opacity: long ? 0 : 0.9 }),
  );
}

/** A single crew sock in profile, toe pointing right. */
function sock(doc: Doc, cw: Colorway, x: number, y: number, scale: number, dim: number): string {
  const fabric = fabricOf(doc, { ...cw, base: shade(cw.base, dim) });
  const outline =
    "M300 150L302 372C302 470 330 522 384 522L536 522C604 522 612 446 556 438L444 418C408 410 400 392 400 366L400 150Z";
  const heel = "M302 420C304 484 334 522 384 522L400 522C392 490 352 470 330 400Z";
  const toe = "M516 432L556 438C612 446 604 522 536 522L508 522C520 490 524 460 516 432Z";
  const stripe = (yy: number, h: number): string => rect(300, yy, 100, h);
  return g(
    { transform: `translate(${n(x)} ${n(y)}) scale(${scale})` },
    piece(
      doc,
      outline,
      fabric,
      false,
      path(heel + toe, { fill: shade(cw.print === "#ffffff" ? cw.accent : cw.print, dim) }) +
        path(stripe(206, 14) + stripe(232, 14), { fill: shade(cw.print, dim) }) +
        path(stripe(220, 12), { fill: shade(cw.accent, dim) }) +
        path(star(350, 300, 28), { fill: shade(cw.print, dim) }),
    ),
    ribBand(
      doc,
      rect(300, 150, 100, 40),
      Array.from({ length: 13 }, (_, i) => `M${307 + i * 7} 154v32`).join(""),
      fabric,
    ),
    stitch("M330 400C336 460 352 492 392 510M516 434C526 466 522 496 508 520", fabric, 0.5),
    folds(["M320 392q16 8 36 6M430 420q10 40 60 50"], fabric),
  );
}

export function drawSocks(doc: Doc, cw: Colorway): string {
  return sock(doc, cw, 40, -40, 1.06, -0.14) + sock(doc, cw, -130, -10, 1.06, 0);
}
