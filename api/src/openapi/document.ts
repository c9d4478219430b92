import { z } from "zod";
import type { Access, Documented, RestFace } from "../domains/define";
import { declared } from "../domains/index";

type Json = Record<string, unknown>;

/** One REST face with what the document says of its operation as a whole. */
interface Operation extends RestFace {
  access: Access;
  input: z.ZodType | undefined;
  rateLimited: boolean;
  cached: boolean;
}

/** How the reference words each access rule for a reader. */
const WHO: Record<Access, string> = { public: "anyone", signedIn: "signed in", admin: "admin" };

const schemaOf = (schema: z.ZodType, io: "input" | "output"): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;

const errorBody = {
  type: "object",
  properties: {
    error: { type: "string" },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "For invalid input: one message per field, keyed by the field's name.",
    },
  },
  required: ["error"],
};
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorBody } },
});

const retryAfter = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
};
const withHeaders = (answer: Json, headers: Json) => ({ ...answer, headers });
const cachingHeaders = {
  ETag: { description: "The answer's version; send it back in If-None-Match.", schema: { type: "string" } },
  "Cache-Control": {
    description: "How long shared and private caches may keep the answer before asking again.",
    schema: { type: "string" },
  },
};
/** A query parameter's rules as the operation's input schema states them (what the server checks). */
function querySchema(op: Operation, name: string): Json {
  const properties = op.input && (schemaOf(op.input, "input").properties as Record<string, Json> | undefined);
  const own = properties?.[name];
  if (!own)
    throw new Error(`${op.operationId} documents the query parameter ${name}, which its input does not take`);
  // The default is said in the parameter's description.
  const { default: _default, ...rules } = own;
  return rules;
}

const asDocumented = (op: Documented, rest: RestFace): Operation => ({
  ...rest,
  input: op.input,
  access: op.access,
  rateLimited: Boolean(op.rateLimit || rest.throttled),
  cached: Boolean(op.cache),
});
const envelopeOf = (op: Operation) => (op.paged ? false : op.envelope);

const changesState = (op: Operation) => op.method !== "get";
const takesInput = (op: Operation) =>
  Boolean(op.json || op.multipart || op.query?.length || op.pathParams?.length || op.headers?.length);

/** Every answer the server can give for the operation, and only those (tested against real answers). */
function responses(op: Operation): Json {
  const answer = op.answer ? schemaOf(op.answer, "output") : { type: "object" };
  const body =
    envelopeOf(op) === false ? answer : { type: "object", properties: { data: answer }, required: ["data"] };
  const success = op.csv
    ? {
        "text/csv": {
          schema: { type: "string", description: "A header row, then one quoted row per record." },
        },
      }
    : { "application/json": { schema: body } };
  const successHeaders: Json = {
    ...(op.setsCookie ? { "Set-Cookie": { description: op.setsCookie, schema: { type: "string" } } } : {}),
    ...(op.cached ? cachingHeaders : {}),
  };
  const out: Json = {
    [op.status ?? 200]: {
      description: "Success",
      ...(Object.keys(successHeaders).length ? { headers: successHeaders } : {}),
      content: success,
    },
  };
  if (op.cached)
    out[304] = withHeaders(
      { description: "Not modified: the If-None-Match version is current." },
      cachingHeaders,
    );
  if (takesInput(op)) out[400] = errorAnswer("Invalid input; the message names the field.");
  if (op.access !== "public") out[401] = errorAnswer("Not signed in.");
  const forbidden = [
    ...(op.access === "admin" ? ["signed in, but not an admin"] : []),
    ...(changesState(op)
      ? [
          "the request came from another website (Origin or Sec-Fetch-Site), or carries the session cookie without this site's Origin",
        ]
      : []),
  ];
  if (forbidden.length) out[403] = errorAnswer(`Refused: ${forbidden.join("; or ")}.`);
  if (op.pathParams) out[404] = errorAnswer("No record with that id or name.");
  if (op.multipart)
    out[413] = errorAnswer(
      "A file is over 10 MB, or the whole upload is over its limit; the connection is closed.",
    );
  else if (changesState(op)) out[413] = errorAnswer("The request body is over 1 MB.");
  if (op.rateLimited)
    out[429] = withHeaders(errorAnswer("Too many requests from this client; see Retry-After."), retryAfter);
  for (const { status, description } of op.errors ?? []) out[status] = errorAnswer(description);
  out[500] = errorAnswer("Something went wrong on the server; the message says nothing more.");
  out[503] = withHeaders(
    errorAnswer("The database is unavailable for a moment; try again after Retry-After."),
    retryAfter,
  );
  return out;
}

function requestBody(op: Operation): Json | undefined {
  const json = op.json ? { "application/json": { schema: schemaOf(op.json, "input") } } : undefined;
  if (!op.multipart) return json ? { required: true, content: json } : undefined;
  const fields = schemaOf(op.multipart.fields, "input");
  const file = { type: "string", format: "binary", description: op.multipart.files.description };
  const properties = {
    ...((fields.properties as Json | undefined) ?? {}),
    [op.multipart.files.name]: op.multipart.files.repeated ? { type: "array", items: file } : file,
  };
  const required = [
    ...((fields.required as string[] | undefined) ?? []),
    ...(op.multipart.files.repeated ? [] : [op.multipart.files.name]),
  ];
  return {
    required: true,
    content: { ...json, "multipart/form-data": { schema: { type: "object", properties, required } } },
  };
}

/** The OpenAPI 3.1 description of every declared REST path, built from the shared zod schemas. */
export function openApiDocument(operations: readonly Documented[] = declared): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations.flatMap((o) => o.rests.map((rest) => asDocumented(o, rest)))) {
    const parameters = [
      ...(op.pathParams ?? []).map((p) => ({
        name: p.name,
        in: "path",
        required: true,
        description: p.description,
        schema: { type: "string" },
      })),
      ...(op.headers ?? []).map((h) => ({
        name: h.name,
        in: "header",
        required: false,
        description: h.description,
        schema: { type: "string" },
      })),
      ...(op.cached
        ? [
            {
              name: "If-None-Match",
              in: "header",
              required: false,
              description: "The ETag of a copy you hold: answered 304 with no body while it is current.",
              schema: { type: "string" },
            },
          ]
        : []),
      ...(op.query ?? []).map((q) => ({
        name: q.name,
        in: "query",
        required: false,
        description: q.description,
        schema: querySchema(op, q.name),
      })),
    ];
    const body = requestBody(op);
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        tags: [op.tag],
        description: `Who: ${WHO[op.access]}.`,
        ...(op.access === "public" ? { security: [] } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: responses(op),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Clanton Sports Apparel store API",
      version: "1.0.0",
      description:
        'REST paths for integrators. Answers are { "data": … }; failures { "error": "…" } with the HTTP status. ' +
        "Field names are snake_case, prices are numbers of dollars, dates ISO 8601. Admin paths need the session cookie from " +
        "POST /api/auth/login, or an API key from the admin portal as `Authorization: Bearer csk_…` (no cookie, no Origin " +
        "needed); a browser request that changes state must come from this site (Origin). A path asked with a method " +
        "it does not answer is a 405 whose `Allow` header lists the methods it does.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "store_session" },
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An API key created under API Keys in the admin portal; it has its creator's rights.",
        },
      },
    },
    // Either one: the session cookie, or an API key.
    security: [{ session: [] }, { bearerAuth: [] }],
    paths,
  };
}
