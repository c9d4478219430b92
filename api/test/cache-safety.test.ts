import { seedDatabase } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineOperation } from "../src/domains/define";
import { rawGet } from "./catalogue-fixtures";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

const SECRET = "Hoodie margin is 62%; do not discount below 20%.";

// A staff-only read declared beside the public product reads, where a path rule such as
// "/api/products/<anything> is a cached product" would have matched it.
const staffNotes = defineOperation({
  kind: "query",
  access: "admin",
  permission: "catalogue.manage",
  handler: () => ({ note: SECRET }),
  rest: {
    method: "get",
    path: "/api/products/staff-notes",
    operationId: "getProductStaffNotes",
    summary: "Staff notes on the catalogue",
    tag: "Products",
    answer: z.object({ note: z.string() }),
  },
});

// Declaring a staff read cacheable does not compile: only public operations may name a topic.
defineOperation({
  kind: "query",
  access: "admin",
  // @ts-expect-error a staff answer is never the same for everyone
  cache: "products",
  handler: () => ({}),
});

let server: TestServer;
let admin: Record<string, string>;
let productId: string;
beforeAll(async () => {
  server = await startTestServer({
    keepLogs: true,
    logLevel: "debug",
    extraOperations: [{ ...staffNotes, name: "products.staffNotes" }],
  });
  await seedDatabase(server.database.db);
  admin = await signedInHeaders(server, "admin");
  const list = await rawGet(`${server.url}/api/products`);
  productId = (list.json as { data: { id: string }[] }).data[0]?.id ?? "";
});
afterAll(() => server?.stop());

const notes = () => `${server.url}/api/products/staff-notes`;
const cachedHits = (path: string) =>
  server.logs.filter((line) => line.cached === true && String(line.url).endsWith(path)).length;

/** The staff caller reads the notes, and an anonymous client right after must not. */
async function staffThenAnonymous() {
  const staff = await rawGet(notes(), admin);
  expect(staff.status).toBe(200);
  expect(staff.json).toEqual({ data: { note: SECRET } });
  expect(staff.headers["cache-control"]).toBe("no-store");
  for (let i = 0; i < 3; i++) {
    const anonymous = await rawGet(notes());
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.json)).not.toContain(SECRET);
  }
}

describe(`the shared cache keeps only what is declared public and cacheable (${testDatabaseEngine})`, () => {
  it("never gives a staff answer to an anonymous client, with a cold cache", async () => {
    await staffThenAnonymous();
  });

  it("never gives a staff answer to an anonymous client, with the product reads warm", async () => {
    for (const path of ["/api/products", `/api/products/${productId}`, "/api/products/staff-notes"]) {
      await rawGet(`${server.url}${path}`);
      await rawGet(`${server.url}${path}`);
    }
    await staffThenAnonymous();
    // Nor after the staff caller asked twice: the second ask is not answered from memory either.
    await rawGet(notes(), admin);
    expect(cachedHits("/api/products/staff-notes")).toBe(0);
  });

  it("still answers a public read from memory, to anyone and to a signed-in caller", async () => {
    const path = `/api/products/${productId}`;
    const before = cachedHits(path);
    const first = await rawGet(`${server.url}${path}`);
    const again = await rawGet(`${server.url}${path}`);
    const signedIn = await rawGet(`${server.url}${path}`, admin);
    expect([first.status, again.status, signedIn.status]).toEqual([200, 200, 200]);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(signedIn.headers.etag).toBe(first.headers.etag);
    expect(cachedHits(path) - before).toBeGreaterThanOrEqual(2);
  });
});
