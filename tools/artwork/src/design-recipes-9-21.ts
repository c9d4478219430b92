import { courtLines, crest, crown, diamond, scoreboard, shield, sponsorBox, tailSweep } from "./design-marks";
import { checkers, dots, halftone, paintSplash, pinstripes, starRow, zigzag } from "./design-patterns";
import {
  both,
  cw,
  type DesignRecipe,
  number,
  RED,
  recipe,
  sleeveBand,
  TEE,
  VTEE,
  wordmark,
} from "./design-recipe-kit";
import { drawTop } from "./garments";
import { letters } from "./lettering";
import { GOLD, NAVY, WHITE } from "./palette";
import { circle, offsetLine, rect } from "./shapes";
import { path, shade } from "./svg";
import { drawTank } from "./tank";
import { CX, topGeometry } from "./tops";

/** Stock designs 9-21, by id. */
export const RECIPES_9_TO_21: Record<string, DesignRecipe> = {
  // Full Court Press: court lines wrapping the side panels of a basketball tank.
  "design-9": recipe(cw("orange", "#e2621b", NAVY, WHITE), (doc, _random, c) =>
    drawTank(doc, c, "tank", {
      binding: NAVY,
      front:
        path(both("M200 200L300 230L312 600H200Z"), { fill: NAVY }) +
        courtLines(546, WHITE) +
        path(both("M300 230L312 600"), { stroke: WHITE, "stroke-width": 4 }) +
        number("30", 330, 110, NAVY, WHITE),
    }),
  ),

  // Buzzer Beater: electric zig-zag trim and a scoreboard number.
  "design-10": recipe(cw("black", "#18191d", "#ffd60a", "#22d3ee"), (doc, _random, c) =>
    drawTank(doc, c, "tank", {
      binding: "#ffd60a",
      front:
        path(zigzag(180, 620, 500, 22), { fill: "none", stroke: "#22d3ee", "stroke-width": 7 }) +
        path(zigzag(180, 620, 522, 22), { fill: "none", stroke: "#ffd60a", "stroke-width": 4 }) +
        path(both("M262 240L286 262L262 284L286 306L262 328L286 350L262 372L286 394L262 416"), {
          fill: "none",
          stroke: "#22d3ee",
          "stroke-width": 8,
        }) +
        path(rect(300, 220, 200, 150, 10), { fill: "#0b0c0f", stroke: "#33363d", "stroke-width": 3 }) +
        scoreboard("23", CX, 240, 110, "#ffd60a", "#2a2c31"),
    }),
  ),

  // Hardwood Classic: throwback piping and an arched wordmark.
  "design-11": recipe(cw("gold", "#f2b10c", "#4c2c85", WHITE), (doc, _random, c) =>
    drawTank(doc, c, "tank", {
      binding: "#4c2c85",
      piping: ["#4c2c85", WHITE],
      front:
        wordmark("CLANTON", 268, 50, "#4c2c85", WHITE, 22) +
        number("33", 440, 140, "#4c2c85", WHITE) +
        path("M256 520C300 524 360 526 400 526S500 524 544 520", {
          fill: "none",
          stroke: "#4c2c85",
          "stroke-width": 8,
        }),
    }),
  ),

  // Slam Dunk Splash: bright paint splashed across the shoulders.
  "design-12": recipe(cw("white", "#f6f6f4", NAVY, "#e0218a"), (doc, random, c) =>
    drawTank(doc, c, "tank", {
      binding: "#e0218a",
      front:
        paintSplash(random, 270, 510, 180, ["#ffd100", "#00a3e0", "#e0218a"]) +
        number("11", 480, 120, NAVY, WHITE),
    }),
  ),

  // Home Run Heritage: pinstripes, a tail-sweep script, a placket and a stitched crest.
  "design-13": recipe(cw("white", "#f6f6f4", NAVY, RED), (doc, _random, c) => {
    let buttons = "";
    for (let y = 232; y < 520; y += 58) buttons += circle(CX, y, 5);
    return drawTop(doc, VTEE, c, {
      collar: NAVY,
      allover: pinstripes(doc, 18, 2, "#2c4a7c"),
      front:
        path("M388 190H412V600H388Z", { fill: c.base }) +
        path("M388 190V600M412 190V600", { stroke: "#c3c6cc", "stroke-width": 2 }) +
        path(buttons, { fill: "#e9ebee", stroke: "#9aa1ab", "stroke-width": 1.5 }) +
        tailSweep("CLANTON", CX, 282, 56, NAVY, RED) +
        crest(322, 350, 58, { field: NAVY, edge: RED, ink: WHITE }, "C"),
    });
  }),

  // Dugout Dynasty: a crowned shield and raglan sleeves in a second team colour.
  "design-14": recipe(cw("navy", "#16305a", GOLD, RED), (doc, _random, c) => {
    const raglan = "M0 0H346L352 94L244 236L238 600H0Z";
    return drawTop(doc, TEE, c, {
      allover:
        path(both(raglan), { fill: RED }) +
        path(both("M352 94L244 236"), { stroke: WHITE, "stroke-width": 3 }),
      front:
        crown(CX, 216, 84, GOLD) +
        path(shield(CX, 222, 124, 146), { fill: GOLD }) +
        crest(CX, 230, 108, { field: c.base, edge: RED, ink: GOLD }, "DD"),
    });
  }),

  // Bases Loaded: a diamond outline fading into the team name.
  "design-15": recipe(cw("forest", "#1f5a36", WHITE, GOLD), (doc, _random, c) =>
    drawTop(doc, TEE, c, {
      front: diamond(doc, CX, 250, 96, WHITE) + wordmark("CLANTON", 344, 54, WHITE, c.base),
    }),
  ),

  // Seventh Inning Stars: stars-and-stripes sleeve panels.
  "design-16": recipe(cw("heather", "#c3c7cd", NAVY, RED, true), (doc, _random, _c) => {
    const stripes = [0, 1, 2, 3].map((i) => sleeveBand(TEE, 4 + i * 12, 10 + i * 12)).join("");
    const { cuff } = topGeometry(TEE);
    const mid = offsetLine(cuff[0], cuff[1], -66);
    let stars = "";
    for (const t of [0.2, 0.5, 0.8]) {
      const x = mid[0][0] + (mid[1][0] - mid[0][0]) * t;
      const y = mid[0][1] + (mid[1][1] - mid[0][1]) * t;
      stars += starRow(x, y, 1, 0, 8, WHITE);
    }
    return drawTop(doc, TEE, cw("heather", "#c3c7cd", NAVY, RED, true), {
      allover:
        path(sleeveBand(TEE, 0, 52), { fill: WHITE }) +
        path(stripes, { fill: RED }) +
        path(sleeveBand(TEE, 52, 84), { fill: NAVY }) +
        stars,
      front:
        starRow(352, 218, 3, 48, 14, RED) +
        wordmark("CLANTON", 290, 50, NAVY, WHITE) +
        letters(
          "7TH INNING",
          { x: CX, y: 322, size: 18, weight: 18, tracking: 26, align: "middle" },
          { fill: RED },
        ),
    });
  }),

  // Pitch Perfect: tonal hoops and a V-neck collar band, like a European club kit.
  "design-17": recipe(cw("red", "#b3192b", WHITE, GOLD), (doc, _random, c) => {
    let hoops = "";
    for (let y = 60; y < 600; y += 64) hoops += rect(0, y, 800, 32);
    return drawTop(doc, VTEE, c, {
      collar: WHITE,
      allover: path(hoops, { fill: shade(c.base, -0.16) }),
      front: crest(470, 150, 46, { field: WHITE, edge: GOLD, ink: c.base }, "*"),
    });
  }),

  // Golden Goal: a gold pinstriped sash across a solid body, with room for a sponsor.
  "design-18": recipe(cw("navy", "#16305a", GOLD, WHITE), (doc, _random, c) =>
    drawTop(doc, TEE, c, {
      front:
        path("M560 60L660 60L300 620L200 620Z", { fill: GOLD }) +
        path("M585 60L591 60L231 620L225 620ZM629 60L635 60L275 620L269 620Z", {
          fill: c.base,
          opacity: 0.55,
        }) +
        path(rect(300, 262, 200, 78, 10), { fill: c.base }) +
        sponsorBox(CX, 301, 188, 66, WHITE),
    }),
  ),

  // Midfield Maestro: halftone panels that fade from dark to light.
  "design-19": recipe(cw("purple", "#5a3596", GOLD, WHITE), (doc, _random, c) =>
    drawTop(doc, TEE, c, {
      allover: halftone(doc, 60, 540, 6.5, 0.8, shade(c.base, -0.5)),
      front: crest(470, 150, 44, { field: c.base, edge: GOLD, ink: GOLD }, "M"),
    }),
  ),

  // Finish Line: lane-line stripes and a checkered hem on a track singlet.
  "design-20": recipe(cw("teal", "#0f6e8c", WHITE, GOLD), (doc, _random, c) =>
    drawTank(doc, c, "singlet", {
      binding: WHITE,
      front:
        path("M338 0V600M372 0V600M428 0V600M462 0V600", { stroke: WHITE, "stroke-width": 6 }) +
        letters("4", { x: CX, y: 330, size: 46, weight: 26, align: "middle" }, { fill: GOLD }) +
        checkers(doc, 490, 18, 3, "#15161a", WHITE),
    }),
  ),

  // Personal Best: a minimal singlet with mesh side zones and a bold side number panel.
  "design-21": recipe(cw("charcoal", "#3d4148", GOLD, WHITE), (doc, _random, c) =>
    drawTank(doc, c, "singlet", {
      binding: GOLD,
      front:
        path(both("M200 240H318V600H200Z"), { fill: dots(doc, 9, 2.4, shade(c.base, -0.6)) }) +
        path(both("M318 240V600"), { stroke: GOLD, "stroke-width": 4 }) +
        path(rect(430, 300, 96, 120, 10), { fill: WHITE }) +
        letters(
          "27",
          { x: 478, y: 392, size: 64, weight: 28, condense: 0.8, align: "middle" },
          { fill: NAVY },
        ),
    }),
  ),
};
