import { Hono, type Context as HonoContext } from "hono";
import type { Paged } from "../common/admin-list";
import type { AppEnv } from "../http/app-env";
import { respondCsv } from "../http/csv-response";
import { respondFile } from "../http/file-response";
import { respondPdf } from "../http/pdf-response";
import { respond, respondBare } from "../http/rest-response";
import { docsPage } from "../openapi/docs-page";
import { openApiDocument } from "../openapi/document";
import { createCallerFactory, router } from "../trpc/init";
import type { Documented, RestFace } from "./define";
import { pathParamNames, restInput } from "./rest-input";

/** `/api/products/{id}` as Hono spells it. */
const honoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

/**
 * Each REST face with its operation, static paths before those with parameters (`/api/products/admin`
 * before `/api/products/{id}`): the order the router tries them in, and the order a path is matched
 * to its declaration in (cacheable reads, 405s).
 */
export function restFaces(operations: readonly Documented[]): { op: Documented; rest: RestFace }[] {
  const faces = operations.flatMap((op) => op.rests.map((rest) => ({ op, rest })));
  return faces.sort((a, b) => pathParamNames(a.rest.path).length - pathParamNames(b.rest.path).length);
}

/** The page shape of REST: rows under `data` (the spec's clients read a list there), the paging facts beside. */
const pagedBody = <T>({ items, ...paging }: Paged<T>) => ({ data: items, ...paging });

/** The handler of one REST face: its input from the request, its procedure called with this request's context. */
function handlerOf(op: Documented, rest: RestFace) {
  if (rest.raw) return rest.raw;
  const procedure = op.procedure;
  if (!procedure) throw new Error(`${rest.path} has neither a procedure nor a raw handler`);
  // A caller of this one procedure at its own path (logs name it): the same middleware as /trpc.
  const [domain = "rest", name = "operation"] = (op.name ?? "").split(".");
  const callerOf = createCallerFactory(router({ [domain]: { [name]: procedure } }));
  return (c: HonoContext<AppEnv>) => {
    // biome-ignore lint/suspicious/noExplicitAny: the input is checked by the procedure's own schema.
    const call = async (): Promise<any> => {
      const input = await restInput(c, op, rest);
      // biome-ignore lint/suspicious/noExplicitAny: one procedure, reached by the names it was built under.
      return (callerOf(c.get("ctx")) as any)[domain][name](input);
    };
    if (rest.csv) return respondCsv(c, call);
    if (rest.pdf) return respondPdf(c, call);
    if (rest.file) return respondFile(c, call);
    if (rest.paged) return respondBare(c, async () => pagedBody(await call()));
    if (rest.envelope === false) return respondBare(c, call);
    return respond(c, call, rest.status ?? 200);
  };
}

/** Every declared REST path, plus the document itself (/api/openapi.json) and its reader (/api/docs). */
export function restRoutes(operations: readonly Documented[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Built once: the declarations do not change while the server runs.
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  app.get("/api/openapi.json", (c) => {
    document ??= openApiDocument(operations);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });
  app.get("/api/docs", (c) => {
    page ??= docsPage();
    c.header("Cache-Control", "public, max-age=300");
    return c.html(page);
  });
  for (const { op, rest } of restFaces(operations)) {
    app.on(rest.method.toUpperCase(), honoPath(rest.path), handlerOf(op, rest));
  }
  return app;
}
