import { openApiDocument } from "./document";

type Json = Record<string, unknown>;

const esc = (value: unknown) => String(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function typeOf(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(" or ");
  if (schema.type === "array") return `array of ${typeOf((schema.items as Json) ?? {})}`;
  return String(schema.type ?? "any");
}

function fieldRows(schema: Json | undefined): string {
  const properties = (schema?.properties as Record<string, Json> | undefined) ?? {};
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .map(([name, field]) => {
      const limits = ["minLength", "maxLength", "minimum", "maximum", "format"]
        .filter((k) => field[k] !== undefined)
        .map((k) => `${k} ${field[k]}`)
        .join(", ");
      return `<tr><td><code>${esc(name)}</code>${required.has(name) ? " *" : ""}</td><td>${esc(typeOf(field))}</td><td>${esc(limits || String(field.description ?? ""))}</td></tr>`;
    })
    .join("");
}

/** A readable reference for integrators, rendered from the same OpenAPI document. */
export function docsPage(doc: Record<string, unknown> = openApiDocument()): string {
  const info = doc.info as Json;
  const sections = Object.entries(doc.paths as Record<string, Record<string, Json>>)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<
          string,
          { schema: Json }
        >;
        const [mediaType, body] = Object.entries(content)[0] ?? [];
        const params = (op.parameters as Json[] | undefined) ?? [];
        const statuses = Object.entries(op.responses as Record<string, Json>)
          .map(([code, r]) => `<li><b>${code}</b> ${esc(r.description)}</li>`)
          .join("");
        // Each operation's heading is an <h2> under the page's <h1> (no level skipped), drawn at the
        // <h3> size it had (section>h2 in the style).
        return `<section id="${esc(`${method}-${path}`)}">
  <h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h2>
  <p>${esc(op.summary)}. <em>${esc(op.description)}</em></p>
  ${params.length ? `<table><caption>Parameters</caption><tr><th>Name</th><th>In</th><th>Meaning</th></tr>${params.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${esc(p.description)}</td></tr>`).join("")}</table>` : ""}
  ${body ? `<table><caption>Body: ${esc(mediaType)} (* required)</caption><tr><th>Field</th><th>Type</th><th>Rules</th></tr>${fieldRows(body.schema)}</table>` : ""}
  <ul class="status">${statuses}</ul>
</section>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#111827}table,td,th{border-color:#374151!important}}
h1{font-size:1.8rem}section{border-top:1px solid #d1d5db;padding:.5rem 0}section>h2{font-size:1.17em;margin:1em 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.delete{background:#b91c1c}
table{border-collapse:collapse;margin:.5rem 0;width:100%}td,th{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}code{font-size:.95em}
</style></head><body>
<h1>${esc(info.title)}</h1>
<p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}
</body></html>`;
}
