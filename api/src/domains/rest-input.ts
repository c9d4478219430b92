import type { Context as HonoContext } from "hono";
import { AppError } from "../errors/app-error";
import type { AppEnv } from "../http/app-env";
import { isJsonContentType } from "../http/media-type";
import { refuseIfOverLimit } from "../http/rate-limited";
import { readJsonObject, readMultipart } from "../http/rest-response";
import { requireAdmin, requireCustomer, requireSignedIn } from "../trpc/init";
import type { Documented, MultipartBody, RestFace } from "./define";

/** `{name}` segments of an OpenAPI path, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");

/**
 * The procedure's input from a REST request: the documented query parameters, the JSON body or
 * multipart form, and the path's values and fixed fields (an Idempotency-Key reaches the input
 * through the context: domains/idempotent.ts).
 * Only shapes it: the procedure's zod schema does the checking.
 */
export async function restInput(c: HonoContext<AppEnv>, op: Documented, rest: RestFace): Promise<unknown> {
  const ctx = c.get("ctx");
  const extra: Record<string, string> = {
    ...Object.fromEntries(pathParamNames(rest.path).map((name) => [name, c.req.param(name) ?? ""])),
    ...rest.fixed,
  };
  // Who may call is known from the headers: a refused caller hears 401/403 before any body is
  // read or judged (a visitor sending a bad body is told to sign in, not how to fix the body).
  if (op.access === "admin") requireAdmin(ctx, op.name ?? rest.path, op.permission);
  if (op.access === "signedIn") requireSignedIn(ctx, op.name ?? rest.path);
  if (op.access === "customer") requireCustomer(ctx, op.name ?? rest.path);
  if (rest.multipart) {
    if (op.rateLimit) await refuseIfOverLimit(ctx, op.rateLimit);
    const form =
      rest.json && isJsonContentType(c.req.header("content-type"))
        ? jsonAsForm(await readJsonObject(c), rest.multipart)
        : await readMultipart(c, rest.multipart.howToSend, rest.multipart.limits);
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    return form;
  }
  const query = c.req.query();
  const documented = new Set((rest.query ?? []).map(({ name }) => name));
  const picked = rest.otherQueryIgnored
    ? Object.fromEntries(Object.entries(query).filter(([name]) => documented.has(name)))
    : query;
  const body = rest.json ? await (rest.optionalJson ? readOptionalJson(c) : readJsonObject(c)) : {};
  return { ...picked, ...body, ...extra };
}

/** A JSON body as the form fields a multipart one would have (lists as JSON text): one schema reads both. */
function jsonAsForm(body: Record<string, unknown>, multipart: MultipartBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (key === multipart.files.name)
      throw AppError.badRequest(`Files cannot travel in JSON. ${multipart.howToSend}`);
    form.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}

/** Approving needs no body; an empty one is an empty answer. */
async function readOptionalJson(c: HonoContext<AppEnv>): Promise<Record<string, unknown>> {
  const length = c.req.header("content-length");
  if (length === "0" || (!c.req.header("content-type") && !length)) return {};
  return readJsonObject(c);
}
