import type { Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What every page's HTML names from the build; the server writes the HTML itself from these. */
export interface ShellAssets {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry imports statically, in the order they are imported. */
  preloads: string[];
  /** The stylesheets the entry and its imports bring. */
  styles: string[];
  /** The heading face, preloaded with the page so headings never wait for it (styles.css). */
  font?: string;
}

/** The heading face's source file, as Vite records it for the asset it emits. */
const HEADING_FONT = "src/assets/fonts/oswald-latin-wght.woff2";

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === "chunk";

/** The chunks a chunk imports statically, depth first, each once (as Vite names them in index.html). */
function importedChunks(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): OutputChunk[] {
  const found: OutputChunk[] = [];
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (seen.has(name) || !isChunk(imported)) continue;
    seen.add(name);
    found.push(...importedChunks(bundle, imported, seen), imported);
  }
  return found;
}

/** The entry, its static imports, their styles and the heading face, by address. */
export function shellAssets(bundle: OutputBundle): ShellAssets | undefined {
  const entry = Object.values(bundle).find((item): item is OutputChunk => isChunk(item) && item.isEntry);
  if (!entry) return undefined;
  const chunks = importedChunks(bundle, entry);
  const styles = new Set<string>();
  for (const chunk of [...chunks, entry])
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) styles.add(sheet);
  const font = Object.values(bundle).find(
    (item) => item.type === "asset" && item.originalFileNames.some((name) => name.endsWith(HEADING_FONT)),
  );
  return {
    entry: `/${entry.fileName}`,
    preloads: chunks.map((chunk) => `/${chunk.fileName}`),
    styles: [...styles].map((name) => `/${name}`),
    ...(font && { font: `/${font.fileName}` }),
  };
}
