import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface BundleReport {
  /** JavaScript the home page loads before anything else: the entry and its static imports. */
  initialJsGzipBytes: number;
  totalJsGzipBytes: number;
  files: { file: string; bytes: number; gzipBytes: number }[];
}

/** Measures the built web app in web/dist: what a shopper downloads for / and in all. */
export async function measureBundle(distDir: string): Promise<BundleReport> {
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const assetsDir = path.join(distDir, "assets");
  const names = (await readdir(assetsDir)).filter((n) => n.endsWith(".js"));
  const files = await Promise.all(
    names.map(async (file) => {
      const content = await readFile(path.join(assetsDir, file));
      return {
        file,
        bytes: (await stat(path.join(assetsDir, file))).size,
        gzipBytes: gzipSync(content).length,
      };
    }),
  );
  const initial = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? "");
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || initial.has(file)) continue;
    initial.add(file);
    const source = await readFile(path.join(assetsDir, file), "utf8");
    // Static imports only: dynamic import() chunks load later, on demand.
    for (const m of source.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      if (m[1]) queue.push(m[1]);
    }
  }
  const sum = (list: typeof files) => list.reduce((n, f) => n + f.gzipBytes, 0);
  return {
    initialJsGzipBytes: sum(files.filter((f) => initial.has(f.file))),
    totalJsGzipBytes: sum(files),
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
