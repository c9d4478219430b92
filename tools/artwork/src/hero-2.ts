import { band, glow, H, jersey, sky, stripes, vignette, W } from "./hero-kit";
import { letters } from "./lettering";
import { colorway, GOLD, NAVY, WHITE } from "./palette";
import { sublimation } from "./prints";
import { circle, rect } from "./shapes";
import {
  chip,
  inkDrops,
  panel,
  penPath,
  SWATCHES,
  selection,
  stylus,
  swatchFan,
  tablet,
  toolbar,
} from "./studio";
import { type Doc, g, path } from "./svg";

/** Image 1: the designer's desk, a jersey template on a tablet with colour guides. */
export function slide21(doc: Doc): string {
  const grid = `url(#${doc.def((i) => `<pattern id="${i}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity=".07" stroke-width="1.5"/></pattern>`)})`;
  const design = g(
    {},
    path(panel(0, 0, 1), { fill: "#1f4fb8" }),
    g(
      { "clip-path": `url(#${doc.clip(path(panel(0, 0, 1)))})` },
      g({ transform: "translate(-400 -160)" }, sublimation(colorway("royal"), 0.2)),
    ),
    path(panel(0, 0, 1), { fill: "none", stroke: NAVY, "stroke-width": 3 }),
    letters(
      "13",
      { x: 0, y: 250, size: 110, weight: 30, condense: 0.8, align: "middle" },
      { fill: WHITE, outline: NAVY, outlineWidth: 4 },
    ),
  );
  const screen =
    toolbar(180, 130, 520) +
    g({ transform: "translate(460 210) scale(0.9)" }, design) +
    g(
      { transform: "translate(740 210) scale(0.9)" },
      path(panel(0, 0, 1), { fill: GOLD }),
      path(panel(0, 0, 1), { fill: "none", stroke: NAVY, "stroke-width": 3 }),
      letters(
        "CARTER",
        { x: 0, y: 110, size: 30, weight: 24, condense: 0.8, tracking: 8, align: "middle" },
        { fill: NAVY },
      ),
      letters(
        "13",
        { x: 0, y: 270, size: 120, weight: 30, condense: 0.8, align: "middle" },
        { fill: NAVY, outline: WHITE, outlineWidth: 4 },
      ),
    ) +
    selection(352, 196, 216, 314) +
    path(SWATCHES.map((_, i) => circle(880, 180 + i * 50, 18)).join(""), { fill: "#fff" }) +
    SWATCHES.map((c, i) => path(circle(880, 180 + i * 50, 15), { fill: c })).join("");
  return (
    sky(doc, "#12284f", "#0a1730") +
    path(`M0 0H${W}V${H}H0Z`, { fill: grid }) +
    tablet(doc, 150, 110, 800, 560, screen) +
    swatchFan(1010, 700, 1.05) +
    stylus(230, 730, -24, 380) +
    path(rect(60, 80, 40, 640, 4), { fill: "#f2a900", opacity: 0.9 }) +
    path(Array.from({ length: 31 }, (_, i) => `M60 ${100 + i * 20}h${i % 5 === 0 ? 18 : 10}`).join(""), {
      stroke: NAVY,
      "stroke-width": 2,
    }) +
    vignette(doc, 0.4)
  );
}

/** Image 2 (stands alone on phones): a sublimated jersey being designed; the page sets the headline. */
export function slide22(doc: Doc): string {
  const cw = colorway("royal");
  const ribbon = SWATCHES.slice(0, 6)
    .map((c, i) => band(860 + i * 46, 46, 520, c, 0.95))
    .join("");
  return (
    sky(doc, "#0b2545", "#050d1e") +
    path(`M0 0H${W}V${H}H0Z`, { fill: stripes(doc, "#ffffff", 30, 10, -35, 0.04) }) +
    ribbon +
    glow(doc, 900, 420, 420, "#ffffff", 0.18) +
    jersey(doc, { ...cw, accent: GOLD }, "22", 900, 180, 0.86) +
    selection(668, 128, 464, 480) +
    penPath(
      "M690 640C760 560 860 700 960 640S1110 560 1160 620",
      [
        [690, 640],
        [960, 640],
        [1160, 620],
      ],
      [
        [960, 640, 900, 676],
        [960, 640, 1020, 604],
      ],
    ) +
    vignette(doc, 0.3)
  );
}

/** Image 3: printed transfer paper coming off the sublimation printer, with colour chips. */
export function slide23(doc: Doc): string {
  const paper = doc.linear([
    { at: 0, color: "#e9ecef" },
    { at: 0.2, color: "#ffffff" },
    { at: 1, color: "#f4f5f7" },
  ]);
  const printed = (x: number, color: string, tilt: number): string => {
    const clip = doc.clip(path(panel(x, 260, 1.05)));
    return (
      path(panel(x, 260, 1.05), { fill: color }) +
      g(
        { "clip-path": `url(#${clip})` },
        g(
          { transform: `translate(${x - 400} 130)` },
          sublimation({ ...colorway("navy"), base: color }, tilt),
        ),
      ) +
      g(
        { transform: `matrix(-1 0 0 1 ${2 * x} 0)` },
        letters(
          "CLANTON",
          { x, y: 360, size: 40, weight: 26, condense: 0.8, align: "middle" },
          { fill: WHITE },
        ),
      )
    );
  };
  return (
    sky(doc, "#f7f7f5", "#e4e7ec") +
    path("M0 560H1200V800H0Z", { fill: "#d9dde3" }) +
    path(rect(130, 170, 700, 620), { fill: paper, stroke: "#cfd3d8", "stroke-width": 2 }) +
    printed(310, "#c21d2f", 0.2) +
    printed(650, "#0b2545", 0.8) +
    path(rect(90, 60, 780, 150, 22), { fill: "#2a2f3a" }) +
    path(rect(110, 170, 740, 16, 6), { fill: "#11141a" }) +
    path(rect(700, 92, 130, 40, 8), { fill: "#11141a" }) +
    path(circle(730, 112, 8), { fill: "#22c55e" }) +
    inkDrops(150, 118, 0.7) +
    letters("SUBLIMATION", { x: 420, y: 130, size: 30, weight: 18, tracking: 20 }, { fill: "#cfd3d8" }) +
    chip(900, 250, "#c21d2f", "RED 186") +
    chip(1040, 250, GOLD, "GOLD 124") +
    chip(900, 420, "#1f4fb8", "ROYAL 286") +
    chip(1040, 420, NAVY, "NAVY 289") +
    stylus(900, 660, -8, 260) +
    vignette(doc, 0.2)
  );
}
