import { type LetterOptions, letters, measure } from "./lettering";
import { INK } from "./palette";
import { circle, ngon, star } from "./shapes";
import { Doc, g, n, path } from "./svg";

/** Vendor keys match the seed data's /images/vendors/{key}.svg paths. */
export const VENDORS = ["badger", "richardson", "pacific", "champion", "a4", "port-co"] as const;
export type Vendor = (typeof VENDORS)[number];

interface Mark {
  name: string;
  text: string;
  type: Omit<LetterOptions, "x" | "y" | "align">;
  /** Emblem drawn in a 0..size box, plus its width. */
  emblem: (x: number, cy: number) => string;
  emblemWidth: number;
  /** Optional small line under the name. */
  tagline?: string;
}

const stroke = { fill: "none", stroke: INK, "stroke-linejoin": "round", "stroke-linecap": "round" } as const;

const MARKS: Record<Vendor, Mark> = {
  badger: {
    name: "Badger",
    text: "BADGER",
    type: { size: 48, weight: 28, condense: 0.86, tracking: 10, slant: 12 },
    emblemWidth: 62,
    emblem: (x, cy) =>
      path(ngon(x + 31, cy, 31, 6, -90), { ...stroke, "stroke-width": 6 }) +
      path(`M${x + 14} ${n(cy + 2)}l17-12l17 12v12l-17-12l-17 12Z`, { fill: INK }),
  },
  richardson: {
    name: "Richardson",
    text: "RICHARDSON",
    type: { size: 30, weight: 20, condense: 0.9, tracking: 22 },
    emblemWidth: 54,
    emblem: (x, cy) =>
      path(`M${x + 2} ${cy + 16}C${x + 2} ${cy - 24} ${x + 52} ${cy - 24} ${x + 52} ${cy + 16}Z`, {
        ...stroke,
        "stroke-width": 5,
      }) +
      path(`M${x + 27} ${cy - 14}V${cy + 16}M${x - 4} ${cy + 16}H${x + 58}`, {
        ...stroke,
        "stroke-width": 5,
      }) +
      path(circle(x + 27, cy - 17, 4), { fill: INK }),
    tagline: "HEADWEAR",
  },
  pacific: {
    name: "Pacific",
    text: "PACIFIC",
    type: { size: 50, weight: 26, condense: 0.84, tracking: 10 },
    emblemWidth: 64,
    emblem: (x, cy) =>
      path(circle(x + 32, cy, 30), { ...stroke, "stroke-width": 5 }) +
      path(
        `M${x + 10} ${cy - 6}q6-8 12 0t12 0t12 0t12 0M${x + 8} ${cy + 6}q6-8 12 0t12 0t12 0t12 0M${x + 12} ${cy + 18}q5-7 10 0t10 0t10 0t10 0`,
        { ...stroke, "stroke-width": 4.5 },
      ),
  },
  champion: {
    name: "Champion",
    text: "CHAMPION",
    type: { size: 40, weight: 26, condense: 0.84, tracking: 8, slant: 10 },
    emblemWidth: 52,
    emblem: (x, cy) =>
      path(`M${x + 8} ${cy - 28}h36v14c0 16-8 24-18 26c-10-2-18-10-18-26Z`, { fill: INK }) +
      path(`M${x + 8} ${cy - 22}h-8v6c0 8 6 12 12 12M${x + 44} ${cy - 22}h8v6c0 8-6 12-12 12`, {
        ...stroke,
        "stroke-width": 4,
      }) +
      path(`M${x + 26} ${cy + 12}v10M${x + 12} ${cy + 28}h28`, { ...stroke, "stroke-width": 6 }),
  },
  a4: {
    name: "A4",
    text: "A4",
    type: { size: 76, weight: 30, condense: 0.9, tracking: 12, slant: 14 },
    emblemWidth: 56,
    emblem: (x, cy) =>
      path(`M${x + 56} ${cy - 22}H${x + 14}M${x + 56} ${cy}H${x}M${x + 56} ${cy + 22}H${x + 22}`, {
        ...stroke,
        "stroke-width": 8,
      }),
    tagline: "PERFORMANCE",
  },
  "port-co": {
    name: "Port & Co",
    text: "PORT & CO",
    type: { size: 40, weight: 24, condense: 0.86, tracking: 8 },
    emblemWidth: 50,
    emblem: (x, cy) =>
      path(circle(x + 25, cy - 26, 6), { ...stroke, "stroke-width": 4.5 }) +
      path(
        `M${x + 25} ${cy - 20}V${cy + 28}M${x + 11} ${cy - 10}H${x + 39}M${x + 2} ${cy + 6}C${x + 4} ${cy + 22} ${x + 14} ${cy + 28} ${x + 25} ${cy + 28}C${x + 36} ${cy + 28} ${x + 46} ${cy + 22} ${x + 48} ${cy + 6}`,
        { ...stroke, "stroke-width": 5 },
      ) +
      path(`M${x - 2} ${cy + 10}l4-10l6 8ZM${x + 52} ${cy + 10}l-4-10l-6 8Z`, { fill: INK }),
  },
};

/** Original single-colour wordmark (#1f2937 on transparent), 320x120. */
export function vendorSvg(vendor: Vendor): string {
  const mark = MARKS[vendor];
  const doc = new Doc("v");
  const gap = 16;
  const lean = mark.type.size * Math.tan(((mark.type.slant ?? 0) * Math.PI) / 180);
  const textW = measure(mark.text, { ...mark.type, x: 0, y: 0 }) + lean;
  const total = mark.emblemWidth + gap + textW;
  const x0 = (320 - total) / 2;
  const cy = 60;
  const tx = x0 + mark.emblemWidth + gap;
  const baseline = mark.tagline === undefined ? cy + mark.type.size / 2 : cy + mark.type.size / 2 - 8;
  let body = mark.emblem(x0, cy);
  body += letters(mark.text, { ...mark.type, x: tx, y: baseline }, { fill: INK });
  if (mark.tagline !== undefined) {
    body += letters(
      mark.tagline,
      { x: tx + 2, y: baseline + 20, size: 12, weight: 16, tracking: 36 },
      { fill: INK },
    );
  }
  if (vendor === "champion") body += path(star(tx + textW + 2, cy - 24, 6), { fill: INK });
  return doc.render(320, 120, g({}, body), `${mark.name} logo`);
}
