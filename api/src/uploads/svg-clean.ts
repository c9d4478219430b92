import { Worker } from "node:worker_threads";
import { AppError } from "../errors/app-error";
import type { SvgJob, SvgJobResult } from "./svg-worker";

/**
 * Cleans uploaded SVG drawings (the rules are in svg-rules.ts) in a worker thread, so a detailed
 * drawing never stalls the server's other requests. One worker per process, started by the first
 * SVG upload and stopped after a minute without one (jsdom holds tens of megabytes). Drawings are
 * cleaned one at a time; one that takes too long or too much memory is refused, and the worker is
 * replaced.
 */

export const SVG_TOO_COMPLEX =
  "This SVG is too detailed to be checked for scripts (it has too many parts). Simplify it, or upload it as a PNG.";

/**
 * More elements than this are refused before any parsing: a logo has hundreds, a detailed
 * illustration a few thousand; 20,000 take the worker about ten seconds on a busy 2-core machine.
 */
export const MAX_SVG_ELEMENTS = 20_000;

/** Limits of one drawing's cleaning. A logo takes milliseconds. */
export interface SvgCleanLimits {
  timeoutMs: number;
  /** Added to the first drawing's time: a new worker loads jsdom first, which is not the drawing's doing. */
  bootMs: number;
  /** The worker's heap; past it the worker dies and the drawing is refused. */
  maxMemoryMb: number;
  idleMs: number;
}

const DEFAULT_LIMITS: SvgCleanLimits = {
  timeoutMs: 20_000,
  bootMs: 20_000,
  maxMemoryMb: 512,
  idleMs: 60_000,
};

// The server runs its TypeScript through tsx (decision 003); a worker thread does not inherit the
// loader, so the worker registers it before importing its entry file. Both are resolved here, so
// the worker finds them whatever the process's working directory.
const WORKER_ENTRY = new URL("./svg-worker.ts", import.meta.url).href;
const TSX_API = import.meta.resolve("tsx/esm/api");
const BOOT = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_ENTRY)}); });`;

interface Pending {
  job: SvgJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: unknown) => void;
}

/** The worker and its queue. Exported for tests, which pass small limits. */
export class SvgCleaner {
  private worker: Worker | undefined;
  private readonly queue: Pending[] = [];
  private current: Pending | undefined;
  private timer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  constructor(private readonly limits: SvgCleanLimits = DEFAULT_LIMITS) {}

  clean(bytes: Uint8Array): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, bytes }, resolve, reject });
      this.startNext();
    });
  }

  /** Stops the worker (tests; the worker never keeps a process alive on its own). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    await this.stopWorker();
  }

  private startNext(): void {
    if (this.current) return;
    const next = this.queue.shift();
    if (!next) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => void this.stopWorker(), this.limits.idleMs);
      this.idleTimer.unref();
      return;
    }
    clearTimeout(this.idleTimer);
    this.current = next;
    const fresh = !this.worker;
    this.ensureWorker().postMessage(next.job);
    const allowed = this.limits.timeoutMs + (fresh ? this.limits.bootMs : 0);
    this.timer = setTimeout(() => this.giveUp(AppError.badRequest(SVG_TOO_COMPLEX)), allowed);
    this.timer.unref();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOT, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
    });
    worker.unref();
    worker.on("message", (result: SvgJobResult) => this.settle(result));
    worker.on("error", (error: Error & { code?: string }) => {
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.giveUp(outOfMemory ? AppError.badRequest(SVG_TOO_COMPLEX) : error);
    });
    worker.on("exit", () => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.giveUp(new Error("The SVG cleaning worker stopped."));
      }
    });
    this.worker = worker;
    return worker;
  }

  private settle(result: SvgJobResult): void {
    const current = this.current;
    if (!current || current.job.id !== result.id) return;
    clearTimeout(this.timer);
    this.current = undefined;
    if ("cleaned" in result) current.resolve(result.cleaned);
    else if ("refused" in result) current.reject(AppError.badRequest(result.refused));
    else current.reject(new Error(`SVG cleaning failed: ${result.failed}`));
    this.startNext();
  }

  /** The drawing in hand is refused (or failed); the worker is replaced before the next one. */
  private giveUp(error: unknown): void {
    const current = this.current;
    clearTimeout(this.timer);
    this.current = undefined;
    void this.stopWorker().finally(() => {
      current?.reject(error);
      this.startNext();
    });
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}

let shared: SvgCleaner | undefined;

/**
 * The drawing cleaned of scripts, handlers and outside references, as the bytes to store. A 400
 * AppError for a file that is not well-formed SVG, has nothing left to draw, or is too detailed.
 */
export async function cleanSvg(bytes: Uint8Array): Promise<Uint8Array> {
  if (countElements(bytes) > MAX_SVG_ELEMENTS) throw AppError.badRequest(SVG_TOO_COMPLEX);
  shared ??= new SvgCleaner();
  return shared.clean(bytes);
}

/**
 * Stops the shared worker, for a command that cleans drawings and then ends (admin clean-svgs): the
 * worker, though unref'd, would otherwise keep the process alive until it is stopped after a
 * minute idle. A later cleanSvg starts a new one.
 */
export async function stopSvgCleaning(): Promise<void> {
  await shared?.close();
}

/** Start tags, counted on the bytes: "<" followed by a letter (comments, CDATA and closing tags are not). */
export function countElements(bytes: Uint8Array): number {
  let count = 0;
  for (let i = 0; i + 1 < bytes.length; i += 1) {
    if (bytes[i] !== 0x3c) continue; // "<"
    const next = bytes[i + 1] ?? 0;
    if ((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a) || next === 0x5f) count += 1;
  }
  return count;
}
