/** What the soak sends, by the kind of visit it belongs to. */
export const kinds = ["browse", "search", "cart", "checkout", "upload", "admin"] as const;
export type Kind = (typeof kinds)[number];

/** Every answer's latency and status, by kind; 429 is counted apart (a refusal the store promises). */
export class Recorder {
  private readonly latencies = new Map<Kind, number[]>();
  private readonly statuses = new Map<string, number>();
  refused = 0;
  errors = 0;

  record(kind: Kind, status: number | "network error", ms: number): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    if (status === 429) this.refused += 1;
    else if (status === "network error" || status >= 400) {
      this.errors += 1;
      const key = `${kind} ${status}`;
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    }
  }

  get requests(): number {
    let n = 0;
    for (const list of this.latencies.values()) n += list.length;
    return n;
  }

  /** One line per kind: count, p50, p99, max (ms). */
  table(): string[] {
    return kinds.map((kind) => {
      const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
      const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(1);
      return `${kind.padEnd(9)} ${String(sorted.length).padStart(7)} requests  p50 ${at(0.5).padStart(7)} ms  p99 ${at(0.99).padStart(7)} ms  max ${at(1).padStart(7)} ms`;
    });
  }

  /** Unexpected answers, e.g. "checkout 500: 2". */
  errorLines(): string[] {
    return [...this.statuses.entries()].sort().map(([key, n]) => `${key}: ${n}`);
  }

  summary(): Record<string, unknown> {
    return { requests: this.requests, refused429: this.refused, errors: Object.fromEntries(this.statuses) };
  }
}
