import fc from "fast-check";
import { allows, FILE, type Schema, valuesOf, whyNot } from "./openapi-fuzz-schemas";

// Requests for one documented operation, drawn from its parameters' and body's schemas, and the
// check of one answer against the operation's documented answers.

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  method: string;
  path: string;
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  /** Query parameters that need others beside them (the input's dependentRequired). */
  "x-query-dependentRequired"?: Record<string, string[]>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: { type: string; value: unknown };
}
export interface Finding {
  operationId: string;
  kind: "undocumented status" | "refused a valid request" | "answer not as documented" | "no answer";
  status: number;
  detail: string;
}

export function operationsOf(doc: Schema): Operation[] {
  const paths = doc.paths as Record<string, Record<string, Omit<Operation, "method" | "path">>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method, path })),
  );
}

const parametersIn = (op: Operation, where: Parameter["in"]) =>
  (op.parameters ?? []).filter((p) => p.in === where && p.name !== "If-None-Match");

function parameterValues(params: Parameter[]): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(params.map((p) => [p.name, valuesOf(p.schema)]));
  const requiredKeys = params.filter((p) => p.required).map((p) => p.name);
  return fc.record(record, { requiredKeys });
}

/** Whether every part of the request is one the document allows. */
export function documentAllows(op: Operation, request: FuzzRequest): boolean {
  for (const p of op.parameters ?? []) {
    const value = request[p.in === "header" ? "headers" : p.in][p.name];
    if (value !== undefined && !allows(p.schema, value)) return false;
  }
  const together = op["x-query-dependentRequired"];
  if (together && !allows({ dependentRequired: together }, request.query)) return false;
  if (!request.body) return true;
  const schema = op.requestBody?.content[request.body.type]?.schema;
  return schema !== undefined && allows(schema, request.body.value);
}

/** Requests the document allows for the operation (header and path values limited to what HTTP carries). */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const bodies = Object.entries(op.requestBody?.content ?? {}).map(([type, { schema }]) =>
    valuesOf(schema).map((value) => ({ type, value })),
  );
  return fc
    .record({
      path: parameterValues(parametersIn(op, "path")),
      query: parameterValues(parametersIn(op, "query")),
      headers: parameterValues(parametersIn(op, "header")),
      ...(bodies.length ? { body: fc.oneof(...bodies) } : {}),
    })
    .filter(
      (r) =>
        Object.values(r.headers).every((v) => /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(String(v))) &&
        // A path segment "." or ".." is resolved away by every client (RFC 3986 §5.2.4): not sendable.
        Object.values(r.path).every((v) => v !== "." && v !== ".."),
    );
}

// A 1×1 PNG: the server decides a file's type by its bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A multipart body as the server reads it: files as file parts, a list of texts as repeated
 * fields, any other list or object as one JSON text field (the document's `encoding` says which).
 */
function formOf(value: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, v] of Object.entries(value)) {
    const parts = Array.isArray(v) && v.every((item) => item === FILE || typeof item === "string") ? v : [v];
    for (const part of parts) {
      if (part === null || part === undefined) continue;
      if (part === FILE) form.append(name, new Blob([PNG], { type: "image/png" }), "pixel.png");
      else form.append(name, typeof part === "object" ? JSON.stringify(part) : String(part));
    }
  }
  return form;
}

export function requestInit(
  op: Operation,
  request: FuzzRequest,
  headers: Record<string, string>,
): [string, RequestInit] {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.path[name] ?? "")),
  );
  const query = new URLSearchParams(
    Object.entries(request.query).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  const sent: Record<string, string> = { ...headers };
  for (const [k, v] of Object.entries(request.headers)) sent[k] = String(v);
  const { body } = request;
  let payload: string | FormData | undefined;
  if (body?.type === "application/json") {
    sent["content-type"] = "application/json";
    payload = JSON.stringify(body.value);
  } else if (body) payload = formOf(body.value as Record<string, unknown>);
  return [
    `${path}${query ? `?${query}` : ""}`,
    { method: op.method.toUpperCase(), headers: sent, body: payload },
  ];
}

/** What a valid request may still meet: a record that is not there, taken, closed, or a limit. */
const STATE_REFUSALS = new Set([404, 409, 410, 429]);

/** Checks one answer: a documented status, a body its schema accepts, and no refusal of a valid request. */
export async function checkAnswer(
  op: Operation,
  res: Response,
  valid: boolean,
  stateRefusal: (status: number, text: string) => boolean = () => false,
): Promise<Finding[]> {
  const text = await res.text();
  const found = (kind: Finding["kind"], detail: string): Finding[] => [
    { operationId: op.operationId, kind, status: res.status, detail },
  ];
  const documented = op.responses[String(res.status)];
  if (!documented) return found("undocumented status", text.slice(0, 200));
  const ok = res.status < 400 || STATE_REFUSALS.has(res.status) || stateRefusal(res.status, text);
  if (valid && !ok) return found("refused a valid request", text.slice(0, 200));
  const schema = documented.content?.["application/json"]?.schema;
  if (!schema || res.status === 304) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return found("answer not as documented", `not JSON: ${text.slice(0, 100)}`);
  }
  return allows(schema, body) ? [] : found("answer not as documented", whyNot(schema, body));
}
