import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Documented } from "../src/domains/define";
import { type Lifecycle, runningLifecycle } from "../src/http/lifecycle";
import { LiveTraffic } from "../src/http/live-traffic";
import { createLogger } from "../src/logger";
import { warmUp } from "../src/warm-up";
import { startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

// After a start the server draws its pages ahead; it must never make a visitor wait behind that
// work, and a load balancer must learn from /api/health/ready when the process is warm.

const PAGES = [
  "/about",
  "/contact",
  "/stock-designs",
  "/team-packages",
  "/team-packages/baseball",
  "/stock-designs/1",
];
const manifest = {
  kinds: PAGE_KINDS,
  pages: PAGES.map((page) => ({ path: page, title: page, description: "A page." })),
  notFound: { title: "Page not found", description: "Not here." },
  shell: { entry: "/assets/index-abc.js", preloads: [], styles: [] },
};
// Counts its draws, and takes 30 ms of the event loop each, as a cold page does.
const RENDERER = `
export async function renderPage({ url }) {
  const until = Date.now() + 30;
  while (Date.now() < until) {}
  globalThis.__warmUpDraws = (globalThis.__warmUpDraws ?? 0) + 1;
  return { html: "<h1>Drawn " + url + "</h1>", data: {} };
}`;
const draws = () => (globalThis as { __warmUpDraws?: number }).__warmUpDraws ?? 0;

/** A visitor's request that stays open until the test lets it go. */
let release: () => void = () => {};
const hold: Documented = {
  access: "public",
  rests: [
    {
      method: "get",
      path: "/api/test-hold",
      operationId: "holdOpen",
      summary: "Stays open until the test lets it go",
      tag: "Health",
      answer: z.object({ held: z.boolean() }),
      envelope: false,
      raw: async (c) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return c.json({ held: true });
      },
    },
  ],
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`warming up after a start (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let lifecycle: Lifecycle;
  const traffic = new LiveTraffic();
  const logger = createLogger("silent");
  const ready = async () => {
    const res = await fetch(`${server.url}/api/health/ready`);
    return { status: res.status, body: (await res.json()) as { status: string; error?: string }, res };
  };
  /** A fresh start: the pages forgotten (another host), the process warming. */
  let start = 0;
  const host = () => `warm-${start}.example`;
  /** The server's warm-up after a fresh start, as server.ts starts it. */
  const warmUpNow = (options: { readyWithinMs?: number; life?: Lifecycle } = {}) => {
    start++;
    return warmUp({
      app: server.app,
      host: host(),
      logger,
      lifecycle: options.life ?? lifecycle,
      traffic,
      readyWithinMs: options.readyWithinMs ?? 60_000,
    });
  };

  beforeAll(async () => {
    lifecycle = runningLifecycle();
    server = await startTestServer({ lifecycle, traffic, extraOperations: [hold] });
    const dist = server.webDistDir;
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Vite's own page</title>");
    await writeFile(path.join(dist, "after-paint.js"), "{/* the after-paint loader */}\n");
    await writeFile(path.join(dist, "pages.json"), JSON.stringify(manifest));
    await mkdir(path.join(dist, "..", "dist-server"), { recursive: true });
    await writeFile(path.join(dist, "..", "dist-server", "entry-server.js"), RENDERER);
  });
  afterAll(() => server?.stop());

  it("says it is warming until the public host's pages are drawn, then ready, and serves them from memory", async () => {
    const before = draws();
    const warming = warmUpNow();
    const early = await ready();
    expect(early.status).toBe(503);
    expect(early.body.status).toBe("warming");
    expect(early.body.error).toMatch(/drawing its pages ahead/);
    expect(early.res.headers.get("retry-after")).toMatch(/^\d+$/);

    await warming;
    expect(draws() - before).toBe(PAGES.length);
    expect((await ready()).status).toBe(200);
    const page = await server.app.fetch(new Request(`http://${host()}/about`, { headers: { host: host() } }));
    expect(await page.text()).toContain("<h1>Drawn /about</h1>");
    expect(draws() - before).toBe(PAGES.length);
  });

  it("draws nothing while a visitor's request is open, and goes on in the gap after it", async () => {
    const open = fetch(`${server.url}/api/test-hold`);
    await sleep(50);
    const before = draws();
    const warming = warmUpNow();
    await sleep(300);
    expect(draws()).toBe(before);
    expect(lifecycle.warming).toBe(true);

    release();
    expect((await open).status).toBe(200);
    await warming;
    expect(draws() - before).toBe(PAGES.length);
    expect(lifecycle.warming).toBe(false);
  });

  it("reports ready after its limit when visitors keep it busy, and draws the rest once they let it", async () => {
    const open = fetch(`${server.url}/api/test-hold`);
    await sleep(50);
    const before = draws();
    const warming = warmUpNow({ readyWithinMs: 200 });
    expect((await ready()).status).toBe(503);
    await sleep(300);
    expect((await ready()).status).toBe(200);
    expect(draws()).toBe(before);

    release();
    await open;
    await warming;
    expect(draws() - before).toBe(PAGES.length);
  });

  it("stops between two pages when the server is asked to stop", async () => {
    const stopping = runningLifecycle();
    const warming = warmUpNow({ life: stopping });
    const before = draws();
    await sleep(40);
    stopping.stopping = true;
    await warming;
    expect(draws() - before).toBeLessThan(PAGES.length);
  });
});
