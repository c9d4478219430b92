import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

type Json = Record<string, unknown>;

// Every REST path the product documents (issue 3's table, plus GET one product), as "METHOD /path".
const documented = [
  "GET /api/products",
  "GET /api/products/admin",
  "GET /api/products/stats",
  "GET /api/products/{id}",
  "POST /api/products",
  "PUT /api/products/{id}",
  "DELETE /api/products/{id}",
  "GET /api/website-content",
  "POST /api/website-content",
  "GET /api/website-content/stats",
  "PUT /api/website-content/{id}",
  "DELETE /api/website-content/{id}",
  "GET /api/blog-posts",
  "GET /api/blog-posts/{slug}",
  "POST /api/contact-submissions",
  "GET /api/contact-submissions",
  "POST /api/custom-artwork-submissions",
  "GET /api/custom-artwork-submissions",
  "GET /api/custom-artwork-submissions/stats",
  "GET /api/custom-artwork-submissions/export",
  "GET /api/images",
  "GET /api/images/stats",
  "GET /api/images/{name}/usage",
  "POST /api/upload-image",
  "DELETE /api/images/{name}",
  "GET /api/orders",
  "GET /api/orders/stats",
  "GET /api/orders/export",
  "PUT /api/orders/{id}",
  "DELETE /api/orders/{id}",
  "POST /api/checkout",
  "GET /api/order-tracking/{token}",
  "GET /api/health",
  "GET /api/health/ready",
  "GET /api/health/live",
  "POST /api/quotes",
  "GET /api/quotes",
  "GET /api/quotes/stats",
  "GET /api/quotes/{id}",
  "GET /api/quotes/{id}/roster",
  "POST /api/quotes/{id}/send",
  "PUT /api/quotes/{id}/status",
  "POST /api/quotes/{id}/proofs",
  "POST /api/quotes/{id}/order",
  "GET /api/custom-artwork-submissions/{id}",
  "PUT /api/custom-artwork-submissions/{id}/status",
  "POST /api/custom-artwork-submissions/{id}/proofs",
  "GET /api/review/{token}",
  "POST /api/review/{token}/approve",
  "POST /api/review/{token}/request-changes",
  "GET /api/staff-accounts",
  "POST /api/staff-accounts",
  "DELETE /api/staff-accounts/{id}",
  "GET /api/audit-log",
  "GET /api/api-keys",
  "POST /api/api-keys",
  "DELETE /api/api-keys/{id}",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/auth/me",
  "POST /api/auth/register",
];

describe("the API reference", () => {
  let server: TestServer;
  let doc: Json;
  beforeAll(async () => {
    server = await startTestServer();
    doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json;
  });
  afterAll(() => server?.stop());

  it("is an OpenAPI 3.1 document describing every documented path", () => {
    expect(doc.openapi).toBe("3.1.0");
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const described = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual([...documented].sort());
  });

  it("takes its request fields from the shared schemas", () => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const requestBody = (path: string) => (paths[path]?.post?.requestBody ?? {}) as Json;
    const body = requestBody("/api/products").content as Record<string, { schema: Json }>;
    const schema = body["application/json"]?.schema ?? {};
    expect(schema.required).toEqual(expect.arrayContaining(["name", "price", "category"]));
    expect(schema.additionalProperties).toBe(false);
    // Sizes are the sizing guides' labels, listed for integrators.
    const sizes = (schema.properties as Record<string, Json> | undefined)?.sizes ?? {};
    expect(sizes.type).toBe("array");
    expect((sizes.items as Json | undefined)?.enum).toContain("Adult M");
    expect(schema.required).not.toContain("sizes");
    const artwork = requestBody("/api/custom-artwork-submissions").content as Record<
      string,
      { schema: Json }
    >;
    const form = artwork["multipart/form-data"]?.schema ?? {};
    expect(Object.keys((form.properties as Json) ?? {})).toEqual(
      expect.arrayContaining(["name", "email", "team_name", "files"]),
    );
    expect(paths["/api/orders"]?.get?.responses).toHaveProperty("403");
  });

  it("offers an API key (Bearer) beside the session cookie on every path that needs a sign-in", () => {
    const schemes = (doc.components as { securitySchemes: Record<string, Json> }).securitySchemes;
    expect(schemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
    const paths = doc.paths as Record<string, Record<string, Json>>;
    // Public operations opt out with an empty list; admin ones inherit both.
    expect(paths["/api/api-keys"]?.post).not.toHaveProperty("security");
    expect(paths["/api/products"]?.get?.security).toEqual([]);
  });

  it("has a readable page for people", async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const line of documented)
      expect(html).toContain(line.split(" ")[1]?.replace(/[{}]/g, (c) => (c === "{" ? "{" : "}")));
    expect(html).toContain("Admin paths need the session cookie");
  });
});
