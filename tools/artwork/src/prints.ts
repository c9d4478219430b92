import { letters, measure } from "./lettering";
import type { Colorway } from "./palette";
import { circle, star } from "./shapes";
import { g, n, path } from "./svg";

/** Small store mark: a star over "CSA" (Clanton Sports Apparel). */
export function storeMark(cx: number, y: number, size: number, cw: Colorway): string {
  return (
    path(star(cx, y - size * 1.55, size * 0.42), { fill: cw.accent === "#ffffff" ? cw.print : cw.accent }) +
    letters("CSA", { x: cx, y, size, weight: 26, align: "middle", tracking: 8 }, { fill: cw.print })
  );
}

/** Arched "CLANTON" with a star and an "EST. 2013" line: a classic screen print. */
export function chestWordmark(cx: number, y: number, scale: number, cw: Colorway): string {
  const size = 38 * scale;
  const sub = 11 * scale;
  const subW = measure("EST. 2013", { x: 0, y: 0, size: sub, weight: 16, tracking: 24 });
  const line = 30 * scale;
  const ly = y + sub * 0.9 + 14 * scale;
  const rule = `M${n(cx - subW / 2 - 8 - line)} ${n(ly)}h${n(line)}M${n(cx + subW / 2 + 8)} ${n(ly)}h${n(line)}`;
  return (
    path(star(cx, y - size - 22 * scale, 11 * scale), {
      fill: cw.accent === "#ffffff" ? cw.print : cw.accent,
    }) +
    letters(
      "CLANTON",
      { x: cx, y, size, weight: 26, condense: 0.86, tracking: 10, align: "middle", arch: 9 * scale },
      { fill: cw.print },
    ) +
    letters(
      "EST. 2013",
      { x: cx, y: y + sub + 14 * scale, size: sub, weight: 16, tracking: 24, align: "middle" },
      { fill: cw.print },
    ) +
    path(rule, { stroke: cw.print, "stroke-width": 2 * scale })
  );
}

/** Two-colour hometown design: a peach over CLANTON / ALABAMA. */
export function hometownPrint(cx: number, y: number, ink: string, second: string): string {
  const peach =
    path(circle(cx - 7, y - 78, 24), { fill: second }) +
    path(circle(cx + 9, y - 76, 22), { fill: second }) +
    path(`M${n(cx + 1)} ${n(y - 98)}q-4 20 0 42`, {
      stroke: ink,
      "stroke-width": 2.5,
      fill: "none",
      opacity: 0.5,
    }) +
    path(`M${n(cx + 2)} ${n(y - 100)}c6-16 22-20 34-14c-8 12-22 16-34 14z`, { fill: ink });
  return (
    peach +
    letters(
      "CLANTON",
      { x: cx, y: y - 6, size: 46, weight: 28, condense: 0.8, tracking: 8, align: "middle" },
      { fill: ink },
    ) +
    path(`M${n(cx - 92)} ${n(y + 6)}h184`, { stroke: second, "stroke-width": 4 }) +
    letters(
      "ALABAMA",
      { x: cx, y: y + 30, size: 16, weight: 18, tracking: 30, align: "middle" },
      { fill: ink },
    ) +
    letters(
      "EST. 2013",
      { x: cx, y: y + 52, size: 10, weight: 16, tracking: 26, align: "middle" },
      { fill: second },
    )
  );
}

/** Team name arched across the chest of a jersey. */
export function jerseyName(cx: number, y: number, cw: Colorway): string {
  return letters(
    "CLANTON",
    { x: cx, y, size: 34, weight: 26, condense: 0.82, tracking: 8, align: "middle", arch: 12 },
    { fill: cw.print, outline: cw.accent, outlineWidth: 2.5 },
  );
}

/** Tackle-twill style number below the team name. */
export function jerseyNumber(cx: number, y: number, number: string, cw: Colorway): string {
  return letters(
    number,
    { x: cx, y: y + 148, size: 118, weight: 30, condense: 0.82, tracking: 14, align: "middle" },
    { fill: cw.print, outline: cw.accent, outlineWidth: 5 },
  );
}

/** Team name arched over a tackle-twill style number. */
export function jerseyPrint(cx: number, y: number, number: string, cw: Colorway): string {
  return jerseyName(cx, y, cw) + jerseyNumber(cx, y, number, cw);
}

/** Straight chest lettering for fleece: CLANTON with a star rule under it. */
export function fleeceChest(cx: number, y: number, cw: Colorway): string {
  const w = measure("CLANTON", { x: 0, y: 0, size: 44, weight: 28, condense: 0.84, tracking: 8 });
  return (
    letters(
      "CLANTON",
      { x: cx, y, size: 44, weight: 28, condense: 0.84, tracking: 8, align: "middle" },
      { fill: cw.print },
    ) +
    path(`M${n(cx - w / 2)} ${n(y + 16)}h${n(w / 2 - 16)}M${n(cx + 16)} ${n(y + 16)}h${n(w / 2 - 16)}`, {
      stroke: cw.print,
      "stroke-width": 3,
    }) +
    path(star(cx, y + 16, 9), { fill: cw.accent === "#ffffff" ? cw.print : cw.accent }) +
    letters(
      "SPORTS APPAREL",
      { x: cx, y: y + 40, size: 12, weight: 16, tracking: 22, align: "middle" },
      { fill: cw.print },
    )
  );
}

/**
 * Sublimated team artwork (clip it to the garment): a bold diagonal sash with pinstripes. `seed` in [0, 1) picks the sash direction.
 */
export function sublimation(cw: Colorway, seed: number): string {
  const s = seed < 0.5 ? 1 : -1;
  const x = (v: number): string => n(400 + s * (v - 400));
  const band = (a: number, w: number): string =>
    `M${x(a)} 40L${x(a + w)} 40L${x(a + w + 520)} 620L${x(a + 520)} 620Z`;
  return g(
    {},
    path(band(130, 96), { fill: cw.accent }),
    path(band(242, 10) + band(262, 6) + band(96, 8), { fill: cw.print }),
    path(band(-40, 70), { fill: cw.print, opacity: 0.18 }),
  );
}
