import type { CachedBody } from "./cached-body";
import { TOPICS, type Topic } from "./topics";

/** Enough for every product page and list variant of a store of this size; the least used go first. */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  /** Replaced by a smaller copy of the same answer once it is compressed better. */
  body: CachedBody;
  topics: readonly Topic[];
}

/** Taken before a fill reads the database; the fill is stored only if no topic changed meanwhile. */
export type Generations = ReadonlyMap<Topic, number>;

/**
 * The public catalogue's answers in memory, by request path, each tied to the topics it read.
 * `invalidate(topic)` drops them; a fill that started before an invalidation is not stored, so
 * an answer read before a write can never outlive it. Bounded in entries and bytes (LRU: a Map
 * keeps insertion order, a hit moves its key to the end).
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<Topic, number>(TOPICS.map((topic) => [topic, 0]));
  private readonly inFlight = new Map<string, Promise<CachedBody | undefined>>();
  private bytes = 0;

  constructor(private readonly limits = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES }) {}

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  generationsOf(topics: readonly Topic[]): Generations {
    return new Map(topics.map((topic) => [topic, this.generations.get(topic) ?? 0]));
  }

  /** Stores a fill unless one of its topics changed since `before` was taken. */
  set(key: string, topics: readonly Topic[], before: Generations, body: CachedBody): boolean {
    for (const [topic, generation] of before) if (this.generations.get(topic) !== generation) return false;
    this.delete(key);
    if (body.bytes > this.limits.maxBytes) return false;
    this.entries.set(key, { body, topics });
    this.bytes += body.bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  /**
   * Puts `better` (the same answer, smaller: cached-body.ts, bestBrotli) in place of `kept`, unless
   * the entry was dropped or filled again meanwhile; its place in the LRU order stays.
   */
  replace(key: string, kept: CachedBody, better: CachedBody): boolean {
    const entry = this.entries.get(key);
    if (entry?.body !== kept) return false;
    entry.body = better;
    this.bytes += better.bytes - kept.bytes;
    return true;
  }

  invalidate(topics: readonly Topic[] = TOPICS): void {
    for (const topic of topics) this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.topics.some((topic) => topics.includes(topic))) this.delete(key);
    }
  }

  /**
   * Many readers missing one key at once share one fill (after a write, 50 connections would
   * otherwise run 50 identical queries). A fill that answers nothing cacheable gives undefined.
   */
  fillOnce(
    key: string,
    fill: () => Promise<CachedBody | undefined>,
  ): { shared: boolean; body: Promise<CachedBody | undefined> } {
    const running = this.inFlight.get(key);
    if (running) return { shared: true, body: running };
    const body = fill().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, body);
    return { shared: false, body };
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.bytes;
  }
}
