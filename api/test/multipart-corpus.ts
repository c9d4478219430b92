import { declared } from "../src/domains";
import type { Documented, RestFace } from "../src/domains/define";
import { restFaces } from "../src/domains/rest-routes";

/** One upload operation as a client reaches it: its REST path and, when it has one, its procedure. */
export interface UploadTarget {
  label: string;
  access: Documented["access"];
  path: string;
  /** The field that carries files, and a text field its form expects. */
  fileField: string;
  textField: string;
}

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Every operation that takes files, from the declarations themselves: a new upload operation is in
 * the corpus the day it is declared. Its procedure is reached under /trpc too (the web's FormData link).
 */
export function uploadTargets(operations: readonly Documented[] = declared): UploadTarget[] {
  return (
    restFaces(operations)
      .filter(
        (
          face,
        ): face is { op: Documented; rest: RestFace & { multipart: NonNullable<RestFace["multipart"]> } } =>
          Boolean(face.rest.multipart),
      )
      .flatMap(({ op, rest }) => {
        const path = rest.path.replace(/\{[^}]+\}/g, SOME_ID);
        const shape = (rest.multipart.fields as { shape?: Record<string, unknown> }).shape ?? {};
        const textField = Object.keys(shape)[0] ?? "message";
        const base = { access: op.access, fileField: rest.multipart.files.name, textField };
        return [
          { ...base, label: `${rest.method.toUpperCase()} ${rest.path}`, path },
          ...(op.name ? [{ ...base, label: `tRPC ${op.name}`, path: `/trpc/${op.name}` }] : []),
        ];
      })
      // One operation can have several REST faces on one procedure: its /trpc path once.
      .filter((target, index, all) => all.findIndex((other) => other.path === target.path) === index)
  );
}

export const BOUNDARY = "corpus-boundary";
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A broken multipart body and the Content-Type it is sent with. */
export interface BrokenBody {
  name: string;
  contentType: string;
  body: Buffer;
}

const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);
const fileHead = (field: string) =>
  `Content-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png`;
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A whole, well-formed body for the target: a text field and one small file. Cut anywhere, it is
 * what the fuzz pass sends.
 */
export function wholeBody(target: UploadTarget): Buffer {
  return Buffer.concat([
    part(`Content-Disposition: form-data; name="${target.textField}"`, "Corpus"),
    part(fileHead(target.fileField), Buffer.concat([PNG_START, Buffer.alloc(64, 7)])),
    closing,
  ]);
}

/** The broken bodies every upload operation must refuse with a 4xx, the process serving on. */
export function brokenBodies(target: UploadTarget): BrokenBody[] {
  const text = part(`Content-Disposition: form-data; name="${target.textField}"`, "Corpus");
  const fileStart = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${fileHead(target.fileField)}\r\n\r\n`),
    PNG_START,
  ]);
  const broken = (name: string, body: Buffer | string, contentType = multipartType): BrokenBody => ({
    name,
    contentType,
    body: Buffer.from(body),
  });
  return [
    // The 97-byte request: a file part with no closing boundary.
    broken("cut inside a file", fileStart),
    broken("cut inside a file after a field", Buffer.concat([text, fileStart])),
    broken(
      "cut inside part headers",
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${target.fileField}"; fil`,
    ),
    broken("cut after a field", text),
    broken(
      "cut inside a field's value",
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${target.textField}"\r\n\r\nCor`,
    ),
    broken(
      "a wrong boundary",
      Buffer.concat([text, closing]),
      "multipart/form-data; boundary=another-boundary",
    ),
    broken("no boundary at all", Buffer.concat([text, closing]), "multipart/form-data"),
    broken(
      "a repeated boundary",
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n--${BOUNDARY}\r\n`), fileStart]),
    ),
    broken("a part with no name", Buffer.concat([part("Content-Disposition: form-data", "x"), closing])),
    broken("a part with no headers", Buffer.concat([part("", "x"), closing])),
    broken(
      "a file field where text is expected",
      Buffer.concat([
        part(
          `Content-Disposition: form-data; name="${target.textField}"; filename="a.png"\r\nContent-Type: image/png`,
          PNG_START,
        ),
        closing,
      ]),
    ),
    broken(
      "nested multipart",
      Buffer.concat([
        part(
          `Content-Disposition: form-data; name="${target.fileField}"\r\nContent-Type: multipart/mixed; boundary=inner`,
          `--inner\r\nContent-Disposition: file; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
        ),
      ]),
    ),
    broken("only a preamble", "this is not multipart at all"),
    broken("an empty body", ""),
    broken("a closing boundary and nothing else", closing),
  ];
}

/** A seeded random number generator (mulberry32): a failing fuzz run is repeated from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
