/** Brand colours of the store. */
export const NAVY = "#0b2545";
export const GOLD = "#f2a900";
export const WHITE = "#ffffff";
export const INK = "#1f2937";
export const GREY = "#6b7280";
export const LIGHT = "#eef1f5";

export interface Colorway {
  name: string;
  /** Main fabric colour. */
  base: string;
  /** Print / trim colour that reads well on the base. */
  print: string;
  /** Secondary accent (outline, stripe). */
  accent: string;
  heather?: boolean;
}

export const COLORWAYS: readonly Colorway[] = [
  { name: "navy", base: "#16305a", print: GOLD, accent: WHITE },
  { name: "gold", base: "#f2a900", print: NAVY, accent: WHITE },
  { name: "red", base: "#c21d2f", print: WHITE, accent: NAVY },
  { name: "royal", base: "#1f4fb8", print: WHITE, accent: GOLD },
  { name: "black", base: "#222326", print: GOLD, accent: WHITE },
  { name: "heather", base: "#b8bcc3", print: NAVY, accent: "#c21d2f", heather: true },
  { name: "white", base: "#f6f6f4", print: NAVY, accent: GOLD },
  { name: "forest", base: "#1f5a36", print: WHITE, accent: GOLD },
  { name: "maroon", base: "#6e1f30", print: WHITE, accent: GOLD },
  { name: "orange", base: "#e2621b", print: WHITE, accent: NAVY },
  { name: "charcoal", base: "#44484f", print: GOLD, accent: WHITE },
  { name: "carolina", base: "#77aee0", print: NAVY, accent: WHITE },
  { name: "purple", base: "#4c2c85", print: GOLD, accent: WHITE },
];

export function colorway(name: string): Colorway {
  const found = COLORWAYS.find((c) => c.name === name);
  if (found === undefined) throw new Error(`unknown colorway ${name}`);
  return found;
}
