import { z } from "zod";
import { apiKeyOperations } from "./api-key-operations";
import { type Operation, operations } from "./operations";

type Json = Record<string, unknown>;

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

function responses(op: Operation): Json {
  const answer = op.answer ? schemaOf(op.answer, "output") : { type: "object" };
  const body =
    op.envelope === false ? answer : { type: "object", properties: { data: answer }, required: ["data"] };
  const success = op.csv
    ? {
        "text/csv": {
          schema: { type: "string", description: "A header row, then one quoted row per record." },
        },
      }
    : { "application/json": { schema: body } };
  const out: Json = {
    [op.status]: { description: "Success", content: success },
    400: errorAnswer("Invalid input; the message names the field."),
  };
  if (op.access !== "anyone") out[401] = errorAnswer("Not signed in.");
  if (op.access === "admin") out[403] = errorAnswer("Signed in, but not an admin.");
  if (op.pathParams) out[404] = errorAnswer("No record with that id or name.");
  if (op.multipart) out[413] = errorAnswer("A file is over 10 MB.");
  if (op.path.startsWith("/api/auth/login") || ["Submissions", "Quotes", "Review"].includes(op.tag))
    out[429] = errorAnswer("Too many requests; see Retry-After.");
  return out;
}

function requestBody(op: Operation): Json | undefined {
  const json = op.json ? { "application/json": { schema: schemaOf(op.json, "input") } } : undefined;
  if (!op.multipart) return json ? { required: true, content: json } : undefined;
  const fields = schemaOf(op.multipart.fields, "input");
  const file = {
    type: "string",
    contentMediaType: "application/octet-stream",
    description: op.multipart.files.description,
  };
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

/** The OpenAPI 3.1 description of every documented REST path, built from the shared zod schemas. */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const op of [...operations, ...apiKeyOperations]) {
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
      ...(op.query ?? []).map((q) => ({
        name: q.name,
        in: "query",
        required: false,
        description: q.description,
        schema: q.schema,
      })),
    ];
    const body = requestBody(op);
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        tags: [op.tag],
        description: `Who: ${op.access}.`,
        ...(op.access === "anyone" ? { security: [] } : {}),
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
        "needed); a browser request that changes state must come from this site (Origin).",
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
