import { storeContact, storeLocation } from "@store/db/catalogue";
import type { z } from "zod";
import { idempotencyKey } from "../common/fields";
import { type Permission, rolesWith } from "../common/permissions";
import type { Access, Documented, RestFace } from "../domains/define";
import { declared } from "../domains/index";
import { idempotencyKeyWords } from "../domains/parts";
import { pathParamNames } from "../domains/rest-input";
import {
  bodyFromInput,
  dependentRequired,
  type Json,
  parameterSchema,
  schemaOf,
  withoutDialect,
} from "./from-input";
import { documentTags } from "./tags";

/** One REST face with what the document says of its operation as a whole. */
interface Operation extends RestFace {
  access: Access;
  permission: Permission | undefined;
  input: z.ZodType | undefined;
  rateLimited: boolean;
  cached: boolean;
  idempotent: boolean;
}

/** How the reference words each access rule for a reader. */
const WHO: Record<Access, string> = {
  public: "anyone",
  signedIn: "signed in",
  admin: "admin",
  customer: "a customer signed in to their account (the store_account cookie; no API key)",
};

/** "staff with the orders.view permission (roles: owner, manager, counter)". */
const whoMay = (op: Operation) =>
  op.access === "admin" && op.permission
    ? `staff with the ${op.permission} permission (roles: ${rolesWith(op.permission).join(", ")})`
    : WHO[op.access];

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
const asDocumented = (op: Documented, rest: RestFace): Operation => ({
  ...rest,
  input: op.input,
  access: op.access,
  permission: op.permission,
  rateLimited: Boolean(op.rateLimit || rest.throttled),
  cached: Boolean(op.cache),
  idempotent: Boolean(op.idempotent),
});
const envelopeOf = (op: Operation) => (op.paged ? false : op.envelope);

const changesState = (op: Operation) => op.method !== "get";
const takesInput = (op: Operation) =>
  Boolean(op.json || op.multipart || op.query?.length || op.pathParams?.length || op.idempotent);

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
    : op.pdf
      ? {
          "application/pdf": {
            schema: {
              type: "string",
              format: "binary",
              description: "A PDF, US Letter, each order from a new page.",
            },
          },
        }
      : op.file === "document"
        ? Object.fromEntries(
            ["application/pdf", "image/png", "image/jpeg", "image/webp"].map((type) => [
              type,
              {
                schema: { type: "string", format: "binary", description: "The document as it was uploaded." },
              },
            ]),
          )
        : op.file === "supplier-file"
          ? Object.fromEntries(
              ["text/csv", "application/json", "application/zip"].map((type) => [
                type,
                {
                  schema: {
                    type: "string",
                    format: "binary",
                    description:
                      "The purchase order in the supplier's format: a CSV, S&S Activewear's order JSON, or a zip of SanMar's CustInfo, Details and Release text files.",
                  },
                },
              ]),
            )
          : op.file
            ? { [op.file]: { schema: { type: "string", format: "binary", description: "An image." } } }
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
  out[401] = errorAnswer(
    op.access === "public"
      ? "The Authorization header carries a malformed or revoked API key (a key is checked even where none is needed)."
      : op.access === "customer"
        ? "Not signed in to a customer account (a staff session or API key is not one)."
        : "Not signed in.",
  );
  const forbidden = [
    ...(op.access === "admin"
      ? [`signed in, but the role lacks the ${op.permission ?? "owner's"} permission (or is no staff role)`]
      : []),
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
  const jsonSchema =
    op.json === "input"
      ? op.input && bodyFromInput(op.input, op, pathParamNames(op.path))
      : op.json && schemaOf(op.json, "input");
  const json = jsonSchema ? { "application/json": { schema: jsonSchema } } : undefined;
  if (!op.multipart) return json ? { required: true, content: json } : undefined;
  const { fields, files, limits, jsonFields } = op.multipart;
  const fieldsSchema = schemaOf(fields, "input");
  const file = { type: "string", format: "binary", description: files.description };
  const properties = {
    ...((fieldsSchema.properties as Json | undefined) ?? {}),
    [files.name]: files.repeated
      ? { type: "array", items: file, ...(limits.maxFiles ? { maxItems: limits.maxFiles } : {}) }
      : file,
  };
  const required = [
    ...((fieldsSchema.required as string[] | undefined) ?? []),
    ...(files.repeated ? [] : [files.name]),
  ];
  // The fields' own cross-field rules (anyOf, allOf) hold for the form as for JSON.
  const schema = { ...withoutDialect(fieldsSchema), type: "object", properties, required };
  const encoding = jsonFields?.length
    ? { encoding: Object.fromEntries(jsonFields.map((name) => [name, { contentType: "application/json" }])) }
    : {};
  return {
    required: true,
    content: { ...json, "multipart/form-data": { schema, ...encoding } },
  };
}

