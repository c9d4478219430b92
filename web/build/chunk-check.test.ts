import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { chunkProblems } from "./chunk-check";

// The build check on a made-up bundle: the entry, two groups, and the public home page's route chunk.

const chunk = (fileName: string, fields: Partial<Rollup.OutputChunk>) =>
  ({
    type: "chunk",
    fileName,
    name: fileName,
    imports: [],
    moduleIds: [],
    isEntry: false,
    ...fields,
  }) as Rollup.OutputChunk;

/** Every public route of the page table with a route chunk of its own, importing `imports`. */
async function bundleWith(imports: string[], extra: Rollup.OutputChunk[] = []): Promise<Rollup.OutputBundle> {
  const { pageTable } = await import("../src/app/page-table");
  const routes = Object.entries(pageTable)
    .filter(([, facts]) => facts.audience === "everyone")
    .map(([route]) => route);
  const chunks = [
    chunk("assets/index.js", {
      isEntry: true,
      imports: ["assets/ui.js"],
      moduleIds: ["/w/web/src/main.tsx"],
    }),
    chunk("assets/ui.js", { name: "ui", moduleIds: ["/w/node_modules/@mantine/core/esm/index.mjs"] }),
    ...routes.map((route, i) => {
      const file = route === "/" ? "index" : `${route.slice(1)}${route.includes("$") ? "" : "/index"}`;
      return chunk(`assets/route-${i}.js`, {
        facadeModuleId: `/w/web/src/routes/${file}.tsx?tsr-split=component`,
        imports,
      });
    }),
    ...extra,
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe("the build's chunk check", () => {
  it("passes a build whose groups all hold modules and whose public pages stay clear of admin code", async () => {
    expect(chunkProblems(await bundleWith([]), ["ui"])).toEqual([]);
  });

  it("names a chunk group that came out empty", async () => {
    expect(chunkProblems(await bundleWith([]), ["ui", "select"])).toEqual([
      'chunk group "select" came out empty: its test matches no module of the build',
    ]);
  });

  it("names each public page whose static imports reach the admin portal's code", async () => {
    const admin = chunk("assets/shared.js", {
      moduleIds: ["/w/web/src/features/admin/orders/OrderTable.tsx"],
    });
    const problems = chunkProblems(await bundleWith(["assets/shared.js"], [admin]), ["ui"]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(
      /^public page \/\S* loads admin code through assets\/shared\.js: .*OrderTable\.tsx$/,
    );
  });

  it("lets the portal's door (who is signed in, the access rule) ride in the entry", async () => {
    const door = chunk("assets/door.js", { moduleIds: ["/w/web/src/features/admin/routing/access.ts"] });
    expect(chunkProblems(await bundleWith(["assets/door.js"], [door]), ["ui"])).toEqual([]);
  });
});
