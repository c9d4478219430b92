import type { Colorway } from "./palette";
import { circle, flipX, mirrored, rect, star } from "./shapes";
import { type Doc, g, n, path, shade } from "./svg";
import { piece } from "./tops";

function gloss(doc: Doc, matte: boolean): string {
  return doc.sheen({
    light: matte ? 0.22 : 0.6,
    fade: 0.35,
    rim: [
      [0.8, 0.12],
      [1, 0.35],
    ],
    at: [0.42, 0.22, 0.85],
  });
}

function cage(d: string, color: string, width: number): string {
  return (
    path(d, {
      fill: "none",
      stroke: shade(color, -0.45),
      "stroke-width": width + 3,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) +
    path(d, {
      fill: "none",
      stroke: color,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) +
    path(d, {
      fill: "none",
      stroke: "#fff",
      "stroke-width": width * 0.25,
      opacity: 0.35,
      transform: "translate(-1 -2)",
    })
  );
}

/** Dual-ear batting helmet in profile, facing right, with a jaw faceguard. */
export function drawHelmet(doc: Doc, cw: Colorway, faceguard: boolean, matte = true): string {
  const shell =
    "M248 408C214 320 240 180 360 140C470 104 590 150 614 262L662 284C670 292 660 304 644 302L590 298" +
    "C580 330 560 356 542 376L532 468C500 494 420 496 390 470C362 444 330 424 292 422C272 421 256 416 248 408Z";
  const opening = "M590 298C580 330 560 356 542 376L532 468";
  const vents = [rect(330, 170, 60, 14, 7), rect(420, 152, 64, 14, 7), rect(300, 236, 14, 48, 7)].join("");
  const ear = "M418 388a30 40 0 1 0 60 0a30 40 0 1 0-60 0Z";
  const holes = [0, 1, 2].map((i) => circle(448, 372 + i * 16, 4)).join("");
  return g(
    {},
    path(shell, { fill: cw.base, stroke: shade(cw.base, -0.4), "stroke-width": 2 }),
    path(opening, { fill: "none", stroke: "#1f2329", "stroke-width": 12, "stroke-linecap": "round" }),
    path(vents, { fill: shade(cw.base, -0.55) }),
    path(ear, { fill: shade(cw.base, -0.12), stroke: shade(cw.base, -0.35), "stroke-width": 2 }),
    path(holes, { fill: "#1f2329" }),
    path(star(372, 300, 34), {
      fill: cw.print,
      stroke: cw.accent === "#ffffff" ? "#fff" : cw.accent,
      "stroke-width": 3,
    }),
    path("M262 400C300 402 340 410 380 436", {
      fill: "none",
      stroke: shade(cw.base, -0.35),
      "stroke-width": 2,
    }),
    path(shell, { fill: gloss(doc, matte) }),
    faceguard
      ? cage(
          "M536 330C590 332 640 350 668 380L664 448C640 474 590 482 534 470M548 354L660 404M536 420L664 430M600 340V476",
          "#2b2f36",
          7,
        )
      : "",
  );
}

/** Softball fielder's mask seen from the front: pads, wire cage and straps. */
export function drawFieldersMask(doc: Doc, cw: Colorway): string {
  const pad = "#1f2329";
  const outline = mirrored(
    400,
    [400, 110],
    [
      [
        [320, 110],
        [280, 124],
        [280, 170],
      ],
      [
        [268, 270],
        [276, 380],
        [312, 452],
      ],
      [
        [344, 508],
        [400, 512],
      ],
    ],
  );
  const straps = "M284 184C246 178 210 196 190 232M286 344C256 352 232 372 220 402";
  const bars =
    "M400 110C330 110 282 124 282 172C270 270 278 380 312 452C344 508 456 508 488 452C522 380 530 270 518 172C518 124 470 110 400 110" +
    "M288 262C340 252 460 252 512 262M290 334C340 324 460 324 510 334M304 404C350 396 450 396 496 404M400 256V506M350 330L334 454M450 330L466 454";
  return g(
    {},
    path(straps + flipX(straps, 400), {
      fill: "none",
      stroke: "#2b2f36",
      "stroke-width": 18,
      "stroke-linecap": "round",
    }),
    path(straps + flipX(straps, 400), {
      fill: "none",
      stroke: "#4a505a",
      "stroke-width": 1.5,
      "stroke-dasharray": "4 3",
    }),
    path(rect(186, 184, 34, 26, 5) + rect(580, 184, 34, 26, 5), {
      fill: "#9aa1ab",
      stroke: "#5b616b",
      "stroke-width": 2,
    }),
    path(outline, { fill: "#000", opacity: 0.06 }),
    path(rect(292, 116, 216, 62, 26), { fill: pad }),
    path("M312 132h176M312 148h176M312 164h176", { stroke: "#3a3f47", "stroke-width": 2 }),
    path(rect(270, 170, 36, 230, 16) + rect(494, 170, 36, 230, 16), { fill: pad }),
    path(rect(344, 452, 112, 54, 24), { fill: pad }),
    path(rect(292, 116, 216, 62, 26), { fill: gloss(doc, true) }),
    cage(bars, cw.base, 8),
    path(star(400, 146, 14), { fill: cw.base }),
  );
}

/** Hockey-style catcher's helmet from the front, centred on the origin. */
export function catchersHelmet(doc: Doc, cw: Colorway): string {
  const shell =
    "M-100 20C-108 -96 -62 -140 0 -140C62 -140 108 -96 100 20L92 64C80 92 60 104 40 104H-40C-60 104 -80 92 -92 64Z";
  const face = "M-70 -40C-70 -70 70 -70 70 -40L66 60C56 104 30 124 0 124C-30 124 -56 104 -66 60Z";
  const bars =
    "M-72 -44C-72 -74 72 -74 72 -44L68 60C58 110 30 130 0 130C-30 130 -58 110 -68 60Z" +
    "M-70 0H70M-68 40H68M-56 84H56M0 -64V130M-36 -66L-30 122M36 -66L30 122";
  return g(
    {},
    path(shell, { fill: cw.base, stroke: shade(cw.base, -0.4), "stroke-width": 2 }),
    path(shell, { fill: gloss(doc, false) }),
    path("M-40 -118h24v14h-24ZM16 -118h24v14h-24Z", { fill: shade(cw.base, -0.5) }),
    path(face, { fill: "#1f2329" }),
    path("M-60 -40C-40 -52 40 -52 60 -40L58 -20C40 -30 -40 -30 -58 -20Z", { fill: "#3a3f47" }),
    cage(bars, "#8a9099", 6),
    path(star(0, -88, 14), { fill: cw.print }),
  );
}

function legGuard(doc: Doc, cw: Colorway, x: number, rot: number): string {
  const fabric = { fill: cw.base, base: cw.base, line: shade(cw.base, -0.4) };
  const shin = "M-52 -128L-46 96C-46 118 -66 130 -68 160L-60 190H60L68 160C66 130 46 118 46 96L52 -128Z";
  const knee = "M-64 -124C-70 -214 70 -214 64 -124C40 -106 -40 -106 -64 -124Z";
  const straps = "M-84 -84h34v20h-34ZM50 -84h34v20h-34ZM-80 36h32v20h-32ZM48 36h32v20h-32Z";
  return g(
    { transform: `translate(${x} 350) rotate(${rot})` },
    path(straps, { fill: "#23262b" }),
    path("M-92 -88h12v28h-12ZM80 -88h12v28h-12Z", { fill: "#9aa1ab" }),
    piece(doc, shin, fabric),
    path("M-47 -60H47M-46 4H46M-45 64H45", { stroke: shade(cw.base, -0.45), "stroke-width": 3 }),
    path("M0 -120V180", { stroke: "#fff", "stroke-width": 8, opacity: 0.18 }),
    piece(doc, "M-60 150C-40 136 40 136 60 150L68 160L60 190H-60L-68 160Z", {
      ...fabric,
      fill: shade(cw.base, -0.12),
    }),
    piece(doc, knee, { ...fabric, fill: shade(cw.base, 0.08) }),
    path(star(0, -158, 18), { fill: cw.print }),
  );
}

/** Catcher's set: chest protector between two leg guards, helmet in front. */
export function drawCatchersSet(doc: Doc, cw: Colorway): string {
  const fabric = { fill: cw.base, base: cw.base, line: shade(cw.base, -0.4) };
  const chest = mirrored(
    400,
    [400, 92],
    [
      [
        [370, 92],
        [356, 80],
        [350, 64],
      ],
      [
        [300, 66],
        [262, 84],
        [258, 130],
      ],
      [
        [264, 300],
        [290, 420],
        [400, 470],
      ],
    ],
  );
  let plates = "";
  for (let y = 170; y < 440; y += 46)
    plates += `M${n(270 + (y - 170) * 0.08)} ${y}Q400 ${y + 12} ${n(530 - (y - 170) * 0.08)} ${y}`;
  return g(
    {},
    piece(doc, chest, fabric),
    path(plates, { fill: "none", stroke: shade(cw.base, -0.45), "stroke-width": 3 }),
    path("M350 64C360 96 440 96 450 64", {
      fill: "none",
      stroke: "#2b2f36",
      "stroke-width": 12,
      "stroke-linecap": "round",
    }),
    path(star(400, 190, 24), { fill: cw.print }),
    legGuard(doc, cw, 200, -5),
    legGuard(doc, cw, 600, 5),
    g({ transform: "translate(400 410) scale(0.95)" }, catchersHelmet(doc, cw)),
  );
}
