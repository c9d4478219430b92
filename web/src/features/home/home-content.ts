/**
 * What the home page shows, from its website content items (one read of page "home") and the
 * catalogue of its words and pictures: any item missing, blank or of another type keeps its
 * default, and every default shows when the read fails.
 */
import { type HomeContentRow, type HomeSlotId, type HomeWordId, homeValues } from "@store/api/contracts";

export { homeContentQuery } from "@store/api/contracts";

export interface HeroImage {
  key: string;
  src: string;
  alt: string;
}

/** The words set over a slide's middle picture: real text, so no screen width crops them. */
export interface HeroWords {
  eyebrow: string;
  /** Two lines: the first in the light colour, the second in the accent. */
  lines: [string, string];
  caption: string;
  /** "night" for white and gold on a dark picture, "gold" for navy and white on the gold one. */
  tone: "night" | "gold";
}

export interface HeroSlide {
  /** "slide_1": the slot, a stable key (the title is staff's words and may repeat). */
  id: string;
  /** A short name for the slide, used in its accessible label: its headline. */
  title: string;
  words: HeroWords;
  images: HeroImage[];
}

export interface VendorLogo {
  key: string;
  name: string;
  src: string;
}

/** The home page's words by id ("packages.heading"), each its content value or its default. */
export type HomeWords = (id: HomeWordId) => string;

export interface HomeContent {
  words: HomeWords;
  slides: HeroSlide[];
  vendors: VendorLogo[];
}

// The tone is the picture's, not words: each slide's default artwork is drawn for it.
const slides = [
  { n: 1, tone: "night" },
  { n: 2, tone: "night" },
  { n: 3, tone: "gold" },
] as const;
const pictures = [1, 2, 3] as const;
const vendorIds = ["badger", "richardson", "pacific", "champion", "a4", "port_co"] as const;

function slidesFrom(value: (id: HomeSlotId) => string): HeroSlide[] {
  return slides.map(({ n, tone }) => {
    const lines: [string, string] = [
      value(`hero.slide_${n}_headline_1`),
      value(`hero.slide_${n}_headline_2`),
    ];
    return {
      id: `slide_${n}`,
      title: lines.join(" "),
      words: {
        eyebrow: value(`hero.slide_${n}_eyebrow`),
        lines,
        caption: value(`hero.slide_${n}_caption`),
        tone,
      },
      images: pictures.map((i) => ({
        key: `slide_${n}_image_${i}`,
        src: value(`hero.slide_${n}_image_${i}`),
        alt: value(`hero.slide_${n}_image_${i}_alt`),
      })),
    };
  });
}

/** Everything the home page shows, from its content items (undefined: the defaults). */
export function homeContentFrom(rows: readonly HomeContentRow[] | undefined): HomeContent {
  const value = homeValues(rows);
  return {
    words: value,
    slides: slidesFrom(value),
    // In the order the spec lists them.
    vendors: vendorIds.map((id) => ({
      key: `${id}_logo`,
      name: value(`vendors.${id}_name`),
      src: value(`vendors.${id}_logo`),
    })),
  };
}
