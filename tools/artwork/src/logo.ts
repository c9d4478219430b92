import { letters, measure } from "./lettering";
import { GOLD, NAVY, WHITE } from "./palette";
import { star } from "./shapes";
import { Doc, g, path } from "./svg";

export interface LogoColors {
  shield: string;
  rim: string;
  mark: string;
  star: string;
  word: string;
  tag: string;
  rule: string;
}

export const LIGHT_LOGO: LogoColors = {
  shield: NAVY,
  rim: GOLD,
  mark: GOLD,
  star: WHITE,
  word: NAVY,
  tag: NAVY,
  rule: GOLD,
};

export const DARK_LOGO: LogoColors = {
  shield: NAVY,
  rim: GOLD,
  mark: GOLD,
  star: WHITE,
  word: WHITE,
  tag: GOLD,
  rule: GOLD,
};

const SHIELD = "M40 4L76 14V46C76 70 60 84 40 92C20 84 4 70 4 46V14Z";
const INNER = "M40 11L69 19V46C69 65 56 77 40 84C24 77 11 65 11 46V19Z";

/** The store's wide lockup: shield emblem with a C and star, CLANTON over SPORTS APPAREL. */
export function logoSvg(c: LogoColors): string {
  const doc = new Doc("l");
  const word = { x: 92, y: 58, size: 50, weight: 26, condense: 1, tracking: 10 } as const;
  const width = measure("CLANTON", word);
  const tag = "SPORTS APPAREL";
  const tagBase = { x: 94, y: 88, size: 15, weight: 17 } as const;
  const plain = measure(tag, { ...tagBase, tracking: 0 });
  const gaps = [...tag].length - 1;
  const scale = tagBase.size / (100 + tagBase.weight);
  const tracking = (width - 4 - plain) / (gaps * scale);
  const emblem = g(
    {},
    path(SHIELD, { fill: c.shield, stroke: c.rim, "stroke-width": 2 }),
    path(INNER, { fill: "none", stroke: c.rim, "stroke-width": 2.5 }),
    letters("C", { x: 36, y: 68, size: 46, weight: 30, condense: 0.9, align: "middle" }, { fill: c.mark }),
    path(star(49, 46, 9), { fill: c.star }),
  );
  const body =
    emblem +
    letters("CLANTON", word, { fill: c.word }) +
    letters(tag, { ...tagBase, tracking }, { fill: c.tag }) +
    path(`M92 66.5H${(92 + width).toFixed(1)}`, { stroke: c.rule, "stroke-width": 2.5 });
  return doc.render(360, 96, body, "Clanton Sports Apparel");
}
