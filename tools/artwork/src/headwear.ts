import { fabricOf } from "./garments";
import { letters } from "./lettering";
import type { Colorway } from "./palette";
import { mirrored, star } from "./shapes";
import { type Doc, el, g, n, path, shade } from "./svg";
import { CX, piece, ribBand, stitch } from "./tops";

export type CapStyle = "trucker" | "perforated" | "fitted" | "classic";

function meshPattern(doc: Doc, base: string): string {
  const hole = shade(base, -0.45);
  return `url(#${doc.def((i) =>
    el(
      "pattern",
      { id: i, width: 8, height: 8, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      el("rect", { width: 8, height: 8, fill: base }) +
        el("rect", { x: 2, y: 2, width: 4.6, height: 4.6, rx: 1.4, fill: hole }),
    ),
  )})`;
}

function perforation(doc: Doc, base: string): string {
  return `url(#${doc.def((i) =>
    el(
      "pattern",
      { id: i, width: 12, height: 12, patternUnits: "userSpaceOnUse" },
      el("rect", { width: 12, height: 12, fill: base }) +
        el("circle", { cx: 3, cy: 3, r: 1.6, fill: shade(base, -0.5) }) +
        el("circle", { cx: 9, cy: 9, r: 1.6, fill: shade(base, -0.5) }),
    ),
  )})`;
}

