import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CsvFile } from "../common/admin-list";
import { describeError } from "../errors/describe-error";
import { toHttpError } from "../errors/public-error";
import type { AppEnv } from "./app-env";

/** Answers a CSV file as a download, or the mapped `{ error }` JSON when the call fails. */
export async function respondCsv(c: HonoContext<AppEnv>, call: () => Promise<CsvFile>): Promise<Response> {
  try {
    const { filename, csv } = await call();
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    });
  } catch (error) {
    // What the procedure asked for, e.g. a rate limit's Retry-After on a CSV behind a private link.
    c.get("ctx").resHeaders.forEach((value, name) => {
      if (name !== "set-cookie") c.header(name, value);
    });
    const mapped = toHttpError(error);
    if (mapped.status >= 500) {
      c.get("ctx").logger.error("export failed", { path: c.req.path, error: describeError(error) });
    }
    return c.json(mapped.body, mapped.status as ContentfulStatusCode);
  }
}
