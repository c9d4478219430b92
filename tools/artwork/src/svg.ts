export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;

/** Formats a number compactly: two decimals below 10 (opacities, offsets), else one. */
export function n(value: number): string {
  const f = Math.abs(value) < 10 ? 100 : 10;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? "0" : String(r);
}

export function pt(p: Pt): string {
  return `${n(p[0])} ${n(p[1])}`;
}

export function el(tag: string, attrs: Attrs, children = ""): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return children === "" ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export function g(attrs: Attrs, ...children: string[]): string {
  return el("g", attrs, children.join(""));
}

export function use(id: string, transform?: string): string {
  return el("use", { href: `#${id}`, transform });
}

export function path(d: string, attrs: Attrs = {}): string {
  return el("path", { d, ...attrs });
}

export function poly(points: readonly Pt[], close = true): string {
  const body = points.map((p, i) => `${i === 0 ? "M" : "L"}${pt(p)}`).join("");
  return close ? `${body}Z` : body;
}

export function translate(x: number, y: number, scale = 1, rotate = 0): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate !== 0) t += ` rotate(${n(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}

export interface Stop {
  at: number;
  color: string;
  opacity?: number;
}

/** See Doc.sheen. */
export interface Sheen {
  light: number;
  fade: number;
  shadow?: string;
  rim: readonly (readonly [at: number, opacity: number])[];
  at: readonly [cx: number, cy: number, r: number];
}

/** Collects <defs> for one SVG file, deduplicating identical definitions. */
export class Doc {
  private readonly known = new Map<string, string>();
  private readonly out: string[] = [];

  /** `prefix` keeps ids unique if several files are ever inlined into one page. */
  constructor(private readonly prefix = "a") {}

  private add(make: (id: string) => string): string {
    const probe = make("$");
    const found = this.known.get(probe);
    if (found !== undefined) return found;
    const id = `${this.prefix}${this.out.length.toString(36)}`;
    this.known.set(probe, id);
    this.out.push(make(id));
    return id;
  }

  /** Registers a raw definition; `make` receives the id to use. */
  def(make: (id: string) => string): string {
    return this.add(make);
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const units = user ? "userSpaceOnUse" : undefined;
    const id = this.add((i) =>
      el("linearGradient", { id: i, x1, y1, x2, y2, gradientUnits: units }, stopList(stops)),
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const units = user ? "userSpaceOnUse" : undefined;
    const id = this.add((i) =>
      el("radialGradient", { id: i, cx, cy, r, gradientUnits: units }, stopList(stops)),
    );
    return `url(#${id})`;
  }

  /**
   * Light on a rounded thing: white at the highlight (opacity `light`) fading out by `fade`, then
   * darkening towards the rim in `shadow` (`rim`: [at, opacity] stops); the highlight's centre and
   * reach are `at` ([cx, cy, r], in the shape's box).
   */
  sheen({ light, fade, shadow = "#000", rim, at }: Sheen): string {
    const stops: Stop[] = [
      { at: 0, color: "#fff", opacity: light },
      { at: fade, color: "#fff", opacity: 0 },
      ...rim.map(([where, opacity]) => ({ at: where, color: shadow, opacity })),
    ];
    return this.radial(stops, ...at);
  }

  clip(shape: string): string {
    return this.add((i) => el("clipPath", { id: i }, shape));
  }

  shadow(dy = 10, blur = 12, opacity = 0.18, color = "#0b2545"): string {
    const id = this.add((i) =>
      el(
        "filter",
        { id: i, x: "-20%", y: "-20%", width: "140%", height: "150%" },
        el("feDropShadow", { dx: 0, dy, stdDeviation: blur, "flood-color": color, "flood-opacity": opacity }),
      ),
    );
    return `url(#${id})`;
  }

  blur(amount: number): string {
    const id = this.add((i) =>
      el(
        "filter",
        { id: i, x: "-50%", y: "-50%", width: "200%", height: "200%" },
        el("feGaussianBlur", { stdDeviation: amount }),
      ),
    );
    return `url(#${id})`;
  }

  /** Stores artwork once in <defs> so it can be placed several times with <use>. */
  symbol(content: string): string {
    return this.add((i) => el("g", { id: i }, content));
  }

  render(width: number, height: number, body: string, label: string): string {
    const defs = this.out.join("");
    const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
    return `${head}${defs === "" ? "" : `<defs>${defs}</defs>`}${body}</svg>\n`;
  }
}

function stopList(stops: readonly Stop[]): string {
  return stops
    .map((s) =>
      el("stop", {
        offset: s.at,
        "stop-color": s.color,
        "stop-opacity": s.opacity === undefined || s.opacity === 1 ? undefined : s.opacity,
      }),
    )
    .join("");
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Negative amounts darken towards black, positive lighten towards white. */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, "#000000", -amount) : mix(hex, "#ffffff", amount);
}

export function luminance(hex: string): number {
  const [r, gr, b] = channels(hex);
  return (0.2126 * r + 0.7152 * gr + 0.0722 * b) / 255;
}

export type Rng = () => number;

/** Deterministic pseudo-random numbers seeded from a string (FNV-1a + mulberry32). */
export function rng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Rng, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length) % items.length];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}
