import { insertContent } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Item {
  page_name: string;
  section_name: string;
  content_key: string;
}

describe(`the content screen's calls (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    await insertContent(db, {
      pageName: "home",
      sectionName: "hero",
      contentKey: "slide_1_image_1",
      contentType: "image",
      contentValue: "/images/a.svg",
    });
    await insertContent(db, {
      pageName: "home",
      sectionName: "hero",
      contentKey: "slide_1_image_2",
      contentType: "image",
      contentValue: "/images/b.svg",
    });
    await insertContent(db, {
      pageName: "home",
      sectionName: "vendors",
      contentKey: "badger_logo",
      contentType: "image",
      contentValue: "/images/badger.svg",
    });
    await insertContent(db, {
      pageName: "about",
      sectionName: "hero",
      contentKey: "title",
      contentValue: "Since 2013, 100% local",
    });
  });
  afterAll(() => server?.stop());

  const trpc = async (path: string, input?: unknown, headers = admin) => {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return send(server, "GET", `/trpc/${path}${query}`, undefined, headers);
  };

  it("counts items, pages, sections (per page) and images in the database", async () => {
    const res = await send(server, "GET", "/api/website-content/stats", undefined, admin);
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({
      total: 4,
      pages: 2,
      sections: 3,
      images: 3,
      page_names: ["about", "home"],
      sections_by_page: [
        { page_name: "about", section_name: "hero" },
        { page_name: "home", section_name: "hero" },
        { page_name: "home", section_name: "vendors" },
      ],
    });
  });

  it("lists by page and section, and finds text in keys and values (taken literally)", async () => {
    const keys = async (input: unknown) => {
      const res = await trpc("content.adminList", input);
      expect(res.status).toBe(200);
      return (res.body as { result: { data: { items: Item[] } } }).result.data.items.map(
        (i) => i.content_key,
      );
    };
    expect(await keys(undefined)).toEqual(["title", "slide_1_image_1", "slide_1_image_2", "badger_logo"]);
    expect(await keys({ page_name: "home", section_name: "hero" })).toEqual([
      "slide_1_image_1",
      "slide_1_image_2",
    ]);
    expect(await keys({ search: "BADGER" })).toEqual(["badger_logo"]);
    expect(await keys({ search: "100%" })).toEqual(["title"]);
    expect(await keys({ search: "image_" })).toEqual(["slide_1_image_1", "slide_1_image_2"]);
  });

  it("is for admins only", async () => {
    const customer = await signedInHeaders(server, "customer");
    expect((await send(server, "GET", "/api/website-content/stats")).status).toBe(401);
    expect((await send(server, "GET", "/api/website-content/stats", undefined, customer)).status).toBe(403);
    expect((await trpc("content.adminList", {}, {})).status).toBe(401);
  });
});
