import { letters, measure } from "./lettering";
import { GOLD, NAVY, WHITE } from "./palette";
import { circle, rect, star } from "./shapes";
import { Doc, el, g, n, path, type Rng, rng } from "./svg";

/**
 * A static street map of the blocks around the store, drawn in the brand's navy so it sits well
 * in light and dark pages alike. It stands in for an embedded map: there is no map provider on the
 * network, and a picture costs the visitor no third-party request.
 */
const W = 800;
const H = 500;

const LAND = "#0f2a4d";
const BLOCK = "#163a66";
const BUILDING = "#1f4a7d";
const ROAD = "#31588d";
const MAIN_ROAD = "#4d77b0";
const LABEL = "#dbe5f3";
const PARK = "#1d4f47";
const TREE = "#2b6b5c";
const WATER = "#2a6a9e";
const HIGHWAY = "#c98f12";

/** Street centre lines; the ones off the picture only bound the edge blocks. */
const STREETS = [
  { x: -90 },
  { x: 60, name: "5TH ST N" },
  { x: 210, name: "6TH ST N" },
  { x: 360, name: "7TH ST N", main: true },
  { x: 510, name: "8TH ST N" },
  { x: 660, name: "9TH ST N" },
  { x: 745 },
] as const;
const AVENUES = [
  { y: -60 },
  { y: 70, name: "10TH AVE N" },
  { y: 200, name: "11TH AVE N" },
  { y: 330, name: "12TH AVE N" },
  { y: 460, name: "13TH AVE N" },
  { y: 590 },
] as const;
const ROAD_WIDTH = 16;
const MAIN_WIDTH = 22;
const HIGHWAY_X = 770;

/** The store sits on the east side of 7th Street N, between 11th and 12th Avenue N. */
const STORE = { x: 384, y: 266 };
const PARK_BLOCK = { col: 4, row: 3 };

function label(text: string, x: number, y: number, size: number, fill: string, rotate = 0): string {
  const type = { x: 0, y: size / 2, size, weight: 16, tracking: 14, align: "middle" } as const;
  const body = letters(text, type, { fill });
  return g({ transform: `translate(${n(x)} ${n(y)})${rotate ? ` rotate(${rotate})` : ""}` }, body);
}

/** Two to four building footprints along the edges of one block. */
function buildings(random: Rng, x0: number, y0: number, x1: number, y1: number): string {
  let d = "";
  const count = 2 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const w = 18 + random() * 30;
    const h = 16 + random() * 24;
    const alongTop = random() < 0.5;
    const x = x0 + 6 + random() * Math.max(0, x1 - x0 - w - 12);
    const y = alongTop ? y0 + 6 : y1 - h - 6;
    d += rect(x, y, w, h);
  }
  return d;
}

function blocks(random: Rng): { land: string; park: string; houses: string; parkBox: number[] } {
  let land = "";
  let houses = "";
  let park = "";
  let parkBox: number[] = [];
  for (let c = 0; c < STREETS.length - 1; c++) {
    for (let r = 0; r < AVENUES.length - 1; r++) {
      const left = STREETS[c];
      const right = STREETS[c + 1];
      const top = AVENUES[r];
      const bottom = AVENUES[r + 1];
      if (!left || !right || !top || !bottom) continue;
      const pad = (main: boolean) => (main ? MAIN_WIDTH : ROAD_WIDTH) / 2 + 5;
      const x0 = left.x + pad("main" in left);
      const x1 = right.x - pad("main" in right);
      const y0 = top.y + pad(false);
      const y1 = bottom.y - pad(false);
      const box = rect(x0, y0, x1 - x0, y1 - y0, 6);
      if (c === PARK_BLOCK.col && r === PARK_BLOCK.row) {
        park = box;
        parkBox = [x0, y0, x1, y1];
        continue;
      }
      land += box;
      houses += buildings(random, x0, y0, x1, y1);
    }
  }
  return { land, park, houses, parkBox };
}

function trees(random: Rng, [x0 = 0, y0 = 0, x1 = 0, y1 = 0]: number[]): string {
  let d = "";
  for (let i = 0; i < 14; i++) {
    const x = x0 + 14 + random() * (x1 - x0 - 28);
    const y = y0 + 14 + random() * (y1 - y0 - 40);
    d += circle(x, y, 6 + random() * 5);
  }
  return d;
}

function roads(): string {
  let minor = "";
  let main = "";
  for (const { x, ...s } of STREETS) {
    if ("main" in s) main += `M${x} 0V${H}`;
    else minor += `M${x} 0V${H}`;
  }
  for (const { y } of AVENUES) minor += `M0 ${y}H${HIGHWAY_X - 14}`;
  return (
    path(minor, { stroke: ROAD, "stroke-width": ROAD_WIDTH }) +
    path(main, { stroke: MAIN_ROAD, "stroke-width": MAIN_WIDTH }) +
    // Interstate 65 runs north-south along the east edge of town.
    path(`M${HIGHWAY_X} 0V${H}`, { stroke: HIGHWAY, "stroke-width": 26 }) +
    path(`M${HIGHWAY_X} 0V${H}`, { stroke: LAND, "stroke-width": 2, "stroke-dasharray": "14 12" })
  );
}

