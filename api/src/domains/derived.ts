import type { MultipartLimits } from "../http/multipart-stream";
import type { Topic } from "../read-model/topics";
import type { Documented, RestFace } from "./define";
import { restFaces } from "./rest-routes";

// Lookups by request path, derived from the declarations: nothing here names a path itself.

/** A matcher for an OpenAPI path: `{name}` is one segment. */
const matcher = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

type Face = { op: Documented; rest: RestFace; matches: (path: string) => boolean };
const facesOf = (operations: readonly Documented[]): Face[] =>
  restFaces(operations).map(({ op, rest }) => {
    const pattern = matcher(rest.path);
    return { op, rest, matches: (path) => pattern.test(path) };
  });

/** The size rules of a path that takes files (its REST face, or its procedure under /trpc). */
export function uploadLimits(
  operations: readonly Documented[],
): (path: string) => MultipartLimits | undefined {
  const faces = facesOf(operations).filter(({ rest }) => rest.multipart);
  const byProcedure = new Map(faces.flatMap(({ op, rest }) => (op.name ? [[`/trpc/${op.name}`, rest]] : [])));
  return (path) =>
    (
      byProcedure.get(path) ??
      faces.find(({ rest, matches }) => rest.method === "post" && matches(path))?.rest
    )?.multipart?.limits;
}

/** The methods a declared path answers, or none when no declaration has the path (a 404, not a 405). */
export function allowedMethods(operations: readonly Documented[]): (path: string) => string[] {
  const faces = [...facesOf(operations), { rest: { method: "get" }, matches: isDocumentPath }];
  return (path) => {
    const methods = new Set(
      faces.filter(({ matches }) => matches(path)).map(({ rest }) => rest.method.toUpperCase()),
    );
    // A GET route answers HEAD too (Hono runs it and leaves the body out).
    if (methods.has("GET")) methods.add("HEAD");
    return METHOD_ORDER.filter((method) => methods.has(method));
  };
}
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const isDocumentPath = (path: string) => path === "/api/openapi.json" || path === "/api/docs";

/**
 * What a GET reads, when its answer may be kept in the shared cache: only for an operation declared
 * public and cacheable, found as the router finds it (so `/api/products/staff-notes`, declared
 * beside `/api/products/{id}`, is that declaration, not a product). A tRPC batch qualifies only when
 * every procedure in it does.
 */
export function cacheableTopics(operations: readonly Documented[]): (path: string) => Topic[] | undefined {
  const cacheable = (op: Documented) => (op.access === "public" ? op.cache : undefined);
  const gets = facesOf(operations).filter(({ rest }) => rest.method === "get");
  const byProcedure = new Map(operations.flatMap((op) => (op.name ? [[op.name, cacheable(op)]] : [])));
  return (path) => {
    if (path.startsWith("/trpc/")) {
      const topics = new Set<Topic>();
      for (const name of path.slice("/trpc/".length).split(",")) {
        const topic = byProcedure.get(name);
        if (!topic) return undefined;
        topics.add(topic);
      }
      return [...topics];
    }
    const topic = gets.find(({ matches }) => matches(path))?.op;
    const read = topic && cacheable(topic);
    return read ? [read] : undefined;
  };
}
