import type { SeedProduct } from "@store/db/seed-data";
import { COLORWAYS, type Colorway, colorway } from "./palette";
import { rng } from "./svg";

export type Shape =
  | "tee"
  | "longsleeve"
  | "crewneck"
  | "hoodie"
  | "quarterzip"
  | "jersey"
  | "pants"
  | "shorts"
  | "socks"
  | "cap"
  | "beanie"
  | "battinggloves"
  | "cornhole"
  | "rollingbag"
  | "duffel"
  | "backpack"
  | "helmet"
  | "mask"
  | "catchers"
  | "soccer"
  | "baseball"
  | "softball"
  | "basketball"
  | "football"
  | "bat"
  | "bottle";

/** Keyword rules tried in order against the product name; the first match wins. */
const RULES: readonly [RegExp, Shape][] = [
  [/catcher'?s gear|gear set/, "catchers"],
  [/rolling|wheeled/, "rollingbag"],
  [/cornhole/, "cornhole"],
  [/backpack|bat pack/, "backpack"],
  [/\bbag\b|duffel|tote/, "duffel"],
  [/pants|trousers/, "pants"],
  [/shorts/, "shorts"],
  [/sock/, "socks"],
  [/jersey/, "jersey"],
  [/hoodie|hooded/, "hoodie"],
  [/1\/4 zip|quarter[- ]zip|\bzip\b/, "quarterzip"],
  [/crew(neck)?\b|sweatshirt/, "crewneck"],
  [/long sleeve/, "longsleeve"],
  [/\btee\b|t-shirt|shirt/, "tee"],
  [/\bcap\b|\bhat\b|visor/, "cap"],
  [/beanie|knit/, "beanie"],
  [/glove|mitt/, "battinggloves"],
  [/helmet/, "helmet"],
  [/mask/, "mask"],
  [/soccer/, "soccer"],
  [/basketball/, "basketball"],
  [/football/, "football"],
  [/softball|fastpitch ball/, "softball"],
  [/baseball|\bball\b/, "baseball"],
  [/\bbats?\b/, "bat"],
  [/bottle|jug|tumbler/, "bottle"],
];

const BY_CATEGORY: Record<SeedProduct["category"], Shape> = {
  "t-shirts": "tee",
  sweatshirts: "crewneck",
  hoodies: "hoodie",
  apparel: "tee",
  accessories: "cap",
  equipment: "baseball",
};

export function shapeFor(product: Pick<SeedProduct, "name" | "category">): Shape {
  const name = product.name.toLowerCase();
  return RULES.find(([re]) => re.test(name))?.[1] ?? BY_CATEGORY[product.category];
}

const COLOUR_WORDS: readonly [RegExp, string][] = [
  [/heather|\bgr[ae]y\b/, "heather"],
  [/\bwhite\b/, "white"],
  [/\bblack\b/, "black"],
  [/\bnavy\b/, "navy"],
  [/\bred\b/, "red"],
  [/\broyal\b/, "royal"],
  [/\bgold\b/, "gold"],
];

/**
 * Picks a colourway per product: the first colour its copy mentions, otherwise the least-used team
 * colour so far, steering away from colours already given to the same kind of item (same shape,
 * or both sublimated). Ties are broken by a value seeded from the slug; deterministic for a list.
 */
export function planColorways(products: readonly SeedProduct[]): Map<string, Colorway> {
  const used = new Map<string, number>();
  const byShape = new Map<string, number>();
  const plan = new Map<string, Colorway>();
  const pool = COLORWAYS.filter((c) => c.name !== "white" && c.name !== "heather");
  for (const product of products) {
    const text = `${product.name} ${product.description}`.toLowerCase();
    const random = rng(`colour:${product.slug}`);
    const hinted = COLOUR_WORDS.find(([re]) => re.test(text))?.[1];
    const kinds = [shapeFor(product), ...(/sublimat|full sub/.test(text) ? ["sub"] : [])];
    const clash = (c: Colorway): number =>
      kinds.reduce((sum, k) => sum + (byShape.get(`${k}:${c.name}`) ?? 0), 0);
    const score = (c: Colorway): number => (used.get(c.name) ?? 0) * 10 + clash(c) * 25 + random();
    const scored = pool.map((c) => ({ c, score: score(c) }));
    scored.sort((a, b) => a.score - b.score);
    const chosen = hinted === undefined ? (scored[0]?.c ?? pool[0]) : colorway(hinted);
    if (chosen === undefined) throw new Error("empty palette");
    used.set(chosen.name, (used.get(chosen.name) ?? 0) + 1);
    for (const k of kinds) byShape.set(`${k}:${chosen.name}`, (byShape.get(`${k}:${chosen.name}`) ?? 0) + 1);
    plan.set(product.slug, chosen);
  }
  return plan;
}
