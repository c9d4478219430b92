import { drawBall } from "./gear";
import {
  band,
  caption,
  field,
  glow,
  H,
  hanger,
  jersey,
  jerseySet,
  lightTower,
  sky,
  stripes,
  vignette,
  W,
} from "./hero-kit";
import { letters } from "./lettering";
import { colorway, GOLD, NAVY, WHITE } from "./palette";
import { drawHelmet } from "./protective";
import { rect, star } from "./shapes";
import { type Doc, g, n, path } from "./svg";

/** Scoreboard over the outfield wall. */
function scoreboard(x: number, y: number): string {
  const digit = (t: string, cx: number, cy: number): string =>
    path(rect(cx - 44, cy - 62, 88, 74, 6), { fill: "#05070d" }) +
    letters(t, { x: cx, y: cy, size: 54, weight: 24, condense: 0.8, align: "middle" }, { fill: GOLD });
  return g(
    {},
    path(`M${x + 130}  ${y + 200}h20v130h-20ZM${x + 250} ${y + 200}h20v130h-20Z`, { fill: "#0a1120" }),
    path(rect(x, y, 400, 210, 10), { fill: "#0e1a33", stroke: "#263a63", "stroke-width": 4 }),
    letters(
      "CLANTON",
      { x: x + 200, y: y + 52, size: 34, weight: 24, tracking: 14, align: "middle" },
      { fill: GOLD },
    ),
    caption("HOME", x + 100, y + 86, 14, WHITE, "middle"),
    caption("GUEST", x + 300, y + 86, 14, WHITE, "middle"),
    digit("7", x + 100, y + 176),
    digit("3", x + 300, y + 176),
    path(star(x + 200, y + 140, 16), { fill: GOLD }),
  );
}

/** Image 1: the ballpark at night under the lights. */
export function slide11(doc: Doc): string {
  const diamond = "M600 790L900 650L600 590L300 650Z";
  const bases = [rect(890, 640, 18, 12, 2), rect(591, 582, 18, 10, 2), rect(292, 640, 18, 12, 2)].join("");
  let crowd = "";
  for (let i = 0; i < 90; i++) crowd += `M${n(14 + i * 13.3)} ${n(440 + ((i * 37) % 23))}h3v3h-3Z`;
  return (
    sky(doc, "#040a18", "#163064") +
    glow(doc, 600, 470, 700, "#2d4f8f", 0.5) +
    lightTower(doc, 170, 70, 1.4, 420) +
    lightTower(doc, 1030, 70, 1.4, 780) +
    path("M0 430L140 400H1060L1200 430V520H0Z", { fill: "#0b1426" }) +
    path(crowd, { fill: "#f6d77a", opacity: 0.55 }) +
    scoreboard(400, 200) +
    field(doc, 520, "#2f7a3a") +
    path(`M0 510H${W}V532H0Z`, { fill: NAVY }) +
    path(`M0 506H${W}v5H0Z`, { fill: GOLD }) +
    path("M60 800Q600 470 1140 800Z", { fill: "#b0703f" }) +
    path(diamond, { fill: "#3b8a45" }) +
    path("M560 690a40 14 0 1 0 80 0a40 14 0 1 0-80 0Z", { fill: "#b0703f" }) +
    path("M600 790L0 540M600 790L1200 540", { stroke: "#f3f1e8", "stroke-width": 4, opacity: 0.85 }) +
    path(bases, { fill: "#fff" }) +
    path("M570 800L600 780L630 800Z", { fill: "#fff" }) +
    vignette(doc, 0.5)
  );
}

/** Image 2 (stands alone on phones): jersey under the lights; the page sets the headline over its left side. */
export function slide12(doc: Doc): string {
  const cw = colorway("navy");
  return (
    sky(doc, "#06102a", "#173a78") +
    lightTower(doc, 1080, 40, 1.1, 900) +
    glow(doc, 880, 380, 420, "#3d6cc0", 0.55) +
    field(doc, 600, "#25652f", 880) +
    path(`M0 0H${W}V${H}H0Z`, { fill: stripes(doc, "#ffffff", 26, 8, 35, 0.05) }) +
    band(230, 520, 240, NAVY, 0.72) +
    band(772, 30, 240, GOLD) +
    band(820, 10, 240, GOLD) +
    hanger(880, 112, 0.9) +
    jersey(doc, cw, "13", 880, 190, 0.92) +
    vignette(doc, 0.35)
  );
}

/** Image 3: a locker room with the team's jerseys hung and gear on the bench. */
export function slide13(doc: Doc): string {
  const cw = colorway("navy");
  const lockers = [200, 600, 1000];
  const frame = lockers.map((x) => rect(x - 170, 90, 340, 560, 6)).join("");
  const inside = lockers.map((x) => rect(x - 150, 150, 300, 480, 4)).join("");
  let vents = "";
  for (const x of lockers) for (let i = 0; i < 6; i++) vents += rect(x - 60 + i * 20, 106, 10, 30, 3);
  return (
    sky(doc, "#1d2740", "#0d1322") +
    path(frame, { fill: "#3b4660" }) +
    path(inside, { fill: "#0f1626" }) +
    path(vents, { fill: "#0f1626" }) +
    lockers.map((x) => glow(doc, x, 170, 260, "#ffe9b0", 0.28)).join("") +
    path(lockers.map((x) => `M${x - 120} 176H${x + 120}`).join(""), {
      stroke: "#8b96ab",
      "stroke-width": 6,
    }) +
    lockers.map((x) => hanger(x, 150, 0.62)).join("") +
    jerseySet(doc, cw, [
      { number: "7", cx: 200, top: 204, scale: 0.6 },
      { number: "13", cx: 600, top: 204, scale: 0.6 },
      { number: "24", cx: 1000, top: 204, scale: 0.6 },
    ]) +
    path(`M0 650H${W}V${H}H0Z`, { fill: "#121826" }) +
    path("M40 640H1160V676H40Z", { fill: "#9a6a3a" }) +
    path("M40 676H1160V690H40Z", { fill: "#6e4726" }) +
    path("M120 690h26v110h-26ZM1054 690h26v110h-26Z", { fill: "#2a303d" }) +
    g({ transform: "translate(150 420) scale(0.42)" }, drawHelmet(doc, cw, false, false)) +
    drawBall(doc, 920, 612, 30, false) +
    vignette(doc, 0.55)
  );
}
