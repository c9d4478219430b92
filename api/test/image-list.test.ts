import { images } from "@store/db";
import { insertContent, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

interface ImageBody {
  name: string;
  url: string;
  size: number;
  created_at: string;
}
interface Paged {
  items: ImageBody[];
  total: number;
  page: number;
  page_size: number;
}
// Far in the past, so "this month" holds only the images a test uploads itself.
const LONG_AGO = new Date("2020-03-15T12:00:00Z");

describe(`image library for the admin screen (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  const trpc = async <T>(procedure: string, input: unknown, headers = admin) => {
    const query = `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await send(server, "GET", `/trpc/images.${procedure}${query}`, undefined, headers);
    return { status: res.status, data: (res.body as { result?: { data: T } }).result?.data as T };
  };
  const upload = async (fileName: string) => {
    const form = new FormData();
    form.append("image", new Blob([PNG], { type: "image/png" }), fileName);
    const res = await fetch(`${server.url}/api/upload-image`, { method: "POST", body: form, headers: admin });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: ImageBody }).data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
    // 30 old images of growing size, and one whose name holds LIKE's wildcards.
    await server.database.db.insert(images).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        name: `old-${String(i).padStart(2, "0")}.png`,
        storageKey: `images/old-${i}.png`,
        size: 1000 + i,
        type: "image/png",
        createdAt: LONG_AGO,
      })),
      {
        name: "100%_Tigers.png",
        storageKey: "images/odd.png",
        size: 2000,
        type: "image/png",
        createdAt: LONG_AGO,
      },
    ]);
  });
  afterAll(() => server?.stop());

  it("pages through the library with the total of every match", async () => {
    const first = await trpc<Paged>("adminList", { page: 1, page_size: 10, sort: "name", dir: "asc" });
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(31);
    expect(first.data.items.map((i) => i.name)).toEqual([
      "100%_Tigers.png",
      ...Array.from({ length: 9 }, (_, i) => `old-0${i}.png`),
    ]);
    const last = await trpc<Paged>("adminList", { page: 4, page_size: 10, sort: "name", dir: "asc" });
    expect(last.data.items.map((i) => i.name)).toEqual(["old-29.png"]);
    expect(last.data.items[0]?.url).toMatch(/^\/uploads\/images\//);
  });

  it("sorts by size and searches names case-insensitively, taking % and _ literally", async () => {
    const bySize = await trpc<Paged>("adminList", { sort: "size", dir: "desc", page_size: 2 });
    expect(bySize.data.items.map((i) => i.size)).toEqual([2000, 1029]);
    const percent = await trpc<Paged>("adminList", { search: "0%_t" });
    expect(percent.data.items.map((i) => i.name)).toEqual(["100%_Tigers.png"]);
    const underscore = await trpc<Paged>("adminList", { search: "_" });
    expect(underscore.data.total).toBe(1);
    const upper = await trpc<Paged>("adminList", { search: "OLD-2" });
    expect(upper.data.total).toBe(10);
  });

  it("answers the tiles from the database: total, bytes, this month, average", async () => {
    const before = await send(server, "GET", "/api/images/stats", undefined, admin);
    expect(before.status).toBe(200);
    const oldBytes = Array.from({ length: 30 }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0) + 2000;
    expect((before.body as { data: unknown }).data).toEqual({
      total_images: 31,
      storage_used: oldBytes,
      this_month: 0,
      average_size: Math.round(oldBytes / 31),
    });
    await upload("fresh.png");
    const after = await send(server, "GET", "/api/images/stats", undefined, admin);
    expect(
      (after.body as { data: { total_images: number; this_month: number; storage_used: number } }).data,
    ).toMatchObject({ total_images: 32, this_month: 1, storage_used: oldBytes + PNG.byteLength });
  });

  it("names the products and content items that still use an image", async () => {
    const image = await upload("hero.png");
    const unused = await upload("spare.png");
    await insertProduct(server.database.db, { name: "Tigers Jersey", imageUrl: image.url });
    await insertProduct(server.database.db, {
      name: "Away Jersey",
      imageUrl: `https://shop.example${image.url}`,
    });
    await insertProduct(server.database.db, { name: "Other", imageUrl: `${image.url}x` });
    await insertContent(server.database.db, {
      pageName: "home",
      sectionName: "hero",
      contentKey: "slide_1_image_1",
      contentValue: image.url,
      contentType: "image",
    });
    await insertContent(server.database.db, {
      pageName: "about",
      sectionName: "story",
      contentKey: "body",
      contentValue: `<p>See <img src="${image.url}"> here</p>`,
      contentType: "html",
    });

    const used = await send(
      server,
      "GET",
      `/api/images/${encodeURIComponent(image.name)}/usage`,
      undefined,
      admin,
    );
    expect(used.status).toBe(200);
    const data = (used.body as { data: { url: string; products: { name: string }[]; content: unknown[] } })
      .data;
    expect(data.url).toBe(image.url);
    expect(data.products.map((p) => p.name)).toEqual(["Away Jersey", "Tigers Jersey"]);
    expect(data.content).toEqual([
      expect.objectContaining({ page_name: "about", section_name: "story", content_key: "body" }),
      expect.objectContaining({ page_name: "home", section_name: "hero", content_key: "slide_1_image_1" }),
    ]);

    const free = await trpc<{ products: unknown[]; content: unknown[] }>("usage", { name: unused.name });
    expect(free.data).toMatchObject({ products: [], content: [] });
    const missing = await send(server, "GET", "/api/images/nope.png/usage", undefined, admin);
    expect(missing.status).toBe(404);
  });

  it("is for admins only", async () => {
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      expect((await send(server, "GET", "/api/images/stats", undefined, headers)).status).toBe(status);
      expect((await send(server, "GET", "/api/images/x.png/usage", undefined, headers)).status).toBe(status);
      expect((await trpc("adminList", {}, headers)).status).toBe(status);
    }
  });
});
