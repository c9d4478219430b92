import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

// Compares two runs of scripts/page-screens.ts pixel by pixel: per screenshot, how many pixels
// differ (anti-aliasing aside) and, where any do, a diff picture (changed pixels in red).
//   node --import tsx scripts/compare-screens.ts --before /tmp/shots/before --after /tmp/shots/after \
//     --diff /tmp/shots/diff
// Pages of different heights are compared over their common part and reported as such.

const { values } = parseArgs({
  options: {
    before: { type: "string", default: "screens/before" },
    after: { type: "string", default: "screens/after" },
    diff: { type: "string", default: "screens/diff" },
  },
});

const read = async (file: string) => PNG.sync.read(await readFile(file));

/** The picture cut (or padded with transparent pixels) to this size. */
function sized(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, Math.min(png.width, width), Math.min(png.height, height), 0, 0);
  return out.data;
}

async function main() {
  await mkdir(values.diff, { recursive: true });
  const files = (await readdir(values.before)).filter((f) => f.endsWith(".png")).sort();
  let differing = 0;
  console.log(`${"screenshot".padEnd(48)} ${"pixels differing".padStart(16)}  note`);
  for (const file of files) {
    const afterFile = path.join(values.after, file);
    if (!existsSync(afterFile)) {
      console.log(`${file.padEnd(48)} ${"-".padStart(16)}  missing after`);
      differing += 1;
      continue;
    }
    const [before, after] = await Promise.all([read(path.join(values.before, file)), read(afterFile)]);
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const diff = new PNG({ width, height });
    const count = pixelmatch(
      sized(before, width, height),
      sized(after, width, height),
      diff.data,
      width,
      height,
      {
        threshold: 0.1,
      },
    );
    const note =
      before.width === after.width && before.height === after.height
        ? ""
        : `size ${before.width}x${before.height} -> ${after.width}x${after.height}`;
    if (count > 0) {
      differing += 1;
      await writeFile(path.join(values.diff, file), PNG.sync.write(diff));
    }
    console.log(`${file.padEnd(48)} ${String(count).padStart(16)}  ${note}`);
  }
  console.log(`\n${differing} of ${files.length} screenshots differ`);
}

await main();
