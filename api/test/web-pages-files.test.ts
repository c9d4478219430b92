import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "./helpers";
import { appJs, raw, startWebPagesServer } from "./web-pages-fixture";

describe(`the web app's files: compression and caching (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWebPagesServer();
  });
  afterAll(() => server?.stop());

  it("sends the page compressed when the browser accepts it, and never caches it for long", async () => {
    const br = await raw(`${server.url}/about`, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("About Us");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const gz = await raw(`${server.url}/about`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("About Us");
    const plain = await raw(`${server.url}/about`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("About Us");
  });

  it("serves hashed files precompressed, cached for a year, and 304 when the browser has them", async () => {
    const br = await raw(`${server.url}/assets/index-abc123.js`, { "accept-encoding": "br;q=1, gzip;q=0.5" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toBe("Accept-Encoding");

    const noBrotli = await raw(`${server.url}/assets/index-abc123.js`, { "accept-encoding": "gzip, br;q=0" });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(noBrotli.body).toString()).toBe(appJs);

    const etag = String(br.headers.etag);
    const again = await raw(`${server.url}/assets/index-abc123.js`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("gives pictures a day of caching and a validator", async () => {
    const res = await fetch(`${server.url}/images/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age=86400");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(
      (await fetch(`${server.url}/images/logo.svg`, { headers: { "if-none-match": etag } })).status,
    ).toBe(304);
    expect((await fetch(`${server.url}/images/missing.svg`)).status).toBe(404);
    // The server's own inputs are not files to hand out.
    expect((await fetch(`${server.url}/pages.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/after-paint.js`)).status).toBe(404);
  });

  it("compresses API answers for browsers that accept it", async () => {
    const res = await raw(`${server.url}/api/blog-posts`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.body).toString()).data[0].slug).toBe("hydration-tips");
  });
});
