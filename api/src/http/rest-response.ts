import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors/app-error";
import { describeError } from "../errors/describe-error";
import { toHttpError } from "../errors/public-error";
import type { AppEnv } from "./app-env";
import { isJsonContentType, isMultipartContentType } from "./media-type";
import { type MultipartLimits, readMultipartStream } from "./multipart-stream";

/**
 * Runs a procedure call and answers `{ data }` (or 204 when `status` is 204), or the mapped
 * `{ error }` with its status. Headers the procedure set (cookies) are passed on either way.
 */
export function respond<T>(
  c: HonoContext<AppEnv>,
  call: () => Promise<T>,
  status: ContentfulStatusCode | 204 = 200,
): Promise<Response> {
  return answer(c, call, status, (data) => ({ data }));
}

/** Like respond, for the few documented answers that are not wrapped in `data` (auth's `{ user }`). */
export function respondBare<T extends object>(
  c: HonoContext<AppEnv>,
  call: () => Promise<T>,
): Promise<Response> {
  return answer(c, call, 200, (data) => data);
}

async function answer<T>(
  c: HonoContext<AppEnv>,
  call: () => Promise<T>,
  status: ContentfulStatusCode | 204,
  shape: (data: T) => object,
): Promise<Response> {
  const ctx = c.get("ctx");
  try {
    const data = await call();
    copyHeaders(c, ctx.resHeaders);
    if (status === 204) return c.body(null, 204);
    return c.json(shape(data), status);
  } catch (error) {
    copyHeaders(c, ctx.resHeaders);
    const mapped = toHttpError(error);
    if (mapped.status >= 500)
      ctx.logger.error("request failed", { path: c.req.path, error: describeError(error) });
    return c.json(mapped.body, mapped.status as ContentfulStatusCode);
  }
}

/** The headers a procedure asked for (Set-Cookie, Retry-After, Idempotent-Replayed, ...). */
function copyHeaders(c: HonoContext<AppEnv>, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
  headers.forEach((value, name) => {
    if (name !== "set-cookie") c.header(name, value);
  });
}

/** The JSON body, or a 400 that says the body is not JSON (never a 500). */
export async function readJson(c: HonoContext<AppEnv>): Promise<unknown> {
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw AppError.badRequest("Send the body as JSON (Content-Type: application/json).");
  }
  try {
    return await c.req.json();
  } catch {
    throw AppError.badRequest("The request body is not valid JSON.");
  }
}

/**
 * A JSON object body; arrays, strings and numbers are a 400 that says what was expected. Typed as
 * the procedure input `T` only to satisfy the caller: the procedure's zod schema does the checking.
 */
export async function readJsonObject<T = Record<string, unknown>>(c: HonoContext<AppEnv>): Promise<T> {
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw AppError.badRequest("The request body must be a JSON object.");
  }
  return body as T;
}

/**
 * The multipart/form-data body of an upload route, read as it streams under the path's size rules
 * (a file or body over its limit is a 413 before the rest arrives), or a 400 that says how to send
 * it (never a 500): `howToSend` is the route's own sentence, given when the body is not multipart
 * and added when it is but cannot be read.
 */
export async function readMultipart(
  c: HonoContext<AppEnv>,
  howToSend: string,
  limits: MultipartLimits,
): Promise<FormData> {
  if (!isMultipartContentType(c.req.header("content-type"))) throw AppError.badRequest(howToSend);
  try {
    return await readMultipartStream(c.req.raw, limits);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badRequest(`The multipart/form-data body could not be read. ${howToSend}`);
  }
}
