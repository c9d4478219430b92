import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";

// Values drawn from the OpenAPI document's own JSON Schemas, and the validator that decides what
// the document allows. The generator is only a good guess: every value is kept only when the
// document's schema accepts it, so a keyword the generator ignores (`not`, `contains`) still holds.

export type Schema = Record<string, unknown>;
/** Stands for a file part in a multipart body: the server reads files by content, so a real PNG. */
export const FILE = Symbol("file");

const ajv = new Ajv2020({ strict: false, allErrors: false, multipleOfPrecision: 6, validateFormats: true });
addFormats(ajv);
const compiled = new Map<string, (value: unknown) => boolean>();

/** `$schema` is meaningful only at a document's root; the OpenAPI document repeats it inside. */
function withoutSchemaKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSchemaKeys);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "$schema")
      .map(([key, inner]) => [key, withoutSchemaKeys(inner)]),
  );
}

/** Whether the document's schema allows the value (file parts stand for binary strings). */
export function allows(schema: Schema, value: unknown): boolean {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const check = ajv.compile(withoutSchemaKeys(schema) as Schema);
    validate = (v) => check(v) as boolean;
    compiled.set(key, validate);
  }
  return validate(JSON.parse(JSON.stringify(value, (_, v) => (v === FILE ? "file" : v))));
}

/** The first reason the schema refuses the value, for the report. */
export function whyNot(schema: Schema, value: unknown): string {
  const check = ajv.compile(withoutSchemaKeys(schema) as Schema);
  check(value);
  return ajv.errorsText(check.errors);
}

/** Two schemas a value must meet at once, merged the way the generator needs (properties deep). */
function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b };
  const pa = a.properties as Record<string, Schema> | undefined;
  const pb = b.properties as Record<string, Schema> | undefined;
  if (pa && pb) {
    const properties: Record<string, Schema> = { ...pa };
    for (const [name, s] of Object.entries(pb)) properties[name] = pa[name] ? merge(pa[name], s) : s;
    out.properties = properties;
  }
  if (a.items && b.items) out.items = merge(a.items as Schema, b.items as Schema);
  if (a.required || b.required)
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  if (a.type && b.type === undefined) out.type = a.type;
  return out;
}

// Text with the characters the server treats specially: spaces, tabs, NUL, control characters.
const char = fc.oneof(
  { weight: 30, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
  fc.constantFrom("\u0000", "\t", "\n", "\u0007", "é", " "),
);

function text(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, Math.max(min, 40));
  if (schema.contentMediaType === "application/json") return fc.json({ maxDepth: 2 });
  if (schema.format === "date")
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  // Plain addresses: the document's format and pattern differ on the unusual ones, which the check drops.
  if (schema.format === "email")
    return fc.stringMatching(/^[a-z0-9](?:[a-z0-9_+.-]{0,10}[a-z0-9])?@[a-z0-9]{1,10}\.[a-z]{2,6}$/);
  if (typeof schema.pattern === "string")
    // fast-check reads no lookahead: drop them here, the schema check after keeps only matches.
    return fc
      .stringMatching(new RegExp(schema.pattern.replace(/\(\?![^()]*\)/g, ""), "u"))
      .map((value) => value.slice(0, (schema.maxLength as number | undefined) ?? value.length));
  return fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(""));
}

function number(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low =
    (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? -1e6;
  const high =
    (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined) ?? 1e7;
  if (integer || schema.multipleOf === 1) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  const step = (schema.multipleOf as number | undefined) ?? 0.01;
  return fc
    .integer({ min: Math.ceil(low / step), max: Math.floor(high / step) })
    .map((n) => Math.round(n * step * 1e6) / 1e6);
}

const isNothing = (schema: Schema) =>
  typeof schema.not === "object" && schema.not !== null && Object.keys(schema.not).length === 0;

/** Values the schema describes (mostly; `allows` has the last word). */
export function valuesOf(input: Schema): fc.Arbitrary<unknown> {
  let schema = input;
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) schema = merge(schema, part);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const { anyOf: _a, oneOf: _o, ...base } = schema;
    return fc.oneof(...branches.map((branch) => valuesOf(merge(base, branch))));
  }
  const type = Array.isArray(schema.type) ? fc.constantFrom(...schema.type) : fc.constant(schema.type);
  return type.chain((t) => valueOfType(schema, t as string | undefined));
}

function valueOfType(schema: Schema, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return schema.format === "binary" ? fc.constant(FILE) : text(schema);
    case "integer":
    case "number":
      return number(schema, type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = valuesOf((schema.items as Schema | undefined) ?? {});
      const minLength = (schema.minItems as number | undefined) ?? 0;
      // Files without a documented limit: try past the server's 10, to find out if it has one.
      const files = (schema.items as Schema | undefined)?.format === "binary";
      const cap = files ? 12 : 3;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? cap, Math.max(minLength, cap));
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    default: {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      if (type !== "object" && !schema.properties) return fc.string();
      // A property no value satisfies (`not: {}`, e.g. the tax a client may never send) is left out.
      const allowed = Object.entries(properties).filter(([, s]) => !isNothing(s));
      const record = Object.fromEntries(allowed.map(([k, s]) => [k, valuesOf(s)]));
      return fc.record(record, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
  }
}