/** A structured six-panel cap in three-quarter view, visor towards the front left. */
export function drawCap(doc: Doc, cw: Colorway, style: CapStyle): string {
  const fabric = fabricOf(doc, cw);
  const flat = style === "fitted";
  const crown = "M252 392C236 250 330 142 452 140C570 138 640 246 616 380C520 410 350 414 252 392Z";
  const button: [number, number] = [452, 142];
  const seams =
    "M452 142C390 170 340 280 344 408M452 142C490 190 506 300 498 410M452 142C540 170 590 260 600 384";
  const side = "M452 142C490 190 506 300 498 410C540 404 580 396 616 380C640 246 570 138 452 140Z";
  const visor = flat
    ? "M252 392C310 406 400 412 470 408C430 452 330 488 230 490C170 490 120 478 116 460C150 430 210 404 252 392Z"
    : "M252 392C310 406 400 412 470 408C440 470 330 520 230 518C168 516 126 494 120 470C146 436 206 406 252 392Z";
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const k = 10 + i * 11;
      return flat
        ? `M${132 + k * 0.6} ${458 - k * 0.3}C${180 + k} ${478 - k * 0.3} ${330 - k * 0.2} ${476 - k * 0.8} ${446 - k * 0.5} ${414 + k * 0.2}`
        : `M${136 + k * 0.6} ${468 - k * 0.3}C${180 + k} ${506 - k * 0.5} ${330 - k * 0.2} ${504 - k * 1.1} ${448 - k * 0.5} ${416 + k * 0.25}`;
    })
    .join("");
  const meshBase = cw.name === "white" ? "#dfe2e6" : "#eef0f2";
  const sideFill =
    style === "trucker"
      ? meshPattern(doc, meshBase)
      : style === "perforated"
        ? perforation(doc, cw.base)
        : undefined;
  const logo = g(
    { transform: "matrix(0.86 0.06 0 1 58 -6)" },
    path(star(420, 232, 20), {
      fill: cw.accent === "#ffffff" ? cw.print : cw.accent,
      stroke: shade(cw.base, -0.3),
      "stroke-width": 2,
    }),
    letters(
      "CSA",
      { x: 420, y: 322, size: 54, weight: 28, condense: 0.86, align: "middle", tracking: 6 },
      {
        fill: cw.print,
        outline: shade(cw.print, -0.25),
        outlineWidth: 1.5,
      },
    ),
  );
  const panels = sideFill === undefined ? "" : path(side, { fill: sideFill });
  const under = shade(cw.base, -0.35);
  return g(
    {},
    piece(doc, crown, fabric, false, panels + logo),
    path(seams, { fill: "none", stroke: fabric.line, "stroke-width": 1.6, opacity: 0.8 }),
    stitch("M446 150C386 180 338 290 336 404M458 152C498 200 514 300 506 406", fabric, 0.55),
    path("M550 232a7 7 0 1 0 14 0a7 7 0 1 0-14 0M380 214a6 6 0 1 0 12 0a6 6 0 1 0-12 0", {
      fill: shade(cw.base, -0.45),
      stroke: shade(cw.base, -0.15),
      "stroke-width": 2,
    }),
    path(`M${button[0] - 16} ${button[1]}a16 8 0 1 0 32 0a16 8 0 1 0-32 0`, {
      fill: shade(cw.base, -0.1),
      stroke: fabric.line,
      "stroke-width": 1.5,
    }),
    path(flat ? "M120 462C150 470 200 476 232 476" : "M124 472C150 486 190 496 232 500", {
      fill: "none",
      stroke: under,
      "stroke-width": 8,
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
    piece(doc, visor, fabric),
    path(rows, { fill: "none", stroke: shade(cw.base, -0.35), "stroke-width": 1.2, opacity: 0.55 }),
    path("M252 392C310 406 400 412 470 408C440 420 400 428 360 428C310 428 270 414 252 392Z", {
      fill: "#000",
      opacity: 0.18,
    }),
  );
}

/** Cuffed knit beanie with an embroidered patch on the cuff. */
export function drawBeanie(doc: Doc, cw: Colorway): string {
  const fabric = fabricOf(doc, cw);
  const body = mirrored(
    CX,
    [CX, 96],
    [
      [
        [300, 98],
        [262, 220],
        [266, 380],
      ],
      [[CX, 380]],
    ],
  );
  let knit = "";
  for (let i = -8; i <= 8; i++) {
    const x = CX + i * 15.5;
    knit += `M${n(x)} 380C${n(x - i * 0.4)} 280 ${n(CX + i * 8)} 160 ${n(CX + i * 2.5)} 104`;
  }
  const cuff = mirrored(
    CX,
    [CX, 348],
    [
      [
        [320, 348],
        [262, 344],
        [252, 352],
      ],
      [
        [244, 420],
        [250, 470],
      ],
      [
        [320, 480],
        [CX, 482],
      ],
    ],
  );
  let cuffRib = "";
  for (let x = 258; x < 544; x += 9)
    cuffRib += `M${x} ${n(356 + Math.abs(x - CX) * -0.02)}V${n(476 - Math.abs(x - CX) * 0.04)}`;
  const patch = `M344 382h112a8 8 0 0 1 8 8v44a8 8 0 0 1-8 8h-112a8 8 0 0 1-8-8v-44a8 8 0 0 1 8-8Z`;
  return g(
    {},
    piece(doc, body, fabric),
    path(knit, { fill: "none", stroke: shade(cw.base, -0.28), "stroke-width": 2, opacity: 0.45 }),
    path(knit, {
      fill: "none",
      stroke: "#fff",
      "stroke-width": 1,
      opacity: 0.12,
      transform: "translate(3 0)",
    }),
    path(`M${CX - 60} 110C${CX - 30} 96 ${CX + 30} 96 ${CX + 60} 110`, {
      fill: "none",
      stroke: fabric.line,
      "stroke-width": 1.5,
      opacity: 0.5,
    }),
    ribBand(doc, cuff, cuffRib, fabric),
    path(patch, {
      fill: shade(cw.base, -0.15),
      stroke: cw.print,
      "stroke-width": 2.5,
      "stroke-dasharray": "4 2",
    }),
    path(star(364, 412, 14), { fill: cw.accent === "#ffffff" ? cw.print : cw.accent }),
    letters("CSA", { x: 384, y: 428, size: 30, weight: 28, condense: 0.9, tracking: 6 }, { fill: cw.print }),
  );
}
