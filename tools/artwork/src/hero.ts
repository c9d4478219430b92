import { slide11, slide12, slide13 } from "./hero-1";
import { slide21, slide22, slide23 } from "./hero-2";
import { slide31, slide32, slide33 } from "./hero-3";
import { H, W } from "./hero-kit";
import { Doc } from "./svg";

type Compose = (doc: Doc) => string;

const SLIDES: readonly { file: string; label: string; draw: Compose }[] = [
  { file: "slide-1-1.svg", label: "Ballpark under the lights on game night", draw: slide11 },
  {
    file: "slide-1-2.svg",
    label: "Game day ready: a custom team jersey under stadium lights",
    draw: slide12,
  },
  { file: "slide-1-3.svg", label: "Team jerseys hanging in a locker room", draw: slide13 },
  {
    file: "slide-2-1.svg",
    label: "A jersey template being designed on a tablet with colour guides",
    draw: slide21,
  },
  {
    file: "slide-2-2.svg",
    label: "Your design, your team: a custom sublimated jersey mock-up",
    draw: slide22,
  },
  { file: "slide-2-3.svg", label: "Sublimation transfer paper printed with jersey panels", draw: slide23 },
  {
    file: "slide-3-1.svg",
    label: "Bats, balls, a batting helmet and gloves laid out on turf",
    draw: slide31,
  },
  { file: "slide-3-2.svg", label: "Gear up: batting helmet, bat and balls", draw: slide32 },
  { file: "slide-3-3.svg", label: "Clanton spirit wear: hoodies, caps and pennants", draw: slide33 },
];

/** The nine 1200x800 home-page hero images, keyed by file name. */
export function heroSvgs(): { file: string; svg: string }[] {
  return SLIDES.map((s, i) => {
    const doc = new Doc(`h${i}`);
    return { file: s.file, svg: doc.render(W, H, s.draw(doc), s.label) };
  });
}
