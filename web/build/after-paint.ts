import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { minify, transformWithOxc } from "vite";

/** Where the server finds the built loader inside the build (it inlines it; it is never served). */
export const AFTER_PAINT_SCRIPT = "after-paint.js";

const SOURCE = fileURLToPath(new URL("../src/after-paint/loader.ts", import.meta.url));

/**
 * The after-paint loader (src/after-paint/loader.ts) as the script a drawn page carries inline:
 * its TypeScript stripped and minified, a block of plain script with no import or export.
 */
export async function afterPaintScript(): Promise<string> {
  const typed = await readFile(SOURCE, "utf8");
  const plain = await transformWithOxc(typed, SOURCE, { lang: "ts", target: "es2022" });
  const small = await minify("after-paint.js", plain.code, { compress: { target: "es2022" } });
  if (small.errors.length > 0) throw new Error(`after-paint loader: ${small.errors[0]?.message}`);
  return small.code.trim();
}
