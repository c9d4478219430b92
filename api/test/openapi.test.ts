import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declared } from "../src/domains/index";
import { restFaces } from "../src/domains/rest-routes";
import { startTestServer, type TestServer } from "./helpers";

type Json = Record<string, unknown>;

// Every declared REST path (domains/*/operations.ts), as "METHOD /path": each must be described.
const documented = restFaces(declared).map(({ rest }) => `${rest.method.toUpperCase()} ${rest.path}`);

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
    // Issue 3's table, plus GET one product and what came after (61 when this list became generated).
    expect(documented.length).toBeGreaterThanOrEqual(61);
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

  it("refuses in the document the blank ids the server refuses (a checkout line's product id)", async () => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const content = ((paths["/api/checkout"]?.post?.requestBody ?? {}) as Json).content as Record<
      string,
      { schema: Json }
    >;
    const schema = content["application/json"]?.schema ?? {};
    const lines = (schema.properties as Record<string, Json>).lines as Json;
    const productId = ((lines.items as Json).properties as Record<string, Json>).product_id as Json;
    // The server trims ids: one of only spaces is "id is required." (400), so the document must not allow it.
    expect(productId.not).toEqual({ pattern: "^\\s*$" });
    const res = await fetch(`${server.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        customer: { name: "Pat", email: "pat@example.com", phone: "205-555-0100" },
        fulfilment: { method: "pickup" },
        lines: [{ product_id: " \t ", size: "Adult M", quantity: 1 }],
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("id is required.");
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
