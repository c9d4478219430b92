import { circle, rect, star } from "./shapes";
import { type Doc, el, n, path, type Rng } from "./svg";

/*
 * Surface patterns for the stock designs, in garment coordinates (800 x 600 canvas, centre x 400).
 * The garment clips them, so most simply cover the area they decorate.
 */

/** Flame tongues rising from `baseY` across [x0, x1], in layers from outer to inner colour. */
export function flames(random: Rng, x0: number, x1: number, baseY: number, height: number, colors: string[]) {
  const count = 7;
  const step = (x1 - x0) / count;
  const tongues = Array.from({ length: count + 1 }, (_, i) => ({
    x: x0 + i * step + (random() - 0.5) * step * 0.4,
    h: height * (0.55 + random() * 0.45),
    lean: (random() - 0.3) * step * 0.7,
  }));
  return colors
    .map((color, layer) => {
      const k = 1 - layer * 0.3;
      const d = tongues
        .map(({ x, h, lean }) => {
          const w = step * 1.3 * k;
          const top = baseY - h * k;
          return (
            `M${n(x - w / 2)} ${n(baseY + 40)}V${n(baseY)}` +
            `C${n(x - w / 2)} ${n(baseY - h * k * 0.5)} ${n(x + lean - w * 0.45)} ${n(top + h * k * 0.35)} ${n(x + lean)} ${n(top)}` +
            `C${n(x + lean + w * 0.05)} ${n(top + h * k * 0.4)} ${n(x + w / 2)} ${n(baseY - h * k * 0.35)} ${n(x + w / 2)} ${n(baseY)}V${n(baseY + 40)}Z`
          );
        })
        .join("");
      return path(d, { fill: color });
    })
    .join("");
}

/** Alternating rays fanning out from (cx, cy). */
export function sunburst(cx: number, cy: number, r: number, rays: number, color: string, opacity = 1) {
  let d = "";
  const half = Math.PI / rays / 2;
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    d += `M${n(cx)} ${n(cy)}L${n(cx + r * Math.cos(a - half))} ${n(cy + r * Math.sin(a - half))}`;
    d += `L${n(cx + r * Math.cos(a + half))} ${n(cy + r * Math.sin(a + half))}Z`;
  }
  return path(d, { fill: color, opacity: opacity === 1 ? undefined : opacity });
}

/** Stacked V chevrons pointing down, centred on cx, starting at y. */
export function chevrons(
  cx: number,
  y: number,
  width: number,
  depth: number,
  thick: number,
  colors: string[],
) {
  return colors
    .map((color, i) => {
      const top = y + i * (thick + 10);
      return path(
        `M${n(cx - width / 2)} ${n(top)}L${n(cx)} ${n(top + depth)}L${n(cx + width / 2)} ${n(top)}` +
          `V${n(top + thick)}L${n(cx)} ${n(top + depth + thick)}L${n(cx - width / 2)} ${n(top + thick)}Z`,
        { fill: color },
      );
    })
    .join("");
}

/** Horizontal speed streaks with pointed tails, running in from the right-hand side. */
export function speedLines(random: Rng, y0: number, y1: number, colors: string[]) {
  const rows = 9;
  return colors
    .map((color, c) => {
      let d = "";
      for (let i = c; i < rows; i += colors.length) {
        const y = y0 + ((y1 - y0) * i) / (rows - 1);
        const h = 7 + random() * 9;
        const end = 580;
        const start = 230 + random() * 170;
        d += `M${n(start)} ${n(y)}L${n(end)} ${n(y - h / 2)}V${n(y + h / 2)}Z`;
      }
      return path(d, { fill: color });
    })
    .join("");
}

/** A block of digital camouflage as a repeating pattern fill. */
export function digitalCamo(doc: Doc, random: Rng, cell: number, base: string, colors: string[]): string {
  const size = 12;
  const grid: number[] = Array.from({ length: size * size }, () => -1);
  // Random walks of cells, so blotches clump like real digital camo instead of salt and pepper.
  colors.forEach((_, ci) => {
    for (let blob = 0; blob < 5; blob++) {
      let x = Math.floor(random() * size);
      let y = Math.floor(random() * size);
      for (let s = 0; s < 9; s++) {
        grid[((y + size) % size) * size + ((x + size) % size)] = ci;
        if (random() < 0.5) x += random() < 0.5 ? 1 : -1;
        else y += random() < 0.5 ? 1 : -1;
      }
    }
  });
  const tile = size * cell;
  const layers = colors.map((color, ci) => {
    let d = "";
    grid.forEach((value, index) => {
      if (value === ci) d += rect((index % size) * cell, Math.floor(index / size) * cell, cell, cell);
    });
    return path(d, { fill: color });
  });
  const id = doc.def((i) =>
    el(
      "pattern",
      { id: i, width: tile, height: tile, patternUnits: "userSpaceOnUse" },
      el("rect", { width: tile, height: tile, fill: base }) + layers.join(""),
    ),
  );
  return path("M0 0h800v600H0Z", { fill: `url(#${id})` });
}

/** A pattern fill of dots: `r` radius on a `gap` grid, every other row shifted (halftone, mesh). */
export function dots(doc: Doc, gap: number, r: number, color: string): string {
  const id = doc.def((i) =>
    el(
      "pattern",
      { id: i, width: gap, height: gap, patternUnits: "userSpaceOnUse" },
      path(circle(gap / 4, gap / 4, r) + circle((gap * 3) / 4, (gap * 3) / 4, r), { fill: color }),
    ),
  );
  return `url(#${id})`;
}

