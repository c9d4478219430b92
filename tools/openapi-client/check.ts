import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";

// Writes the store's OpenAPI document, generates `schema.d.ts` from it with openapi-typescript,
// type-checks integrator.ts against it (TypeScript 5, strict) and, when STORE_URL is set, runs it.
// Any failure exits non-zero. Run from anywhere: `npm run check --prefix tools/openapi-client`.

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: "inherit", env: process.env });

const printed = execFileSync(process.execPath, ["--import", "tsx", "api/src/cli/print-openapi.ts"], {
  cwd: repo,
  encoding: "utf8",
  // The document is over a megabyte now, past execFileSync's default buffer.
  maxBuffer: 64 * 1024 * 1024,
});
writeFileSync(path.join(here, "openapi.json"), printed);
const document: OpenAPI3 = JSON.parse(readFileSync(path.join(here, "openapi.json"), "utf8"));

// File parts (`format: binary`) are Blobs to a client that builds FormData, not strings.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
const ast = await openapiTS(document, {
  transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
});
writeFileSync(path.join(here, "schema.d.ts"), astToString(ast));
console.log("generated schema.d.ts");

run(process.execPath, [path.join(here, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], here);
console.log("integrator.ts type-checks against the generated client");

if (process.env.STORE_URL) {
  run(process.execPath, ["--import", "tsx", "integrator.ts"], here);
}
