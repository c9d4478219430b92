import type { SeedBlogPost } from "@store/db/seed-data";
import {
  apple,
  banana,
  bubbles,
  calendar,
  cone,
  drop,
  megaphone,
  orangeSlice,
  stopwatch,
  sun,
  tape,
} from "./blog-scenes";
import { drawBall, drawBat, drawBottle } from "./gear";
import { jersey } from "./hero-kit";
import { colorway, GOLD, NAVY, WHITE } from "./palette";
import { drawHelmet } from "./protective";
import { circle, star } from "./shapes";
import { Doc, g, n, path, pick, type Rng, rng } from "./svg";

type Scene = "hydration" | "fuel" | "helmet" | "jersey" | "drills" | "bat" | "news";

const RULES: readonly [RegExp, Scene][] = [
  [/hydrat|water|heat/, "hydration"],
  [/fuel|meal|snack|food/, "fuel"],
  [/helmet/, "helmet"],
  [/jersey|uniform|sublimat/, "jersey"],
  [/deadline|order|package|announce/, "news"],
  [/arm care|pitch|drill|training|practice/, "drills"],
];

const BY_CATEGORY: Record<SeedBlogPost["category"], Scene> = {
  training: "drills",
  equipment: "bat",
  nutrition: "fuel",
  news: "news",
};

export function sceneFor(post: Pick<SeedBlogPost, "title" | "category">): Scene {
  const title = post.title.toLowerCase();
  return RULES.find(([re]) => re.test(title))?.[1] ?? BY_CATEGORY[post.category];
}

/** Editorial backgrounds: [background, spot circle, confetti]. */
const PALETTES: Record<Scene, readonly [string, string, string][]> = {
  hydration: [
    ["#ef8a2c", "#f7b267", "#fff1d6"],
    ["#e76f51", "#f4a261", "#ffe8d6"],
  ],
  fuel: [
    ["#1b8a7a", "#5cc8b5", "#e6fff9"],
    ["#2a9d8f", "#8ad6c6", "#f1fffb"],
  ],
  helmet: [
    ["#1f4fb8", "#4f7fe0", "#dbe7ff"],
    ["#23395d", "#3f6aa8", "#e0ebff"],
  ],
  jersey: [
    ["#4c2c85", "#7a55c2", "#efe6ff"],
    ["#6e1f30", "#a4384f", "#ffe3ea"],
  ],
  drills: [
    ["#1f5a36", "#3e8e5a", "#e5f7ea"],
    ["#24623c", "#4ca56b", "#eefcf2"],
  ],
  bat: [
    ["#c21d2f", "#e85a69", "#ffe5e8"],
    ["#b4452c", "#de7a5f", "#fff0ea"],
  ],
  news: [
    ["#0b2545", "#1d4b8f", "#ffe6a6"],
    ["#13315c", "#2a5ea8", "#fff1c7"],
  ],
};

function confetti(random: Rng, color: string): string {
  let d = "";
  for (let i = 0; i < 14; i++) {
    const x = 30 + random() * 740;
    const y = 24 + random() * 400;
    const kind = Math.floor(random() * 3);
    if (kind === 0) d += circle(x, y, 4 + random() * 4);
    else if (kind === 1) d += `M${n(x - 7)} ${n(y)}h14M${n(x)} ${n(y - 7)}v14`;
    else d += star(x, y, 7 + random() * 4);
  }
  return path(d, { fill: color, stroke: color, "stroke-width": 3, "stroke-linecap": "round", opacity: 0.5 });
}

function subject(doc: Doc, scene: Scene, random: Rng): string {
  switch (scene) {
    case "hydration":
      return (
        sun(590, 120, 62) +
        drawBottle(doc, 360, 400, 300, "#1f4fb8", NAVY) +
        [0, 1, 2, 3].map((i) => drop(470 + i * 46, 240 + (i % 2) * 50, 1.1, WHITE)).join("") +
        orangeSlice(560, 350, 56, 20) +
        orangeSlice(220, 370, 44, -30)
      );
    case "fuel":
      return (
        path("M150 360a250 60 0 1 0 500 0a250 60 0 1 0 -500 0Z", { fill: WHITE, opacity: 0.92 }) +
        banana(330, 320, 1, -8) +
        apple(doc, 520, 300, 62) +
        orangeSlice(420, 356, 46, 10) +
        orangeSlice(240, 368, 36, -20) +
        drawBottle(doc, 660, 400, 250, GOLD, NAVY)
      );
    case "helmet":
      return (
        tape("M180 380Q400 300 640 390") +
        g({ transform: "translate(120 -10) scale(0.78)" }, drawHelmet(doc, colorway("navy"), true, false))
      );
    case "jersey":
      return (
        bubbles([
          [150, 120, 30],
          [660, 110, 44],
          [700, 300, 26],
          [120, 320, 38],
          [250, 60, 16],
        ]) +
        jersey(
          doc,
          colorway(pick(random, ["red", "navy", "royal"])),
          String(10 + Math.floor(random() * 80)),
          400,
          60,
          0.7,
        )
      );
    case "drills":
      return (
        path("M0 330L800 300V450H0Z", { fill: "#000", opacity: 0.15 }) +
        [160, 300, 440, 580].map((x, i) => cone(x, 380 - i * 10, 0.9 - i * 0.08, "#f2711c")).join("") +
        stopwatch(doc, 620, 170, 96, WHITE, NAVY) +
        drawBall(doc, 250, 190, 54, false)
      );
    case "bat":
      return (
        g({ transform: "translate(150 360) rotate(-24)" }, drawBat(doc, 540, NAVY, "#111827", true)) +
        drawBall(doc, 560, 300, 64, false)
      );
    case "news":
      return (
        calendar(470, 110, 190, "JAN", "15", "#c21d2f") +
        megaphone(doc, 210, 240, 1, GOLD) +
        path(burst(330, 150), { fill: GOLD, opacity: 0.9 })
      );
  }
}

function burst(x: number, y: number): string {
  let d = "";
  for (let i = 0; i < 5; i++) {
    const a = ((-70 + i * 30) * Math.PI) / 180;
    d += `M${n(x + Math.cos(a) * 40)} ${n(y + Math.sin(a) * 40)}L${n(x + Math.cos(a) * 80 + 4)} ${n(y + Math.sin(a) * 80)}L${n(x + Math.cos(a) * 80 - 4)} ${n(y + Math.sin(a) * 80 + 6)}Z`;
  }
  return d;
}

/** 800x450 editorial illustration for a blog post. */
export function blogSvg(post: SeedBlogPost): string {
  const random = rng(post.slug);
  const doc = new Doc("b");
  const scene = sceneFor(post);
  const [bg, spot, dots] = pick(random, PALETTES[scene]);
  const tilt = random() < 0.5 ? -1 : 1;
  const body =
    path("M0 0h800v450H0Z", { fill: bg }) +
    path(
      `M${n(400 - tilt * 460)} 450L${n(400 + tilt * 300)} 0h${n(tilt * 120)}L${n(400 - tilt * 340)} 450Z`,
      { fill: WHITE, opacity: 0.06 },
    ) +
    path(circle(400 + (random() - 0.5) * 120, 225, 175), { fill: spot, opacity: 0.55 }) +
    confetti(random, dots) +
    g({ filter: doc.shadow(10, 10, 0.25, "#000") }, subject(doc, scene, random));
  return doc.render(800, 450, body, post.title);
}
