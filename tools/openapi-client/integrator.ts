import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

// What an integrator writes from the OpenAPI document alone: a typed client, no casts.
// STORE_URL: the store (e.g. http://localhost:3000).
// Admin rights: STORE_API_KEY (sent as `Authorization: Bearer …`), or else STORE_COOKIE and
// STORE_ORIGIN (a signed-in session: its cookie, and the store's own Origin).

const baseUrl = process.env.STORE_URL ?? "http://localhost:3000";

function adminHeaders(): Record<string, string> {
  if (process.env.STORE_API_KEY) return { Authorization: `Bearer ${process.env.STORE_API_KEY}` };
  if (process.env.STORE_COOKIE && process.env.STORE_ORIGIN) {
    return { Cookie: process.env.STORE_COOKIE, Origin: process.env.STORE_ORIGIN };
  }
  throw new Error("Set STORE_API_KEY, or STORE_COOKIE and STORE_ORIGIN.");
}

type UploadImageForm = paths["/api/upload-image"]["post"]["requestBody"]["content"]["multipart/form-data"];

const store = createClient<paths>({ baseUrl });
const admin = createClient<paths>({ baseUrl, headers: adminHeaders() });

/** The answer's data, or a thrown error with the store's own message. */
function dataOf<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${step}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  console.log(`${step}: ${result.response.status}`);
  return result.data;
}

const listed = dataOf("list products", await store.GET("/api/products"));
console.log(`  ${listed.data.length} products in the catalogue`);

const created = dataOf(
  "create a product",
  await admin.POST("/api/products", {
    body: { name: "Integrator Jersey", price: 34.5, category: "apparel", description: "Made by a script." },
  }),
).data;

const updated = dataOf(
  "update the product",
  await admin.PUT("/api/products/{id}", {
    params: { path: { id: created.id } },
    body: { name: "Integrator Jersey", price: 29.99, category: "apparel", sizes: ["Adult M", "Adult L"] },
  }),
).data;
if (updated.price !== 29.99) throw new Error(`the update did not take: price ${updated.price}`);

// A 1x1 PNG, sent as multipart/form-data with the file in the field `image`.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const image = dataOf(
  "upload an image",
  await admin.POST("/api/upload-image", {
    body: { image: new Blob([png], { type: "image/png" }) },
    bodySerializer: (body: UploadImageForm) => {
      const form = new FormData();
      form.append("image", body.image, "integrator.png");
      return form;
    },
  }),
).data;

const pictured = dataOf(
  "set the product's image",
  await admin.PUT("/api/products/{id}", {
    params: { path: { id: created.id } },
    body: {
      name: updated.name,
      price: updated.price,
      category: updated.category,
      sizes: updated.sizes,
      image_url: image.url,
    },
  }),
).data;
if (pictured.image_url !== image.url) throw new Error("the product does not show the uploaded image");

const content = dataOf(
  "read website content",
  await store.GET("/api/website-content", { params: { query: { page_name: "home" } } }),
).data;
console.log(`  ${content.length} content items on the home page`);

const idempotencyKey = `integrator-${Date.now()}`;
const message = { name: "Pat Integrator", email: "pat@example.com", message: "Sent by a script." };
const sent = dataOf(
  "submit the contact form",
  await store.POST("/api/contact-submissions", {
    params: { header: { "Idempotency-Key": idempotencyKey } },
    body: message,
  }),
).data;
const repeated = dataOf(
  "submit it again with the same key",
  await store.POST("/api/contact-submissions", {
    params: { header: { "Idempotency-Key": idempotencyKey } },
    body: message,
  }),
).data;
if (repeated.id !== sent.id) throw new Error("a repeated submission made a second record");

const placed = dataOf(
  "place a checkout order",
  await store.POST("/api/checkout", {
    params: { header: { "Idempotency-Key": `${idempotencyKey}-order` } },
    body: {
      customer: { name: "Pat Integrator", email: "pat@example.com", phone: "205-555-0100" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: created.id, size: "Adult M", quantity: 2 }],
    },
  }),
).data;
console.log(`  order number ${placed.number}, total ${placed.order.total}`);

const removed = dataOf(
  "delete the product",
  await admin.DELETE("/api/products/{id}", { params: { path: { id: created.id } } }),
).data;
if (removed.id !== created.id) throw new Error("a different product was deleted");
console.log("integrator script: every step passed");
