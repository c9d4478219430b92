import { letters } from "./lettering";
import type { Colorway } from "./palette";
import { flipX, offsetLine } from "./shapes";
import { type Doc, type Pt, pt, type Rng } from "./svg";
import { CX, type TopSpec, topGeometry } from "./tops";

/** How one stock design is drawn: its colours and the garment with its artwork. */
export interface DesignRecipe {
  cw: Colorway;
  draw: (doc: Doc, random: Rng, cw: Colorway) => string;
}

export const RED = "#c21d2f";
export const TEE: TopSpec = { sleeve: "short", neck: "crew", rib: false, boxy: false };
export const VTEE: TopSpec = { ...TEE, neck: "vneck" };
export const JERSEY: TopSpec = { ...VTEE, wideSleeve: true };

export const cw = (name: string, base: string, print: string, accent: string, heather = false): Colorway => ({
  name,
  base,
  print,
  accent,
  heather,
});

export const both = (d: string): string => d + flipX(d, CX);

/** A band across both sleeves between `from` and `to` units up from the cuff. */
export function sleeveBand(spec: TopSpec, from: number, to: number): string {
  const { cuff } = topGeometry(spec);
  const widen = (line: [Pt, Pt]): [Pt, Pt] => {
    const [a, b] = line;
    const dx = (b[0] - a[0]) * 0.3;
    const dy = (b[1] - a[1]) * 0.3;
    return [
      [a[0] - dx, a[1] - dy],
      [b[0] + dx, b[1] + dy],
    ];
  };
  const [a, b] = widen(offsetLine(cuff[0], cuff[1], -from));
  const [c, d] = widen(offsetLine(cuff[0], cuff[1], -to));
  return `M${pt(a)}L${pt(b)}L${pt(d)}L${pt(c)}Z`;
}

/** Big tackle-twill numbers across the front. */
export function number(text: string, y: number, size: number, fill: string, outline: string): string {
  return letters(
    text,
    { x: CX, y, size, weight: 30, condense: 0.82, tracking: 14, align: "middle" },
    { fill, outline, outlineWidth: size * 0.04 },
  );
}

export function wordmark(
  text: string,
  y: number,
  size: number,
  fill: string,
  outline: string,
  arch = 0,
): string {
  return letters(
    text,
    { x: CX, y, size, weight: 26, condense: 0.84, tracking: 8, align: "middle", arch },
    { fill, outline, outlineWidth: 2.5 },
  );
}

export const recipe = (colors: Colorway, draw: DesignRecipe["draw"]): DesignRecipe => ({ cw: colors, draw });
