import { parentPort } from "node:worker_threads";
import { cleanSvgWith, loadSanitizer, SvgRefusal } from "./svg-rules";

/** One drawing to clean, and what became of it. */
export interface SvgJob {
  id: number;
  bytes: Uint8Array;
}
export type SvgJobResult =
  | { id: number; cleaned: Uint8Array }
  | { id: number; refused: string }
  | { id: number; failed: string };

// The worker thread started by svg-clean.ts: loads jsdom and DOMPurify once, then cleans one
// drawing per message, in order.
const port = parentPort;
if (port) {
  const sanitizer = loadSanitizer();
  port.on("message", async ({ id, bytes }: SvgJob) => {
    let result: SvgJobResult;
    try {
      result = { id, cleaned: cleanSvgWith(await sanitizer, bytes) };
    } catch (error) {
      result =
        error instanceof SvgRefusal
          ? { id, refused: error.message }
          : { id, failed: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(result, "cleaned" in result ? [result.cleaned.buffer as ArrayBuffer] : []);
  });
}
