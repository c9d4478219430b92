import { teamStores } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCoachLink } from "../src/domains/team-stores/coach/coach-links";
import { shareableStore } from "../src/pages/team-store-page";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { type Answer, approvedQuote, data, storeBody, storeCalls } from "./team-store-fixtures";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

// Each store its own picture: the team logo staff upload (an image of the library, nothing else),
// else the approved proof of the quote it came from; shown to families, the coach and link previews.
describe(`a team store's picture (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof storeCalls>;
  const uploadImage = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
    const res = await fetch(`${server.url}/api/upload-image`, { method: "POST", body: form, headers: admin });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const familyStore = async (slug: string) =>
    data(await send(server, "GET", `/api/team-stores/by-slug/${slug}`, undefined, admin));

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    calls = storeCalls(server, admin);
  });
  afterAll(() => server?.stop());

  it("takes a logo from the image library and shows it on the store and the coach's page", async () => {
    const { store } = await calls.draft();
    const uploaded = await uploadImage(PNG, "eagles-logo.png");
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const url = uploaded.body.data.url as string;
    const res = await calls.patch(store.id, { logo_url: url });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data(res).logo_url).toBe(url);
    expect((await familyStore(store.slug)).picture_url).toBe(url);
    const token = await issueCoachLink(server.database.db, store.id);
    const coach = await send(server, "GET", `/api/coach/${token}`);
    expect(data(coach).picture_url).toBe(url);
    // The link preview card of the store (once families can see it) draws the logo, not an item.
    await server.database.db.update(teamStores).set({ status: "open" }).where(eq(teamStores.id, store.id));
    expect((await shareableStore(server.database.db, store.slug))?.picture).toBe(url);
    await server.database.db.update(teamStores).set({ status: "draft" }).where(eq(teamStores.id, store.id));
    // Emptied, the store has no picture of its own again.
    expect((await calls.patch(store.id, { logo_url: "" })).status).toBe(200);
    expect((await familyStore(store.slug)).picture_url).toBeNull();
  });

  it("refuses a logo that is not an image of the library, saying where to get one, and keeps the store as it was", async () => {
    const { store } = await calls.draft();
    for (const logo of ["/uploads/images/not-there.png", "https://elsewhere.example/logo.png", "/about"]) {
      const res = await calls.patch(store.id, { logo_url: logo });
      expect(res.status, logo).toBe(400);
      expect((res.body as Answer).fields.logo_url).toMatch(
        /^Upload the team logo here or choose it from the image library/,
      );
    }
    const made = await calls.create({ ...storeBody(new Date()), logo_url: "/uploads/x.png" });
    expect(made.status).toBe(400);
    expect((made.body as Answer).fields.logo_url).toMatch(/^Upload the team logo here/);
    expect((await calls.get(store.id)).logo_url).toBeNull();
  });

  it("shows the approved proof of the quote a store came from when it has no logo", async () => {
    const { store } = await calls.draft();
    const quote = await approvedQuote(server.database.db);
    await server.database.db.update(teamStores).set({ quoteId: quote.id }).where(eq(teamStores.id, store.id));
    expect((await familyStore(store.slug)).picture_url).toBe("/uploads/proof.png");
  });
});
