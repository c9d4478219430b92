import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { toHttpError } from "../trpc/errors";
import type { AppEnv } from "./app-env";

/** Runs a procedure call and answers `{ data }`, or the mapped `{ error }` with its status. */
export async function respond<T>(
  c: HonoContext<AppEnv>,
  call: () => Promise<T>,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  try {
    const data = await call();
    return c.json({ data }, status);
  } catch (error) {
    const mapped = toHttpError(error);
    if (mapped.status >= 500) {
      c.get("ctx").logger.error("request failed", { path: c.req.path, error: String(error) });
    }
    return c.json(mapped.body, mapped.status as ContentfulStatusCode);
  }
}