/** Worn-print specks and scratches as a repeating fill, for a distressed, game-worn look. */
export function specks(doc: Doc, random: Rng, color: string): string {
  const tile = 120;
  let d = "";
  for (let i = 0; i < 46; i++) {
    const x = random() * tile;
    const y = random() * tile;
    const s = 1 + random() * 3.5;
    d += `M${n(x)} ${n(y)}l${n(s * 1.4)} ${n(s * 0.4)}l${n(-s * 0.5)} ${n(s * 1.1)}l${n(-s * 1.2)} ${n(-s * 0.3)}Z`;
  }
  for (let i = 0; i < 5; i++) {
    const x = random() * tile;
    const y = random() * tile;
    d += `M${n(x)} ${n(y)}l${n(8 + random() * 14)} ${n(-2 - random() * 4)}l0 1.5Z`;
  }
  const id = doc.def((i) =>
    el(
      "pattern",
      { id: i, width: tile, height: tile, patternUnits: "userSpaceOnUse" },
      path(d, { fill: color, stroke: color, "stroke-width": 0.8 }),
    ),
  );
  return path("M0 0h800v600H0Z", { fill: `url(#${id})` });
}

/** Dots that shrink from `r0` at y0 to `r1` at y1, in bands: a halftone fade. */
export function halftone(doc: Doc, y0: number, y1: number, r0: number, r1: number, color: string): string {
  const bands = 8;
  const h = (y1 - y0) / bands;
  let out = "";
  for (let i = 0; i < bands; i++) {
    const r = r0 + ((r1 - r0) * i) / (bands - 1);
    out += path(rect(0, y0 + i * h, 800, h + 0.5), { fill: dots(doc, 16, r, color) });
  }
  return out;
}

/** A checkerboard band, `rows` squares of `size` high, with its top edge at y. */
export function checkers(doc: Doc, y: number, size: number, rows: number, dark: string, light: string) {
  const id = doc.def((i) =>
    el(
      "pattern",
      { id: i, width: size * 2, height: size * 2, patternUnits: "userSpaceOnUse", y },
      el("rect", { width: size * 2, height: size * 2, fill: light }) +
        path(rect(0, 0, size, size) + rect(size, size, size, size), { fill: dark }),
    ),
  );
  return path(rect(0, y, 800, size * rows), { fill: `url(#${id})` });
}

/** Thin vertical pinstripes every `gap` units. */
export function pinstripes(doc: Doc, gap: number, width: number, color: string): string {
  const id = doc.def((i) =>
    el(
      "pattern",
      { id: i, width: gap, height: 40, patternUnits: "userSpaceOnUse" },
      path(rect(0, 0, width, 40), { fill: color }),
    ),
  );
  return path("M0 0h800v600H0Z", { fill: `url(#${id})` });
}

/** Paint blobs with drips, scattered in a band from x0 to x1 around y. */
export function paintSplash(random: Rng, x0: number, x1: number, y0: number, colors: string[]): string {
  return colors
    .map((color, c) => {
      let d = "";
      for (let i = 0; i < 6; i++) {
        const x = x0 + ((i + random() * 0.8) / 6) * (x1 - x0);
        const y = y0 + random() * 90 + c * 8;
        const r = 10 + random() * 20;
        d += blob(random, x, y, r);
        // Drips run down from the larger blobs.
        if (r > 18) d += rect(x - 3.5, y, 7, 40 + random() * 90, 3.5);
        for (let s = 0; s < 3; s++) {
          const a = random() * Math.PI * 2;
          const dist = r + 10 + random() * 30;
          d += circle(x + Math.cos(a) * dist, y + Math.sin(a) * dist, 3 + random() * 6);
        }
      }
      return path(d, { fill: color });
    })
    .join("");
}

/** An irregular round splat. */
function blob(random: Rng, cx: number, cy: number, r: number): string {
  const k = 9;
  const pts = Array.from({ length: k }, (_, i) => {
    const a = (i / k) * Math.PI * 2;
    const rad = r * (0.75 + random() * 0.5);
    return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad] as const;
  });
  let d = "";
  pts.forEach((p, i) => {
    const next = pts[(i + 1) % k] ?? p;
    const mx = (p[0] + next[0]) / 2;
    const my = (p[1] + next[1]) / 2;
    d += i === 0 ? `M${n(mx)} ${n(my)}` : `Q${n(p[0])} ${n(p[1])} ${n(mx)} ${n(my)}`;
  });
  const first = pts[0] ?? [cx, cy];
  const second = pts[1] ?? first;
  return `${d}Q${n(first[0])} ${n(first[1])} ${n((first[0] + second[0]) / 2)} ${n((first[1] + second[1]) / 2)}Z`;
}

/** A zig-zag line from x0 to x1 around y, each tooth `tooth` wide and as high. */
export function zigzag(x0: number, x1: number, y: number, tooth: number): string {
  let d = `M${n(x0)} ${n(y + tooth / 2)}`;
  for (let x = x0, up = true; x < x1; x += tooth, up = !up)
    d += `L${n(x + tooth)} ${n(up ? y - tooth / 2 : y + tooth / 2)}`;
  return d;
}

/** A row of five-pointed stars. */
export function starRow(x: number, y: number, count: number, gap: number, r: number, color: string): string {
  let d = "";
  for (let i = 0; i < count; i++) d += star(x + i * gap, y, r);
  return path(d, { fill: color });
}

/** A soft glow of light. */
export function glowSpot(
  doc: Doc,
  cx: number,
  cy: number,
  r: number,
  color: string,
  strength: number,
): string {
  const fill = doc.radial([
    { at: 0, color, opacity: strength },
    { at: 0.3, color, opacity: strength * 0.4 },
    { at: 1, color, opacity: 0 },
  ]);
  return path(circle(cx, cy, r), { fill });
}
