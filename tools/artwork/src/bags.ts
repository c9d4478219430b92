import { letters } from "./lettering";
import { type Colorway, GOLD } from "./palette";
import { circle, rect, star } from "./shapes";
import { type Doc, el, g, luminance, n, path, shade } from "./svg";
import { type Fabric, piece, stitch } from "./tops";

const DARK = "#23262b";

function fabricFor(base: string): Fabric {
  return { fill: base, base, line: shade(base, -0.45) };
}

function zipper(d: string): string {
  return path(d, { fill: "none", stroke: "#15171a", "stroke-width": 5, "stroke-dasharray": "2 1.5" });
}

function pull(x: number, y: number): string {
  return path(`M${n(x - 4)} ${n(y)}h8l3 26h-14Z`, {
    fill: "#c9ccd1",
    stroke: "#6b7280",
    "stroke-width": 1.2,
  });
}

function mesh(doc: Doc, base: string): string {
  return `url(#${doc.def((i) =>
    el(
      "pattern",
      { id: i, width: 7, height: 7, patternUnits: "userSpaceOnUse" },
      el("rect", { width: 7, height: 7, fill: shade(base, -0.5) }) +
        el("circle", { cx: 3.5, cy: 3.5, r: 2.2, fill: shade(base, -0.15) }),
    ),
  )})`;
}

function namePatch(cx: number, cy: number, cw: Colorway): string {
  return (
    path(rect(cx - 70, cy - 24, 140, 48, 10), {
      fill: DARK,
      stroke: cw.print,
      "stroke-width": 2,
      "stroke-dasharray": "4 2",
    }) +
    path(star(cx - 44, cy, 13), { fill: luminance(cw.print) < 0.3 ? GOLD : cw.print }) +
    letters("CSA", { x: cx - 24, y: cy + 13, size: 26, weight: 26, tracking: 6 }, { fill: "#fff" })
  );
}

/** Wheeled catcher's bag with telescoping handle and two bat sleeves. */
export function drawRollingBag(doc: Doc, cw: Colorway): string {
  const main = fabricFor(cw.base);
  const side = "M520 150L572 122V500L520 528Z";
  const body = "M280 150Q280 112 318 112H486Q520 112 520 150V528H280Z";
  return g(
    {},
    path("M340 112V36M460 112V36", { stroke: "#9aa1ab", "stroke-width": 12 }),
    path("M340 112V36M460 112V36", { stroke: "#dfe2e6", "stroke-width": 4, transform: "translate(-2 0)" }),
    path(rect(326, 24, 148, 28, 12), { fill: DARK }),
    g(
      {},
      path("M540 152V60M560 142V78", { stroke: DARK, "stroke-width": 16, "stroke-linecap": "round" }),
      path("M536 60h12M552 78h14", { stroke: DARK, "stroke-width": 14, "stroke-linecap": "round" }),
    ),
    piece(doc, side, fabricFor(shade(cw.base, -0.2))),
    path("M534 144V510M556 132V498", { stroke: shade(cw.base, -0.5), "stroke-width": 3 }),
    piece(doc, body, main),
    zipper("M290 170Q290 128 322 126H482Q510 126 510 160"),
    pull(322, 130),
    piece(doc, rect(300, 260, 200, 150, 18), fabricFor(shade(cw.base, 0.06))),
    zipper("M314 274H486"),
    pull(470, 276),
    namePatch(400, 340, cw),
    path(rect(300, 430, 200, 70, 12), { fill: mesh(doc, cw.base) }),
    stitch("M292 428H508", main),
    path(rect(270, 520, 310, 18, 6), { fill: DARK }),
    path(circle(300, 540, 26) + circle(548, 534, 22), { fill: "#15171a" }),
    path(circle(300, 540, 10) + circle(548, 534, 8), { fill: "#9aa1ab" }),
    path("M286 200h228", { stroke: cw.print, "stroke-width": 6, opacity: 0.9 }),
  );
}

/** A stack of four puffy cornhole bags, suede side up, seen from above at an angle. */
function cornholeStack(doc: Doc, x: number, y: number, color: string, flip: number): string {
  const bag = "M-88 -70Q0 -84 88 -70Q98 0 88 70Q0 84 -88 70Q-98 0 -88 -70Z";
  const inner = "M-74 -58Q0 -70 74 -58Q82 0 74 58Q0 70 -74 58Q-82 0 -74 -58Z";
  const fabric = fabricFor(color);
  const pillow = doc.sheen({ light: 0.22, fade: 0.6, rim: [[1, 0.32]], at: [0.42, 0.38, 0.62] });
  let out = "";
  [6, -3, 4, -5].forEach((rot, i) => {
    const t = `translate(${n(x + flip * (i % 2) * 10)} ${n(y - i * 34)}) rotate(${n(rot * flip)})`;
    out += g(
      { transform: t },
      path(bag, { fill: shade(color, -0.45), transform: "translate(0 14)" }),
      path(bag, { fill: color, stroke: fabric.line, "stroke-width": 1.5 }),
      path(bag, { fill: pillow }),
      stitch(inner, fabric, 0.8),
      i === 3 ? path(star(0, 0, 32), { fill: "#fff", opacity: 0.92 }) : "",
    );
  });
  return out;
}

export function drawCornholeSet(doc: Doc, cw: Colorway): string {
  const other = cw.name === "gold" ? "#16305a" : "#f2a900";
  return g(
    { transform: "translate(400 340) scale(1.3) translate(-400 -350)" },
    cornholeStack(doc, 296, 440, cw.base, -1),
    cornholeStack(doc, 514, 456, other, 1),
  );
}

/** Team duffel with end panels, grab handles and shoulder strap. */
export function drawDuffel(doc: Doc, cw: Colorway): string {
  const fabric = fabricFor(cw.base);
  const body = "M180 250Q180 200 240 196H560Q620 200 620 250V470Q620 500 590 500H210Q180 500 180 470Z";
  return g(
    {},
    path("M230 250C240 60 560 60 570 250", { fill: "none", stroke: DARK, "stroke-width": 16 }),
    piece(doc, body, fabric),
    path("M340 200C340 140 460 140 460 200", { fill: "none", stroke: DARK, "stroke-width": 14 }),
    piece(doc, rect(150, 250, 60, 220, 24), fabricFor(shade(cw.base, -0.2))),
    piece(doc, rect(590, 250, 60, 220, 24), fabricFor(shade(cw.base, -0.2))),
    zipper("M220 214H580"),
    pull(520, 216),
    path("M210 300H590", { stroke: cw.print, "stroke-width": 10 }),
    namePatch(400, 400, cw),
  );
}

/** Bat pack backpack seen from the front. */
export function drawBackpack(doc: Doc, cw: Colorway): string {
  const fabric = fabricFor(cw.base);
  const body = "M270 150Q270 70 400 70Q530 70 530 150V500Q530 530 500 530H300Q270 530 270 500Z";
  return g(
    {},
    path("M300 110C240 160 240 400 260 500M500 110C560 160 560 400 540 500", {
      fill: "none",
      stroke: DARK,
      "stroke-width": 22,
    }),
    path("M370 72C370 40 430 40 430 72", { fill: "none", stroke: DARK, "stroke-width": 10 }),
    piece(doc, body, fabric),
    zipper("M290 150Q290 92 400 90Q510 92 510 150"),
    piece(doc, rect(300, 300, 200, 200, 24), fabricFor(shade(cw.base, 0.06))),
    zipper("M318 318H482"),
    pull(470, 320),
    namePatch(400, 410, cw),
    path("M300 230h200", { stroke: cw.print, "stroke-width": 8 }),
  );
}
