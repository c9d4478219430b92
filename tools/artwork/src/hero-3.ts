import { drawTop } from "./garments";
import { drawBall, drawBat } from "./gear";
import { drawBattingGloves } from "./gloves";
import { drawCap } from "./headwear";
import { band, glow, H, hanger, sky, stripes, vignette, W } from "./hero-kit";
import { letters } from "./lettering";
import { colorway, GOLD, NAVY, WHITE } from "./palette";
import { fleeceChest, storeMark } from "./prints";
import { drawHelmet } from "./protective";
import { rect } from "./shapes";
import { type Doc, el, g, n, path, use } from "./svg";

function turf(doc: Doc): string {
  const blades = `url(#${doc.def((i) =>
    el(
      "pattern",
      { id: i, width: 24, height: 24, patternUnits: "userSpaceOnUse" },
      path("M3 20l2-8M10 23l-1-9M15 18l3-8M21 22l-2-7M7 8l1-6M18 6l-2-5", {
        stroke: "#5fae5a",
        "stroke-width": 1.6,
        opacity: 0.55,
      }) + path("M5 14l-1-6M13 10l2-7M20 14l1-6", { stroke: "#1f5f2b", "stroke-width": 1.6, opacity: 0.6 }),
    ),
  )})`;
  return sky(doc, "#3f8c43", "#2d6e34") + path(`M0 0H${W}V${H}H0Z`, { fill: blades });
}

/** Image 1: flat lay of bats, balls, a helmet and gloves on turf. */
export function slide31(doc: Doc): string {
  const ball = doc.symbol(drawBall(doc, 0, 0, 40, false));
  return (
    turf(doc) +
    path("M-20 690L1220 530V552L-20 712Z", { fill: "#f4f3ee", opacity: 0.85 }) +
    g(
      { filter: doc.shadow(8, 6, 0.35, "#0b1a0e") },
      g({ transform: "translate(230 640) rotate(-28)" }, drawBat(doc, 760, NAVY, "#111827", false)),
      g({ transform: "translate(300 170) rotate(24)" }, drawBat(doc, 740, NAVY, "#1f2937", true)),
      g({ transform: "translate(-70 -60) scale(0.62)" }, drawHelmet(doc, colorway("red"), true, false)),
      g({ transform: "translate(700 10) scale(0.66)" }, drawBattingGloves(doc, colorway("black"))),
      use(ball, "translate(640 560)"),
      use(ball, "translate(740 600) rotate(40)"),
      use(ball, "translate(1040 520) rotate(-70)"),
      drawBall(doc, 180, 520, 52, true),
    ) +
    vignette(doc, 0.45)
  );
}

/** Image 2 (stands alone on phones): GEAR UP with helmet, bat and balls on a navy slab. */
export function slide32(doc: Doc): string {
  return (
    sky(doc, "#f6b90f", "#e79300") +
    path(`M0 0H${W}V${H}H0Z`, { fill: stripes(doc, "#ffffff", 28, 9, 35, 0.12) }) +
    path("M700 0H1200V800H440Z", { fill: NAVY }) +
    band(676, 18, 260, WHITE) +
    path(`M0 0H${W}V${H}H0Z`, { fill: stripes(doc, "#ffffff", 40, 2, -55, 0.05) }) +
    glow(doc, 880, 400, 380, "#3d6cc0", 0.5) +
    g(
      { filter: doc.shadow(14, 14, 0.45, "#000") },
      g({ transform: "translate(600 700) rotate(-52)" }, drawBat(doc, 820, "#b91c1c", "#111827", false)),
      g({ transform: "translate(570 70) scale(0.9)" }, drawHelmet(doc, colorway("navy"), true, false)),
      drawBall(doc, 1060, 640, 74, false),
      drawBall(doc, 900, 690, 58, true),
    ) +
    ""
  );
}

/** Image 3: the spirit-wear wall: hoodies on a rail, caps on a shelf, pennants overhead. */
export function slide33(doc: Doc): string {
  let slats = "";
  for (let y = 40; y < 620; y += 40) slats += `M0 ${y}H${W}`;
  const letters7 = "CLANTON";
  let pennants = "";
  for (let i = 0; i < 7; i++) {
    const x = 150 + i * 130;
    const fill = i % 2 === 0 ? NAVY : GOLD;
    pennants +=
      path(`M${x - 52} 40H${x + 52}L${x} 150Z`, { fill }) +
      letters(
        letters7[i] ?? "",
        { x, y: 92, size: 38, weight: 24, align: "middle" },
        { fill: i % 2 === 0 ? GOLD : NAVY },
      );
  }
  const fleece = { sleeve: "long", neck: "hood", rib: true, boxy: true } as const;
  const tinted = doc.symbol(drawTop(doc, fleece, { ...colorway("heather"), print: WHITE }, { tint: true }));
  const hoodie = (name: string, x: number, s: number, print: "chest" | "mark"): string => {
    const cw = colorway(name);
    const front = print === "chest" ? fleeceChest(400, 330, cw) : storeMark(470, 220, 22, cw);
    const base = cw.heather === true ? "#b8bcc3" : cw.base;
    return g(
      { transform: `translate(${n(x - 400 * s)} ${n(190 - 20 * s)}) scale(${s})` },
      el("use", { href: `#${tinted}`, color: base }),
      front,
    );
  };
  const cap = doc.symbol(drawCap(doc, colorway("navy"), "trucker"));
  return (
    sky(doc, "#ece7df", "#d9d2c6") +
    path(slats, { stroke: "#b9b0a2", "stroke-width": 3 }) +
    path("M0 20Q600 70 1200 20", { fill: "none", stroke: "#6b7280", "stroke-width": 3 }) +
    pennants +
    path("M120 206H1080", { stroke: "#8b93a1", "stroke-width": 10, "stroke-linecap": "round" }) +
    [300, 600, 900].map((x) => hanger(x, 170, 0.55)).join("") +
    g(
      { filter: doc.shadow(10, 10, 0.25) },
      hoodie("gold", 300, 0.62, "mark"),
      hoodie("heather", 900, 0.62, "mark"),
      hoodie("navy", 600, 0.68, "chest"),
    ) +
    path(rect(0, 640, W, 160), { fill: "#5b3c22" }) +
    path(rect(0, 640, W, 14), { fill: "#7a5232" }) +
    use(cap, "translate(60 436) scale(0.42)") +
    use(cap, "translate(900 436) scale(0.42)") +
    vignette(doc, 0.3)
  );
}
