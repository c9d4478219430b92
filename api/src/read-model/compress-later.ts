import { bestBrotli, type CachedBody, canCompressBetter } from "./cached-body";
import type { CatalogueCache } from "./catalogue-cache";

/**
 * Large answers are kept at once at a fast brotli quality (cached-body.ts) and compressed at the
 * best one here, one at a time, each when `turn` says the process is free (no visitor waiting),
 * so the best compression never competes with a live request for the processor.
 */
export class CompressLater {
  private readonly waiting: { key: string; body: CachedBody }[] = [];
  private running = false;

  constructor(
    private readonly cache: CatalogueCache,
    private readonly turn: () => Promise<void>,
  ) {}

  /** Makes the answer kept under `key` smaller later, if it can be. */
  add(key: string, body: CachedBody): void {
    if (!canCompressBetter(body)) return;
    this.waiting.push({ key, body });
    if (!this.running) void this.run();
  }

  /** Resolves when nothing is waiting (for tests). */
  async idle(): Promise<void> {
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
        await this.turn();
        const better = await bestBrotli(next.body).catch(() => undefined);
        if (better) this.cache.replace(next.key, next.body, better);
      }
    } finally {
      this.running = false;
    }
  }
}
