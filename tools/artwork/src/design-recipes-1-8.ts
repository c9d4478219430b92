import { crest, stadiumLight, stencilNumber, tailSweep } from "./design-marks";
import { chevrons, digitalCamo, flames, glowSpot, specks, speedLines, sunburst } from "./design-patterns";
import {
  cw,
  type DesignRecipe,
  JERSEY,
  number,
  RED,
  recipe,
  sleeveBand,
  TEE,
  VTEE,
} from "./design-recipe-kit";
import { drawTop } from "./garments";
import { letters } from "./lettering";
import { GOLD, NAVY, WHITE } from "./palette";
import { circle } from "./shapes";
import { path, shade } from "./svg";
import { CX } from "./tops";

/** Stock designs 1-8, by id. */
export const RECIPES_1_TO_8: Record<string, DesignRecipe> = {
  // Diamond Fury: a bold diagonal slash with flames licking up from the hem.
  "design-1": recipe(cw("fury", "#26272c", RED, GOLD), (doc, random, c) =>
    drawTop(doc, VTEE, c, {
      collar: RED,
      front:
        path("M170 60L290 60L640 620L520 620Z", { fill: RED }) +
        path("M300 60L318 60L668 620L650 620Z", { fill: GOLD }) +
        flames(random, 220, 580, 548, 190, [RED, "#f26b1d", GOLD]) +
        letters(
          "FURY",
          { x: 470, y: 262, size: 62, weight: 28, condense: 0.8, tracking: 8, align: "middle", slant: 12 },
          { fill: WHITE, outline: "#111", outlineWidth: 3 },
        ),
    }),
  ),

  // Rise Up Softball: sun rays rising behind a slanted script wordmark.
  "design-2": recipe(cw("sky", "#5fa8e0", NAVY, GOLD), (doc, _random, c) =>
    drawTop(doc, TEE, c, {
      front:
        sunburst(CX, 330, 300, 18, "#ffe9a3") +
        path(circle(CX, 330, 92), { fill: "#ffc23a" }) +
        path(circle(CX, 330, 70), { fill: "#ffd45c" }) +
        path("M180 330H620V600H180Z", { fill: c.base }) +
        path("M230 330H570", { stroke: WHITE, "stroke-width": 4 }) +
        tailSweep("RISE UP", CX, 300, 62, NAVY, WHITE) +
        letters(
          "SOFTBALL",
          { x: CX, y: 368, size: 20, weight: 18, tracking: 30, align: "middle" },
          { fill: NAVY },
        ),
    }),
  ),

  // Strikeforce Soccer: angular chevrons down the chest and a shield crest.
  "design-3": recipe(cw("royal", "#1f4fb8", WHITE, GOLD), (doc, _random, c) =>
    drawTop(doc, JERSEY, c, {
      collar: WHITE,
      front:
        chevrons(CX, 250, 420, 90, 26, [WHITE, GOLD, shade(c.base, -0.35)]) +
        crest(468, 150, 52, { field: NAVY, edge: GOLD, ink: WHITE }, "S"),
    }),
  ),

  // Fast Track Relay: speed streaks racing across the chest.
  "design-4": recipe(cw("white", "#f6f6f4", NAVY, RED), (doc, random, c) =>
    drawTop(doc, TEE, c, {
      front:
        speedLines(random, 190, 350, [NAVY, GOLD, RED]) +
        letters(
          "RELAY",
          { x: 262, y: 300, size: 52, weight: 28, condense: 0.8, tracking: 10, slant: 14 },
          { fill: NAVY, outline: WHITE, outlineWidth: 4 },
        ),
    }),
  ),

  // Friday Night Lights: stadium light starbursts over a deep navy field.
  "design-5": recipe(cw("night", "#10254a", GOLD, WHITE), (doc, _random, c) =>
    drawTop(doc, JERSEY, c, {
      trim: GOLD,
      collar: GOLD,
      front:
        glowSpot(doc, 300, 200, 160, "#fff1c4", 0.55) +
        glowSpot(doc, 500, 200, 160, "#fff1c4", 0.55) +
        stadiumLight(300, 200, 0.8, "#ffe9a8") +
        stadiumLight(500, 200, 0.8, "#ffe9a8") +
        path("M0 430H800M0 470H800M0 510H800", { stroke: WHITE, "stroke-width": 2, opacity: 0.18 }) +
        number("7", 470, 150, WHITE, GOLD),
    }),
  ),

  // Gridiron Grit: distressed block numbers and shoulder stripes.
  "design-6": recipe(cw("maroon", "#6e1f30", WHITE, GOLD), (doc, random, c) =>
    drawTop(doc, JERSEY, c, {
      collar: WHITE,
      allover:
        path(sleeveBand(JERSEY, 22, 36) + sleeveBand(JERSEY, 50, 64), { fill: WHITE }) +
        path(sleeveBand(JERSEY, 36, 50), { fill: GOLD }),
      front: number("54", 410, 160, WHITE, GOLD) + specks(doc, random, c.base),
    }),
  ),

  // Blitz Camo: digital camouflage with a sharp gold collar.
  "design-7": recipe(cw("olive", "#5b6b43", GOLD, WHITE), (doc, random, c) =>
    drawTop(doc, JERSEY, c, {
      collar: GOLD,
      allover: digitalCamo(doc, random, 12, c.base, ["#3c4a2c", "#8d8a5e", "#2a2f22"]),
      front: number("24", 400, 150, "#1f2418", GOLD),
    }),
  ),

  // Red Zone: team colour fading to red at the hem under an oversized stencil number.
  "design-8": recipe(cw("royal", "#1f4fb8", WHITE, RED), (doc, _random, _c) => {
    const fade = doc.linear(
      [
        { at: 0, color: "#1f4fb8" },
        { at: 0.45, color: "#1f4fb8" },
        { at: 1, color: "#d11f2f" },
      ],
      0,
      80,
      0,
      560,
      true,
    );
    const fill = path("M0 0h800v600H0Z", { fill: fade });
    return drawTop(doc, JERSEY, cw("royal", "#1f4fb8", WHITE, RED), {
      collar: WHITE,
      allover: fill,
      front: stencilNumber(doc, "20", CX, 420, 170, WHITE),
    });
  }),
};