const ifNoneMatch = {
  name: "If-None-Match",
  in: "header",
  required: false,
  description: "The ETag of a copy you hold: answered 304 with no body while it is current.",
  schema: { type: "string" },
};

/** Path, header and query parameters, their rules read from the input's zod schema. */
function parametersOf(op: Operation): Json[] {
  return [
    ...(op.pathParams ?? []).map((p) => ({
      name: p.name,
      in: "path",
      required: true,
      description: p.description,
      schema: parameterSchema(op.operationId, op.input, p.name, "path"),
    })),
    ...(op.idempotent
      ? [
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description: op.idempotencyKey ?? idempotencyKeyWords,
            schema: withoutDialect(schemaOf(idempotencyKey, "input")),
          },
        ]
      : []),
    ...(op.cached ? [ifNoneMatch] : []),
    ...(op.query ?? []).map((q) => ({
      name: q.name,
      in: "query",
      required: q.required ?? false,
      description: q.description,
      schema: parameterSchema(op.operationId, op.input, q.name, "query"),
    })),
  ];
}

/**
 * The store's own site, at the domain of its e-mail address: the document's contact and license
 * links must be absolute, and the address a server answers on (PUBLIC_URL) may be an internal one.
 */
const STORE_SITE = `https://${storeContact.email.split("@")[1]}`;

/** The OpenAPI 3.1 description of every declared REST path, built from the shared zod schemas. */
export function openApiDocument(operations: readonly Documented[] = declared): Json {
  const paths: Record<string, Json> = {};
  const documented = operations.flatMap((o) => o.rests.map((rest) => asDocumented(o, rest)));
  for (const op of documented) {
    const parameters = parametersOf(op);
    // Query parameters cannot carry a cross-field rule; said here for clients and the contract test.
    const together = op.query?.length ? dependentRequired(op.input) : undefined;
    const body = requestBody(op);
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        tags: [op.tag],
        description: [`Who: ${whoMay(op)}.`, op.description].filter(Boolean).join(" "),
        ...(op.permission ? { "x-permission": op.permission, "x-roles": rolesWith(op.permission) } : {}),
        ...(op.access === "public" ? { security: [] } : {}),
        ...(op.access === "customer" ? { security: [{ customerSession: [] }] } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(together ? { "x-query-dependentRequired": together } : {}),
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
        "needed); each names the permission it needs (`x-permission`) and the staff roles that have it (`x-roles`), and a " +
        "key acts with its creator's role; a browser request that changes state must come from this site (Origin). A path asked with a method " +
        "it does not answer is a 405 whose `Allow` header lists the methods it does.",
      contact: { name: storeLocation.name, email: storeContact.email, url: `${STORE_SITE}/contact` },
      license: { name: "Proprietary: all rights reserved", url: `${STORE_SITE}/terms` },
    },
    servers: [{ url: "/" }],
    tags: documentTags(documented.map((op) => op.tag)),
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "store_session" },
        customerSession: {
          type: "apiKey",
          in: "cookie",
          name: "store_account",
          description: "A customer's account session, set by signing in with an e-mailed link or code.",
        },
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
