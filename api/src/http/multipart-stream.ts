import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { AppError } from "../errors/app-error";
import { displayFileName } from "../uploads/validate";

export interface MultipartLimits {
  /** The whole body, framing included; counted as it arrives. */
  maxRequestBytes: number;
  /** Any one file; a file of exactly this size passes. */
  maxFileBytes: number;
  /** The path's own words for a file over the limit (the spec's message). */
  tooLarge: (fileName: string) => string;
  /** Said when the whole body is over its limit. */
  requestTooLarge: string;
}

/** Thrown when the bytes cannot be read as multipart; the caller says how to send them. */
export class UnreadableMultipart extends Error {}

// Text fields are short (the longest is a roster pasted as CSV); a field this big is refused.
const MAX_FIELD_BYTES = 1024 * 1024;
// The longest form (a quote request) has about fifteen fields; thousands of tiny ones are an attack.
const MAX_FIELDS = 200;

/**
 * Reads a multipart/form-data body as it streams, into the FormData the procedures take. Size
 * rules are applied chunk by chunk: a file one byte over its limit, or a body over its total,
 * stops the reading there with a 413 and the rest of the body is never read (nor held in memory).
 */
export async function readMultipartStream(request: Request, limits: MultipartLimits): Promise<FormData> {
  const body = request.body;
  if (!body) throw new UnreadableMultipart("no body");
  const form = new FormData();
  const parser = Busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: limits.maxFileBytes, fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS },
  });
  const done = collectParts(parser, form, limits);
  // Keeps an early refusal from surfacing as an unhandled rejection while bytes are still pumped.
  done.catch(() => {});
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const failure = await Promise.race([
        done.then(
          () => null,
          (error: unknown) => error,
        ),
        nextTick(),
      ]);
      if (failure) throw failure;
      const { done: ended, value } = await reader.read();
      if (ended) break;
      received += value.byteLength;
      if (received > limits.maxRequestBytes) throw AppError.payloadTooLarge(limits.requestTooLarge);
      if (!parser.write(value)) await drained(parser, done);
    }
    parser.end();
    await done;
    return form;
  } catch (error) {
    // Stop reading: what is left of the body is never pulled off the socket.
    await reader.cancel().catch(() => {});
    parser.destroy();
    throw error;
  }
}

function collectParts(parser: BusboyInstance, form: FormData, limits: MultipartLimits): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) reject(AppError.payloadTooLarge(`The form field "${name}" is too long.`));
      else form.append(name, value);
    });
    parser.on("file", (name, stream, givenName: string | undefined, _encoding, mimeType) => {
      // A part without a file name (an empty file input) is a nameless file, as browsers read it.
      const fileName = givenName ?? "";
      const chunks: Buffer[] = [];
      // A body that ends inside this file (no closing boundary) fails the file's own stream, not
      // the parser: without this listener the 'error' event is uncaught and ends the process.
      stream.on("error", (error) => reject(new UnreadableMultipart(String(error))));
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        reject(AppError.payloadTooLarge(limits.tooLarge(displayFileName(fileName))));
        stream.resume();
      });
      stream.on("end", () => {
        if (!stream.truncated) form.append(name, new File(chunks, fileName, { type: mimeType }));
      });
    });
    parser.on("fieldsLimit", () =>
      reject(AppError.payloadTooLarge(`The form has too many fields (at most ${MAX_FIELDS}).`)),
    );
    parser.on("finish", () => resolve());
    parser.on("error", (error) => reject(new UnreadableMultipart(String(error))));
  });
}

/** Lets the parser's events for the last chunk run before the next chunk is read. */
const nextTick = () => new Promise<null>((resolve) => setImmediate(() => resolve(null)));

/** Waits for the parser to take more bytes, or for it to fail. */
const drained = (parser: BusboyInstance, done: Promise<void>) =>
  Promise.race([new Promise<void>((resolve) => parser.once("drain", () => resolve())), done]);
