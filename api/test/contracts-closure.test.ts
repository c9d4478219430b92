import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";

// Everything @store/api/contracts names goes into the browser, with every file its values import.
// Biome's noRestrictedImports sees one file's own imports; this walks the whole chain, as the web's
// bundler does (esbuild reads the same tsconfig, so `import type` and `export type` drop out and
// nothing else does), and names the chain that reaches the database or the server.

const root = fileURLToPath(new URL("../../", import.meta.url));
const contracts = "api/src/contracts/index.ts";
const fixtures = "api/test/contract-closure/";

/** Packages the browser may receive through the contract; any other needs a reason to be added. */
const allowedPackages = new Set(["zod", "papaparse"]);
/** Files the contract may reach: plain facts and schemas, and the catalogue (which imports nothing). */
const allowedFolders = ["api/src/contracts/", "api/src/common/", "api/src/domains/", "db/src/catalogue/"];
/** Files of these folders are the server's, whatever they import. */
const serverFolders = /^api\/src\/(?!common\/|domains\/|contracts\/)|^db\/src\/(?!catalogue\/)/;

// Packages stay outside the walk (their names are what the check reads), except the catalogue
// entry of @store/db, which is walked like the API's own files.
const packagesAside: Plugin = {
  name: "packages-aside",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === "@store/db/catalogue" ? undefined : { path: args.path, external: true },
    );
  },
};

interface Closure {
  /** Each file or package reached, with the file that first imported it. */
  parents: Map<string, string | undefined>;
}

async function valueImportClosure(entry: string): Promise<Closure> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "neutral",
    tsconfig: "api/tsconfig.json",
    logLevel: "silent",
    plugins: [packagesAside],
  });
  const inputs = result.metafile.inputs;
  const parents = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (parents.has(imported.path)) continue;
      parents.set(imported.path, file);
      if (!imported.external) queue.push(imported.path);
    }
  }
  return { parents };
}

const packageOf = (specifier: string) =>
  specifier.startsWith("node:")
    ? specifier
    : specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");

function refusal(reached: string, folders: readonly string[]): string | undefined {
  const isFile = /\.[cm]?[jt]sx?$/.test(reached) && !reached.startsWith("node:");
  if (!isFile) {
    if (reached === "@store/db/catalogue" || allowedPackages.has(packageOf(reached))) return undefined;
    return `the package ${reached}`;
  }
  if (serverFolders.test(reached)) return `the server's file ${reached}`;
  if (!folders.some((folder) => reached.startsWith(folder))) return `the file ${reached}`;
  return undefined;
}

function chainTo(closure: Closure, reached: string): string {
  const chain: string[] = [];
  for (let at: string | undefined = reached; at !== undefined; at = closure.parents.get(at))
    chain.unshift(at);
  return chain.join(" → ");
}

/** One line per forbidden module the entry reaches: what it is, and the import chain to it. */
async function problemsOf(entry: string, folders = allowedFolders): Promise<string[]> {
  const closure = await valueImportClosure(entry);
  const problems: string[] = [];
  for (const reached of closure.parents.keys()) {
    const why = refusal(reached, folders);
    if (why) problems.push(`${why}: ${chainTo(closure, reached)}`);
  }
  return problems;
}

describe("the web/API contract", () => {
  it("reaches neither the database nor the server's code from @store/api/contracts", async () => {
    const problems = await problemsOf(contracts);
    expect(
      problems,
      `${contracts} must stay free of the database and the server (it goes into the browser). ` +
        "Import only a type from these (`import type`), or move the value the web needs into a file " +
        `of plain facts or schemas:\n${problems.join("\n")}`,
    ).toEqual([]);
  });

  it("reaches the schemas, facts and the catalogue it re-exports, and leaves types out", async () => {
    const { parents } = await valueImportClosure(contracts);
    expect(parents.has("api/src/domains/quotes/schemas.ts")).toBe(true);
    expect(parents.has("api/src/common/admin-list-facts.ts")).toBe(true);
    expect(parents.has("db/src/catalogue/index.ts")).toBe(true);
    expect(parents.has("zod")).toBe(true);
    // AppRouter is exported as a type only: the router never loads in the browser.
    expect(parents.has("api/src/trpc/root.ts")).toBe(false);
  });

  it("names each chain that reaches the database or the server, and lets types through", async () => {
    const problems = await problemsOf(`${fixtures}entry.ts`, [...allowedFolders, fixtures]);
    expect(problems).toContain(
      `the package drizzle-orm: ${fixtures}entry.ts → ${fixtures}sql-facts.ts → drizzle-orm`,
    );
    expect(problems).toContain(
      `the server's file api/src/env.ts: ${fixtures}entry.ts → ${fixtures}reads-config.ts → api/src/env.ts`,
    );
    // The walk goes on through the server's files: node's own modules are named too.
    expect(
      problems.some((p) => p.startsWith("the package node:") && p.includes("api/src/env.ts → node:")),
    ).toBe(true);
    // plain-facts.ts imports a type from @store/db: no problem of its own.
    expect(problems.filter((p) => p.includes("plain-facts"))).toEqual([]);
  });

  it("counts a file outside the contract's folders as a problem", async () => {
    const problems = await problemsOf(`${fixtures}plain-facts.ts`);
    expect(problems).toEqual([`the file ${fixtures}plain-facts.ts: ${fixtures}plain-facts.ts`]);
  });
});
