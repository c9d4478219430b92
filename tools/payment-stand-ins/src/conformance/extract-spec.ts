// Extracts, from Stripe's published OpenAPI document (github.com/stripe/openapi), the required
// fields and their JSON types for the objects the stand-in answers with, into a small JSON file
// the conformance test reads. The 4-6 MB spec itself is not committed.
//
//   npm run extract-spec -w @store/payment-stand-ins -- <spec3.json|spec3.yaml> <commit> <committed-at> \
//     [<fixtures3.json> <commit> <committed-at>]
//
// The optional fixtures (Stripe's example object of each resource) give the field names of the
// objects in a newer API version, when only an older full spec is at hand.
//
// e.g. after fetching github:stripe/openapi to a bare mirror:
//   git -C MIRROR show COMMIT:openapi/spec3.yaml > /tmp/spec3.yaml
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "yaml";

/** The objects the stand-in answers with (api_errors is the inner object of an error answer). */
const OBJECTS = [
  "checkout.session",
  "payment_intent",
  "charge",
  "refund",
  "dispute",
  "payout",
  "balance_transaction",
  "event",
  "error",
  "api_errors",
];

export type JsonType = "string" | "integer" | "number" | "boolean" | "object" | "array" | "null";

interface Schema {
  type?: string;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
}

function jsonTypes(schema: Schema): JsonType[] {
  const types = new Set<JsonType>();
  if (schema.type) types.add(schema.type as JsonType);
  if (schema.$ref) types.add("object");
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    for (const type of jsonTypes(child)) types.add(type);
  if (schema.nullable) types.add("null");
  return [...types].sort();
}

/** The field names of each object's example in a (newer) fixtures3.json. */
function currentFields(path: string, commit = "", committedAt = "") {
  const fixtures = JSON.parse(readFileSync(path, "utf8")) as {
    resources: Record<string, Record<string, unknown>>;
  };
  const fields: Record<string, string[]> = {};
  for (const name of OBJECTS) {
    const example = fixtures.resources[name];
    if (example) fields[name] = Object.keys(example).sort();
  }
  return {
    currentFieldsSource: {
      repository: "github.com/stripe/openapi",
      path: "openapi/fixtures3.json",
      commit,
      committedAt,
    },
    currentFields: fields,
  };
}

function main(): void {
  const [specPath, commit, committedAt, fixturesPath, fixturesCommit, fixturesCommittedAt] =
    process.argv.slice(2);
  if (!specPath || !commit || !committedAt) {
    throw new Error(
      "Usage: npm run extract-spec -w @store/payment-stand-ins -- <path to Stripe's spec3.json or spec3.yaml> <stripe/openapi commit> <commit date>",
    );
  }
  const text = readFileSync(specPath, "utf8");
  const spec = (specPath.endsWith(".json") ? JSON.parse(text) : parse(text, { maxAliasCount: -1 })) as {
    info: { version: string };
    components: { schemas: Record<string, Schema> };
  };
  const objects: Record<string, Record<string, JsonType[]>> = {};
  for (const name of OBJECTS) {
    const schema = spec.components.schemas[name];
    if (!schema)
      throw new Error(
        `Stripe's spec has no schema "${name}"; the stand-in's object list in extract-spec.ts needs updating.`,
      );
    objects[name] = Object.fromEntries(
      (schema.required ?? []).map((field) => [field, jsonTypes(schema.properties?.[field] ?? {})]),
    );
  }
  const out = {
    source: {
      repository: "github.com/stripe/openapi",
      path: specPath.replace(/^.*\//, "openapi/"),
      commit,
      committedAt,
      apiVersion: spec.info.version,
    },
    objects,
    ...(fixturesPath ? currentFields(fixturesPath, fixturesCommit, fixturesCommittedAt) : {}),
  };
  const target = new URL("./stripe-required-fields.json", import.meta.url);
  writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `Wrote the required fields of ${OBJECTS.length} objects (API ${spec.info.version}) to ${target.pathname}`,
  );
}

main();
