import type { MiddlewareHandler } from "hono";
import { isMultipartContentType } from "./media-type";
import type { MultipartLimits } from "./multipart-stream";
import { streamedBodyLimit } from "./streamed-body-limit";

/** JSON bodies (and anything else that is not an upload) are small. */
export const JSON_BODY_LIMIT = 1024 * 1024;
const TOO_LARGE = "The request body is too large: send at most 1 MB of JSON.";

/**
 * Every request body, on every path and under every content type, is counted as it streams and
 * refused with a 413 at its limit; nothing is read whole first. Only a multipart/form-data body to
 * a path that takes files gets that path's larger upload limit: the same path sent JSON (or any
 * other type) is held to the JSON limit, so being an upload path is no way around it. Which paths
 * take files, and their limits, come from the declarations (domains/derived.ts).
 */
export function requestBodyLimit(
  uploadLimitsFor: (path: string) => MultipartLimits | undefined,
): MiddlewareHandler {
  return (c, next) => {
    const upload = uploadLimitsFor(c.req.path);
    if (upload && isMultipartContentType(c.req.header("content-type"))) {
      return streamedBodyLimit(upload.maxRequestBytes, upload.requestTooLarge)(c, next);
    }
    return streamedBodyLimit(JSON_BODY_LIMIT, TOO_LARGE)(c, next);
  };
}
