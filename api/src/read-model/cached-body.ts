import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

type HeaderRecord = Readonly<Record<string, string>>;

/**
 * One answer, serialized and compressed once and served to every reader until its topic changes,
 * with its headers ready as plain records: a hit builds no Headers object at all.
 */
export interface CachedBody {
  /** Strong validators, one per representation (a compressed body is a different sequence of bytes). */
  etags: Readonly<Record<Encoding, string>>;
  bodies: Readonly<Record<Encoding, Uint8Array>>;
  /** The 200's headers per representation. */
  ok: Readonly<Record<Encoding, HeaderRecord>>;
  /** The 304's headers per validator. */
  notModified: ReadonlyMap<string, HeaderRecord>;
  bytes: number;
}

// The best brotli: a body is compressed once per write (off the event loop) and sent many times;
// on the blog list 11 sends 15% fewer bytes than 9 for ~20 ms more, once. Its cost grows with the
// body, though (about 2.4 ms a kilobyte here: a drawn page of 130 KB took 320 ms, which made
// drawing the pages ahead after a start last half a minute and kept the first reader after each
// write waiting). A body past LARGE_FIRST is kept first at FAST quality (5 ms for that page, 13%
// more bytes) and given the best later, when the process has nothing else to do (`bestBrotli`).
// Past a megabyte a middle quality stays: the best would take seconds.
const BROTLI_QUALITY = 11;
const FAST_BROTLI_QUALITY = 5;
const LARGE_FIRST_BYTES = 16 * 1024;
const LARGE_BODY_BYTES = 1024 * 1024;
const LARGE_BODY_BROTLI_QUALITY = 6;

const brotliAt = (body: Uint8Array, quality: number) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });

/**
 * Compresses `body` both ways and prepares every header of its answers: `common` (what the
 * request's middleware set on the first answer: security headers) plus the caching headers.
 */
export async function cacheBody(
  contentType: string,
  body: Uint8Array,
  common: HeaderRecord,
  cacheControl: string,
): Promise<CachedBody> {
  const quality =
    body.byteLength > LARGE_BODY_BYTES
      ? LARGE_BODY_BROTLI_QUALITY
      : body.byteLength > LARGE_FIRST_BYTES
        ? FAST_BROTLI_QUALITY
        : BROTLI_QUALITY;
  const [br, gz] = await Promise.all([brotliAt(body, quality), gzipAsync(body, { level: 9 })]);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
  const caching = (etag: string) => ({
    ...common,
    "cache-control": cacheControl,
    vary: "Accept-Encoding",
    etag,
  });
  const answer = {
    etags,
    common: { contentType, caching },
    notModified: new Map(ENCODINGS.map((encoding) => [etags[encoding], caching(etags[encoding])])),
  };
  return withBodies(answer, { identity: body, br: new Uint8Array(br), gzip: new Uint8Array(gz) }, quality);
}

/** What a cached answer keeps whatever its bytes: its validators and the headers they go with. */
interface Representations {
  etags: CachedBody["etags"];
  common: { contentType: string; caching: (etag: string) => HeaderRecord };
  notModified: CachedBody["notModified"];
}

function withBodies(
  answer: Representations,
  bodies: Record<Encoding, Uint8Array>,
  brotliQuality: number,
): CachedBody {
  const okFor = (encoding: Encoding): HeaderRecord => ({
    ...answer.common.caching(answer.etags[encoding]),
    "content-type": answer.common.contentType,
    "content-length": String(bodies[encoding].byteLength),
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
  });
  const ok = { br: okFor("br"), gzip: okFor("gzip"), identity: okFor("identity") };
  const bytes = bodies.identity.byteLength + bodies.br.byteLength + bodies.gzip.byteLength;
  const cached: CachedBody = { etags: answer.etags, bodies, ok, notModified: answer.notModified, bytes };
  if (brotliQuality === FAST_BROTLI_QUALITY) better.set(cached, answer);
  return cached;
}

/** Answers kept at the fast quality, with what their best-compressed copy is made from. */
const better = new WeakMap<CachedBody, Representations>();

/** Whether an answer was kept at the fast quality and can be made smaller (`bestBrotli`). */
export const canCompressBetter = (cached: CachedBody) => better.has(cached);

/**
 * The same answer with its brotli body at the best quality (the same ETag: the same content).
 * Off the event loop, like the first compression; undefined when it already was.
 */
export async function bestBrotli(cached: CachedBody): Promise<CachedBody | undefined> {
  const answer = better.get(cached);
  if (!answer) return undefined;
  const br = new Uint8Array(await brotliAt(cached.bodies.identity, BROTLI_QUALITY));
  return withBodies(answer, { ...cached.bodies, br }, BROTLI_QUALITY);
}

/**
 * The smallest body the client accepts: br, then gzip, then as it is (a tiny body can come out
 * larger compressed). `q=0` refuses a coding; `*` stands for any not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined, cached: CachedBody): Encoding {
  const accepted = acceptedCodings(acceptEncoding ?? "");
  let best: Encoding = "identity";
  for (const coding of ["br", "gzip"] as const) {
    if (accepted.has(coding) && cached.bodies[coding].byteLength < cached.bodies[best].byteLength)
      best = coding;
  }
  return best;
}

// Clients send a handful of distinct Accept-Encoding values; each is parsed once.
const parsed = new Map<string, ReadonlySet<string>>();
const MAX_PARSED = 64;

function acceptedCodings(header: string): ReadonlySet<string> {
  const known = parsed.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepted = new Set(
    ["br", "gzip"].filter((coding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0),
  );
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(header, accepted);
  return accepted;
}

/** The ETag If-None-Match names among this answer's representations (or `*`); undefined for none. */
export function matchesIfNoneMatch(header: string | undefined, cached: CachedBody): string | undefined {
  if (!header) return undefined;
  const candidates = header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (candidates.includes("*")) return cached.etags.identity;
  return Object.values(cached.etags).find((etag) => candidates.includes(etag));
}
