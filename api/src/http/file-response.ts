import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describeError } from "../errors/describe-error";
import { toHttpError } from "../errors/public-error";
import type { AppEnv } from "./app-env";

/** A small file made whole in memory (a QR code): its bytes and what they are. */
export interface SmallFile {
  body: string | Uint8Array;
  contentType: string;
  /** Sent as a download under this name (a PDF is never opened on our origin, decision 050). */
  download?: string;
}

/** Answers the file as it is (shown in place, not downloaded), or the mapped `{ error }` JSON. */
export async function respondFile(c: HonoContext<AppEnv>, call: () => Promise<SmallFile>): Promise<Response> {
  try {
    const { body, contentType, download } = await call();
    const bytes = typeof body === "string" ? body : new Uint8Array(body);
    const headers: Record<string, string> = {
      "Content-Type": contentType,
      "Cache-Control": "private, no-store",
    };
    // The name is made by the server from letters, digits, _ and - only: nothing to quote or escape.
    if (download) headers["Content-Disposition"] = `attachment; filename="${download}"`;
    return c.body(bytes, 200, headers);
  } catch (error) {
    c.get("ctx").resHeaders.forEach((value, name) => {
      if (name !== "set-cookie") c.header(name, value);
    });
    const mapped = toHttpError(error);
    if (mapped.status >= 500)
      c.get("ctx").logger.error("file failed", { path: c.req.path, error: describeError(error) });
    return c.json(mapped.body, mapped.status as ContentfulStatusCode);
  }
}
