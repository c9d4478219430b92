import type { Readable } from "node:stream";
import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describeError } from "../errors/describe-error";
import { toHttpError } from "../errors/public-error";
import type { AppEnv } from "./app-env";

/** A PDF on its way: the name the browser saves it under, and its bytes as they are drawn. */
export interface PdfFile {
  filename: string;
  stream: Readable;
  /** Opened in the browser's viewer (a flyer to look at and print) rather than saved. */
  inline?: boolean;
}

/**
 * Answers a PDF as a download, streamed as it is drawn, or the mapped `{ error }` JSON when the
 * call fails before the first byte (bad ids, unknown orders, no access). A failure while drawing
 * is logged and cuts the download short: the client sees a failed download, never a broken file
 * that looks whole.
 */
export async function respondPdf(c: HonoContext<AppEnv>, call: () => Promise<PdfFile>): Promise<Response> {
  const ctx = c.get("ctx");
  try {
    const { filename, stream, inline } = await call();
    stream.on("error", (error) =>
      ctx.logger.error("pdf failed while drawing", { path: c.req.path, error: describeError(error) }),
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
        stream.on("end", () => controller.close());
        stream.on("error", (error) => controller.error(error));
      },
      cancel() {
        stream.destroy();
      },
    });
    return c.body(body, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"`,
    });
  } catch (error) {
    // What the procedure asked for, e.g. a rate limit's Retry-After on a PDF behind a private link.
    ctx.resHeaders.forEach((value, name) => {
      if (name !== "set-cookie") c.header(name, value);
    });
    const mapped = toHttpError(error);
    if (mapped.status >= 500)
      ctx.logger.error("pdf failed", { path: c.req.path, error: describeError(error) });
    return c.json(mapped.body, mapped.status as ContentfulStatusCode);
  }
}
