import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bestBrotli, cacheBody, canCompressBetter } from "./cached-body";
import { CatalogueCache } from "./catalogue-cache";
import { CompressLater } from "./compress-later";

// A drawn page's size: kept at once at a fast quality, made smaller when the process is free.
const page = new TextEncoder().encode(
  Array.from(
    { length: 1500 },
    (_, i) => `<li class="card-${i % 40}">Practice Tee ${i} — $${i % 90}.00</li>`,
  ).join(""),
);
const keep = () => cacheBody("text/html; charset=utf-8", page, { "x-frame-options": "DENY" }, "no-cache");

describe("the best compression, later", () => {
  it("keeps a large answer at once and gives the same content in fewer bytes later, under the same ETag", async () => {
    const fast = await keep();
    expect(canCompressBetter(fast)).toBe(true);
    const best = await bestBrotli(fast);
    expect(best).toBeDefined();
    if (!best) return;
    expect(best.bodies.br.byteLength).toBeLessThan(fast.bodies.br.byteLength);
    expect(Buffer.from(brotliDecompressSync(best.bodies.br))).toEqual(Buffer.from(page));
    expect(best.etags).toEqual(fast.etags);
    expect(best.ok.br["content-length"]).toBe(String(best.bodies.br.byteLength));
    expect(best.ok.br["x-frame-options"]).toBe("DENY");
    expect(canCompressBetter(best)).toBe(false);
    // A small answer gets the best at once.
    expect(
      canCompressBetter(await cacheBody("application/json", new TextEncoder().encode("[]"), {}, "public")),
    ).toBe(false);
  });

  it("replaces the kept answer only while it is still the one kept", async () => {
    const cache = new CatalogueCache();
    let turns = 0;
    const later = new CompressLater(cache, async () => {
      turns++;
    });
    const first = await keep();
    cache.set("/", ["products"], cache.generationsOf(["products"]), first);
    const stale = await keep();
    cache.set("/shop", ["products"], cache.generationsOf(["products"]), stale);
    later.add("/", first);
    // Filled again meanwhile (a write and a new reader): the old copy's better one is not put back.
    const refilled = await keep();
    cache.set("/shop", ["products"], cache.generationsOf(["products"]), refilled);
    later.add("/shop", stale);
    await later.idle();
    expect(turns).toBe(2);
    expect(cache.get("/")?.bodies.br.byteLength).toBeLessThan(first.bodies.br.byteLength);
    expect(cache.get("/shop")).toBe(refilled);
    const { bytes } = cache.size;
    expect(bytes).toBe((cache.get("/")?.bytes ?? 0) + refilled.bytes);
  });
});
