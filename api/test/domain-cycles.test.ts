import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Domains stack: a domain may use the ones below it, never one that uses it back (directly or
// round a longer loop). A cycle means neither can be read, changed or tested without the other.
// The graph is by folder (api/src/domains/<domain>/**); `import type` counts, tests do not.

const domainsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../src/domains");
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const domainOf = (file: string): string | null => {
  const parts = relative(domainsDir, file).split(sep);
  return parts.length > 1 && parts[0] !== ".." ? (parts[0] ?? null) : null;
};

/** Each edge between two domains, with the imports that make it ("orders/edit.ts imports ../checkout/x"). */
function domainEdges(): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(domainsDir)) {
    const from = domainOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (!spec?.startsWith(".")) continue;
      const to = domainOf(resolve(dirname(file), spec));
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), `${relative(domainsDir, file)} imports ${spec}`]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** One loop per strongly connected group of domains, as "a → b → a" with the imports of each step. */
function domainCycles(edges = domainEdges()): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    if (path.includes(node)) {
      const loop = [...path.slice(path.indexOf(node)), node];
      const steps = loop.slice(1).map((to, i) => {
        const from = loop[i] as string;
        return `  ${from} → ${to}: ${edges.get(from)?.get(to)?.slice(0, 3).join("; ")}`;
      });
      cycles.push(`${loop.join(" → ")}\n${steps.join("\n")}`);
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node)?.keys() ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const domain of [...edges.keys()].sort()) visit(domain, []);
  return cycles;
}

describe("domains", () => {
  it("import one another without a cycle", () => {
    const cycles = domainCycles();
    expect(cycles, `Domain cycles (move the shared code below both):\n${cycles.join("\n")}`).toEqual([]);
  });

  it("are seen by the check: a known one-way use is found, and a loop is named", () => {
    // Guards the check itself: were it to find nothing, the test above would pass for nothing.
    expect(domainEdges().get("checkout")?.has("orders")).toBe(true);
    const loop = new Map([
      ["orders", new Map([["checkout", ["orders/edit.ts imports ../checkout/price"]]])],
      ["checkout", new Map([["orders", ["checkout/place.ts imports ../orders/orders"]]])],
    ]);
    expect(domainCycles(loop)).toEqual([
      "checkout → orders → checkout\n" +
        "  checkout → orders: checkout/place.ts imports ../orders/orders\n" +
        "  orders → checkout: orders/edit.ts imports ../checkout/price",
    ]);
  });
});
