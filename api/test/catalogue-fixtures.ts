import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, before any decoding. */
  raw: Buffer;
  /** The body decoded per Content-Encoding and parsed (null for an empty body). */
  json: unknown;
}

/**
 * A GET that shows the wire as it is: fetch would add its own Accept-Encoding and decode for us,
 * hiding what the server chose.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          json: decoded.length ? JSON.parse(decoded.toString("utf8")) : null,
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** tRPC GET path of one query, as the web's links send it. */
export const trpcGet = (procedure: string, input?: unknown) =>
  input === undefined
    ? `/trpc/${procedure}`
    : `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** tRPC GET path of a batch, as httpBatchLink sends it. */
export const trpcBatchGet = (calls: [procedure: string, input: unknown][]) =>
  `/trpc/${calls.map(([p]) => p).join(",")}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(calls.map(([, input], i) => [i, input]))),
  )}`;

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
