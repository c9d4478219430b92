/**
 * Fails when the SVG files committed in web/public are not what the drawing code makes now: an
 * edit to a recipe or to the seed data must come with `npm run artwork` and its new files.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drawArtwork, overBudget, webPublic } from "./artwork";

const artwork = drawArtwork();
const problems = [...overBudget(artwork)];
for (const { file, svg } of artwork) {
  const path = fileURLToPath(new URL(file, webPublic));
  if (!existsSync(path)) problems.push(`${file} is missing`);
  else if (readFileSync(path, "utf8") !== svg) problems.push(`${file} differs from what the recipes draw`);
}
if (problems.length) {
  console.error(
    `${problems.join("\n")}\n${problems.length} artwork problem(s): run \`npm run artwork\` and commit web/public.`,
  );
  process.exit(1);
}
console.log(`all ${artwork.length} committed SVG files match what the recipes draw`);
