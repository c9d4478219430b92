import { z } from "zod";
import type { RestFace } from "../domains/define";

// What the document says of a request's parts, read from the zod schemas the server checks them
// with: a rule written once in zod reaches the document without being written again.

export type Json = Record<string, unknown>;

export const schemaOf = (schema: z.ZodType, io: "input" | "output"): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;

/** A schema placed inside another: `$schema` belongs only at a document's root. */
export const withoutDialect = ({ $schema: _dialect, ...rest }: Json): Json => rest;

const propertiesOf = (schema: Json) => schema.properties as Record<string, Json> | undefined;

/**
 * A query or path parameter's rules as the operation's input schema states them. A form input
 * (multipart, read by its own pipe) has no properties to read: its path values are plain text.
 */
export function parameterSchema(
  operationId: string,
  input: z.ZodType | undefined,
  name: string,
  where: "query" | "path",
): Json {
  const properties = input && propertiesOf(schemaOf(input, "input"));
  if (!properties && where === "path") return { type: "string" };
  const own = properties?.[name];
  if (!own)
    throw new Error(`${operationId} documents the ${where} parameter ${name}, which its input does not take`);
  // The default is said in the parameter's description.
  const { default: _default, ...rules } = own;
  return rules;
}

/** A cross-field rule of the input that query parameters cannot carry (`entity_id` needs `entity`). */
export function dependentRequired(input: z.ZodType | undefined): Json | undefined {
  return input ? (schemaOf(input, "input").dependentRequired as Json | undefined) : undefined;
}

/** One schema of an `anyOf`, given the fields the path fixes: null when it can no longer hold. */
function withFixed(branch: Json, taken: Set<string>, fixed: Record<string, string>): Json | null {
  const properties = propertiesOf(branch) ?? {};
  for (const [name, value] of Object.entries(fixed)) {
    const rule = properties[name];
    if (rule && "const" in rule && rule.const !== value) return null;
    if (rule && Array.isArray(rule.enum) && !rule.enum.includes(value)) return null;
  }
  return without(branch, taken);
}

/** The schema with the named properties taken out of `properties` and `required`. */
function without(schema: Json, taken: Set<string>): Json {
  const out: Json = { ...schema };
  const properties = propertiesOf(schema);
  if (properties)
    out.properties = Object.fromEntries(Object.entries(properties).filter(([n]) => !taken.has(n)));
  const required = (schema.required as string[] | undefined)?.filter((n) => !taken.has(n));
  if (required?.length) out.required = required;
  else delete out.required;
  return out;
}

const saysNothing = (schema: Json) =>
  Object.keys(schema).every((k) => k === "properties") &&
  Object.keys(propertiesOf(schema) ?? {}).length === 0;

/**
 * The JSON body of a REST face whose body is the operation's input less what the path gives (its
 * `{name}`s and fixed fields): the input's own rules, its cross-field ones resolved for the fixed values.
 */
export function bodyFromInput(input: z.ZodType, rest: RestFace, pathNames: string[]): Json {
  const fixed = rest.fixed ?? {};
  const taken = new Set([...pathNames, ...Object.keys(fixed)]);
  const body = without(schemaOf(input, "input"), taken);
  const anyOf = body.anyOf as Json[] | undefined;
  if (anyOf) {
    const left = anyOf.map((b) => withFixed(b, taken, fixed)).filter((b): b is Json => b !== null);
    if (left.some(saysNothing)) delete body.anyOf;
    else body.anyOf = left;
  }
  return body;
}
