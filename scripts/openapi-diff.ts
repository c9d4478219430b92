import { readFileSync } from "node:fs";

// Compares two OpenAPI documents as a contract: paths, methods, parameters, request bodies,
// response statuses, headers and schemas. Prints one line per difference and exits 1 if any.
//   node --import tsx scripts/openapi-diff.ts before.json after.json

type Json = unknown;
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

const read = (file: string): Record<string, Json> => JSON.parse(readFileSync(file, "utf8"));

/** Parameters keyed by where and what they are, so their order does not count as a change. */
function normalised(value: Json, key?: string): Json {
  if (Array.isArray(value)) {
    if (key === "parameters")
      return Object.fromEntries(
        value.map((p: { in: string; name: string }) => [`${p.in}:${p.name.toLowerCase()}`, normalised(p)]),
      );
    // Sets written as arrays (required, enum, tags): their order is not part of the contract.
    if (key === "required" || key === "enum" || key === "tags")
      return [...value]
        .map((v) => normalised(v))
        .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    return value.map((v) => normalised(v));
  }
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalised(v, k)]));
  return value;
}

const show = (value: Json) => {
  const text = JSON.stringify(value);
  return text === undefined ? "(absent)" : text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

function diff(before: Json, after: Json, where: string, out: string[]) {
  const objects = [before, after].every((v) => v && typeof v === "object" && !Array.isArray(v));
  if (objects) {
    const a = before as Record<string, Json>;
    const b = after as Record<string, Json>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      diff(a[key], b[key], `${where} ${key}`, out);
    }
    return;
  }
  const arrays = Array.isArray(before) && Array.isArray(after);
  if (arrays && before.length === after.length) {
    for (const [i, v] of before.entries()) diff(v, after[i], `${where}[${i}]`, out);
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    out.push(`${where}: ${show(before)} -> ${show(after)}`);
  }
}

function compare(before: Record<string, Json>, after: Record<string, Json>): string[] {
  const out: string[] = [];
  const pathsA = (before.paths ?? {}) as Record<string, Record<string, Json>>;
  const pathsB = (after.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const path of [...new Set([...Object.keys(pathsA), ...Object.keys(pathsB)])].sort()) {
    const a = pathsA[path];
    const b = pathsB[path];
    if (!a || !b) {
      out.push(`${path}: ${a ? "removed" : "added"}`);
      continue;
    }
    for (const method of METHODS) {
      if (!a[method] && !b[method]) continue;
      if (!a[method] || !b[method]) {
        out.push(`${method.toUpperCase()} ${path}: ${a[method] ? "removed" : "added"}`);
        continue;
      }
      diff(normalised(a[method]), normalised(b[method]), `${method.toUpperCase()} ${path}`, out);
    }
  }
  diff(normalised(before.components), normalised(after.components), "components", out);
  diff(normalised(before.security), normalised(after.security), "security", out);
  return out;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: node --import tsx scripts/openapi-diff.ts before.json after.json");
  process.exit(2);
}
const differences = compare(read(beforeFile), read(afterFile));
for (const line of differences) console.log(line);
console.log(differences.length ? `${differences.length} difference(s)` : "no differences");
process.exit(differences.length ? 1 : 0);