function interstateShield(cx: number, cy: number): string {
  const d = `M${cx - 17} ${cy - 16}h34c2 14-2 26-17 33c-15-7-19-19-17-33Z`;
  return (
    path(d, { fill: "#1f4fb8", stroke: WHITE, "stroke-width": 2.5 }) +
    path(`M${cx - 16} ${cy - 15}h32v6h-32Z`, { fill: "#c21d2f" }) +
    letters("65", { x: cx, y: cy + 10, size: 13, weight: 20, align: "middle", tracking: 6 }, { fill: WHITE })
  );
}

function streetLabels(): string {
  // Each name sits on its own road, placed where neither the store card nor another label is.
  const rows = [265, 135, 400, 135, 265];
  let out = "";
  STREETS.forEach((s, i) => {
    if (!("name" in s)) return;
    const y = rows[(i - 1) % rows.length] ?? 135;
    out += label(s.name, s.x, y, "main" in s ? 13 : 11, "main" in s ? "#ffd27a" : LABEL, -90);
  });
  const cols = [285, 135, 585, 135];
  AVENUES.forEach((a, i) => {
    if (!("name" in a)) return;
    out += label(a.name, cols[(i - 1) % cols.length] ?? 135, a.y, 11, LABEL);
  });
  return out;
}

function storePin(doc: Doc): string {
  const { x, y } = STORE;
  const drop = `M${x} ${y}c-6-12-20-20-20-34a20 20 0 1 1 40 0c0 14-14 22-20 34Z`;
  return g(
    {},
    path(rect(x - 6, y - 4, 44, 34, 3), { fill: GOLD, opacity: 0.85 }),
    el("ellipse", { cx: x, cy: y + 2, rx: 11, ry: 4, fill: "#000", opacity: 0.35 }),
    path(drop, { fill: GOLD, stroke: NAVY, "stroke-width": 3, filter: doc.shadow(4, 4, 0.4, "#000000") }),
    path(circle(x, y - 34, 12), { fill: NAVY }),
    path(star(x, y - 33, 8.5), { fill: WHITE }),
  );
}

/** The white card naming the store, pointing at the pin. */
function storeCard(doc: Doc): string {
  const name = "CLANTON SPORTS APPAREL";
  const street = "1105 7TH ST N";
  const nameType = { x: 0, y: 0, size: 13, weight: 18, tracking: 10 } as const;
  const width = Math.max(measure(name, nameType), measure(street, { ...nameType, size: 10 })) + 34;
  const left = STORE.x + 30;
  const top = STORE.y - 78;
  return g(
    { filter: doc.shadow(6, 8, 0.45, "#000000") },
    path(`${rect(left, top, width, 52, 8)}M${left} ${top + 34}l-12 18l24-10Z`, { fill: WHITE }),
    path(`M${left + 10} ${top + 10}v32`, { stroke: GOLD, "stroke-width": 4, "stroke-linecap": "round" }),
    letters(name, { ...nameType, x: left + 20, y: top + 22 }, { fill: NAVY }),
    letters(street, { ...nameType, x: left + 20, y: top + 40, size: 10, weight: 15 }, { fill: "#4b5563" }),
  );
}

function compass(cx: number, cy: number): string {
  return (
    path(circle(cx, cy, 22), { fill: NAVY, stroke: LABEL, "stroke-width": 1.5, opacity: 0.95 }) +
    path(`M${cx} ${cy - 16}l7 18h-14Z`, { fill: GOLD }) +
    path(`M${cx} ${cy + 16}l7-14h-14Z`, { fill: LABEL, opacity: 0.5 }) +
    letters("N", { x: cx, y: cy - 23, size: 11, weight: 18, align: "middle" }, { fill: LABEL })
  );
}

/** The map of downtown Clanton with the store marked; `alt` text lives with the page, not here. */
export function storeMapSvg(): string {
  const doc = new Doc("m");
  const random = rng("clanton-store-map");
  const { land, park, houses, parkBox } = blocks(random);
  // The creek runs under the streets, so the roads read as bridges.
  const creek = `M-10 372C60 392 110 420 160 470S260 500 300 520`;
  const body = [
    el("rect", { width: W, height: H, fill: LAND }),
    path(land, { fill: BLOCK }),
    path(houses, { fill: BUILDING }),
    path(park, { fill: PARK }),
    path(trees(random, parkBox), { fill: TREE }),
    label("CITY PARK", (parkBox[0] ?? 0) / 2 + (parkBox[2] ?? 0) / 2, (parkBox[3] ?? 0) - 16, 9, "#bfe3d6"),
    path(creek, { fill: "none", stroke: WATER, "stroke-width": 9, "stroke-linecap": "round" }),
    `<g fill="none">${roads()}</g>`,
    streetLabels(),
    interstateShield(HIGHWAY_X, 108),
    compass(704, 400),
    storePin(doc),
    storeCard(doc),
  ].join("");
  return doc.render(
    W,
    H,
    body,
    "Street map of downtown Clanton, Alabama, with Clanton Sports Apparel marked",
  );
}
