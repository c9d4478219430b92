import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { docsPage } from "../openapi/docs-page";
import { openApiDocument } from "../openapi/document";

// Built once: the schemas do not change while the server runs.
let document: Record<string, unknown> | undefined;
let page: string | undefined;

/** /api/openapi.json and /api/docs */
export const openApiRest = new Hono<AppEnv>()
  .get("/openapi.json", (c) => {
    document ??= openApiDocument();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  })
  .get("/docs", (c) => {
    page ??= docsPage();
    c.header("Cache-Control", "public, max-age=300");
    return c.html(page);
  });
