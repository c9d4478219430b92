import { describe, expect, it } from "vitest";
import { type CachedBody, cacheBody, chooseEncoding, matchesIfNoneMatch } from "./cached-body";
import { CatalogueCache } from "./catalogue-cache";

const body = (text: string) => cacheBody("application/json", new TextEncoder().encode(text), {}, "public");

describe("CatalogueCache", () => {
  it("drops the least recently used answers beyond its entry limit", async () => {
    const cache = new CatalogueCache({ maxEntries: 2, maxBytes: 1_000_000 });
    const answer = await body('{"data":[]}');
    for (const key of ["a", "b"]) cache.set(key, ["products"], cache.generationsOf(["products"]), answer);
    cache.get("a"); // a is now the most recent
    cache.set("c", ["products"], cache.generationsOf(["products"]), answer);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size.entries).toBe(2);
  });

  it("keeps its bytes under the limit, whatever the keys", async () => {
    const big = await body(JSON.stringify({ data: "x".repeat(5000) }));
    const cache = new CatalogueCache({ maxEntries: 1000, maxBytes: big.bytes * 3 });
    for (let i = 0; i < 50; i++) cache.set(`/api/products?junk=${i}`, ["products"], new Map(), big);
    expect(cache.size.entries).toBe(3);
    expect(cache.size.bytes).toBeLessThanOrEqual(big.bytes * 3);
  });

  it("does not store a fill that began before its topic changed, and drops only that topic", async () => {
    const cache = new CatalogueCache();
    const answer = await body("{}");
    cache.set("/api/blog-posts", ["blog"], cache.generationsOf(["blog"]), answer);
    const before = cache.generationsOf(["products"]);
    cache.invalidate(["products"]);
    expect(cache.set("/api/products", ["products"], before, answer)).toBe(false);
    expect(cache.get("/api/products")).toBeUndefined();
    expect(cache.get("/api/blog-posts")).toBe(answer);
  });

  it("shares one fill among readers arriving together", async () => {
    const cache = new CatalogueCache();
    let fills = 0;
    const answer = await body("{}");
    const fill = async (): Promise<CachedBody> => {
      fills += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer;
    };
    const runs = Array.from({ length: 5 }, () => cache.fillOnce("k", fill));
    expect(runs.filter((run) => !run.shared)).toHaveLength(1);
    expect(await Promise.all(runs.map((run) => run.body))).toEqual(Array(5).fill(answer));
    expect(fills).toBe(1);
  });
});

describe("negotiation", () => {
  it("picks br, then gzip, then none, honouring q=0 and *", async () => {
    const answer = await body(JSON.stringify({ data: "a fairly repetitive body ".repeat(100) }));
    expect(chooseEncoding("gzip, deflate, br", answer)).toBe("br");
    expect(chooseEncoding("gzip", answer)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", answer)).toBe("gzip");
    expect(chooseEncoding("*", answer)).toBe("br");
    expect(chooseEncoding("*, br;q=0", answer)).toBe("gzip");
    expect(chooseEncoding("identity", answer)).toBe("identity");
    expect(chooseEncoding(undefined, answer)).toBe("identity");
  });

  it("sends a tiny body as it is when compressing would make it larger", async () => {
    expect(chooseEncoding("br, gzip", await body("{}"))).toBe("identity");
  });

  it("matches If-None-Match on any representation's validator, weak or listed", async () => {
    const answer = await body("{}");
    expect(matchesIfNoneMatch(answer.etags.br, answer)).toBe(answer.etags.br);
    expect(matchesIfNoneMatch(`"other", W/${answer.etags.gzip}`, answer)).toBe(answer.etags.gzip);
    expect(matchesIfNoneMatch("*", answer)).toBe(answer.etags.identity);
    expect(matchesIfNoneMatch('"other"', answer)).toBeUndefined();
  });
});
