import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { expect } from "vitest";

// The OpenAPI document against the server: every answer a contract test gets must be one the
// document lists for that operation, with the headers it promises (Retry-After, Set-Cookie).
// Shared by openapi-contract*.test.ts.

export type Json = Record<string, unknown>;
export interface DocumentedOperation {
  method: string;
  path: string;
  operationId: string;
  responses: Record<string, { headers?: Json; content?: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  security?: Json[];
}

const PLACEHOLDERS: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  name: "no-such-image.png",
  slug: "no-such-post",
  token: "no-such-token",
};
export const urlOf = (op: DocumentedOperation, params: Record<string, string> = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? PLACEHOLDERS[name] ?? ""),
  );

export function operationsOf(doc: Json): DocumentedOperation[] {
  const paths = doc.paths as Record<string, Record<string, Omit<DocumentedOperation, "method" | "path">>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method, path })),
  );
}

/** The operation with this id, or a clear failure. */
export function operationNamed(ops: DocumentedOperation[], operationId: string): DocumentedOperation {
  const found = ops.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

/** Checks one real answer against the document: its status is listed, with the promised headers. */
export function expectDocumented(op: DocumentedOperation, res: Response, context: string) {
  const where = `${op.method.toUpperCase()} ${op.path} (${context}) answered ${res.status}`;
  const documented = op.responses[String(res.status)];
  expect(documented, `${where}: not in the document`).toBeDefined();
  for (const header of Object.keys(documented?.headers ?? {})) {
    // ETag and Cache-Control are promised on reads that answer from the cache; the rest always.
    if (header === "ETag" || header === "Cache-Control") continue;
    expect(res.headers.has(header), `${where}: ${header} promised but missing`).toBe(true);
  }
  if (res.status === 429 || res.status === 503)
    expect(res.headers.get("retry-after"), where).toMatch(/^\d+$/);
}

export const json = (headers: Record<string, string>, body: unknown) => ({
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
