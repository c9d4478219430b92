/**
 * What the home page shows from the website content table, and the built-in artwork it falls back
 * to: any key the content does not supply (or every key, when the call fails) keeps its default.
 */

/** The fields of a content row the home page reads. */
export interface ContentEntry {
  content_key: string;
  content_value: string | null;
}

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
  /** A short name for the slide, used in its accessible label. */
  title: string;
  words: HeroWords;
  images: HeroImage[];
}

export interface VendorLogo {
  key: string;
  name: string;
  src: string;
}

export { heroContentQuery, vendorContentQuery } from "@store/api/domains/content/home-content-queries";

// Alt text belongs to the slot: each slot's picture is chosen to tell the same part of the story.
const heroSlots: { title: string; words: HeroWords; alts: [string, string, string] }[] = [
  {
    title: "Game day ready",
    words: {
      eyebrow: "Clanton Sports Apparel",
      lines: ["Game Day", "Ready"],
      caption: "Team uniforms · Custom jerseys",
      tone: "night",
    },
    alts: [
      "Ballpark under the lights on game night",
      "A custom team jersey under stadium lights",
      "Team jerseys hanging in a locker room",
    ],
  },
  {
    title: "Your design, your team",
    words: {
      eyebrow: "Custom sublimation",
      lines: ["Your Design.", "Your Team."],
      caption: "Your colors · Your logo · Your numbers",
      tone: "night",
    },
    alts: [
      "A jersey template being designed on a tablet with colour guides",
      "A custom sublimated jersey mock-up with colour ribbons",
      "Sublimation transfer paper printed with jersey panels",
    ],
  },
  {
    title: "Gear up",
    words: {
      eyebrow: "Equipment & spirit wear",
      lines: ["Gear", "Up"],
      caption: "Bats · Helmets · Balls",
      tone: "gold",
    },
    alts: [
      "Bats, balls, a batting helmet and gloves laid out on turf",
      "A batting helmet, bat and balls",
      "Clanton spirit wear: hoodies, caps and pennants",
    ],
  },
];

export const heroImageKey = (slide: number, image: number) => `slide_${slide}_image_${image}`;
export const defaultHeroImageSrc = (slide: number, image: number) =>
  `/images/hero/slide-${slide}-${image}.svg`;

const vendorSlots = [
  { key: "badger_logo", name: "Badger", file: "badger" },
  { key: "richardson_logo", name: "Richardson", file: "richardson" },
  { key: "pacific_logo", name: "Pacific", file: "pacific" },
  { key: "champion_logo", name: "Champion", file: "champion" },
  { key: "a4_logo", name: "A4", file: "a4" },
  { key: "port_co_logo", name: "Port & Co", file: "port-co" },
] as const;

/** Non-empty values by key; blank values count as missing so the default shows instead. */
export function contentValues(entries: readonly ContentEntry[] | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const entry of entries ?? []) {
    const value = entry.content_value?.trim();
    if (value) values.set(entry.content_key, value);
  }
  return values;
}

/** The three hero slides of three images each, from content where it has them. */
export function heroSlidesFrom(entries: readonly ContentEntry[] | undefined): HeroSlide[] {
  const values = contentValues(entries);
  return heroSlots.map((slot, slideIndex) => {
    const slide = slideIndex + 1;
    return {
      title: slot.title,
      words: slot.words,
      images: slot.alts.map((alt, imageIndex) => {
        const key = heroImageKey(slide, imageIndex + 1);
        return { key, alt, src: values.get(key) ?? defaultHeroImageSrc(slide, imageIndex + 1) };
      }),
    };
  });
}

/** The six vendor logos, in the order the spec lists them, from content where it has them. */
export function vendorLogosFrom(entries: readonly ContentEntry[] | undefined): VendorLogo[] {
  const values = contentValues(entries);
  return vendorSlots.map(({ key, name, file }) => ({
    key,
    name,
    src: values.get(key) ?? `/images/vendors/${file}.svg`,
  }));
}
