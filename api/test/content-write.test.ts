import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ContentServer,
  DUPLICATE,
  errorOf,
  ITEM_KEYS,
  item,
  PATH,
  startContentServer,
  UNKNOWN_ID,
  valid,
} from "./content-fixtures";
import { send, type TestServer } from "./helpers";

let ctx: ContentServer;
let server: TestServer;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ctx = await startContentServer();
  ({ server, admin, customer } = ctx);
});
afterAll(() => server?.stop());
const rows = () => ctx.rows();
const rowById = (id: string) => ctx.rowById(id);
const create = (over: Record<string, unknown> = {}) => ctx.create(over);

describe(`website content: changes and access (${testDatabaseEngine})`, () => {
  describe("POST /api/website-content", () => {
    it("creates an item for an admin and answers 201 with it", async () => {
      const res = await send(
        server,
        "POST",
        PATH,
        valid({ page_name: " about ", content_key: "founded" }),
        admin,
      );
      expect(res.status).toBe(201);
      const created = item(res.body);
      // The item, and what the site does with it (nothing: the site does not read about / story).
      expect(Object.keys(created).sort()).toEqual([...ITEM_KEYS, "site_use"].sort());
      expect(created).toMatchObject({
        page_name: "about",
        content_key: "founded",
        content_value: "Founded in 2013.",
      });
      const row = await rowById(created.id);
      expect(row).toMatchObject({
        pageName: "about",
        sectionName: "story",
        contentKey: "founded",
        contentType: "text",
      });
    });

    it("stores an absent, blank or wholly unsafe value as null", async () => {
      const { content_value: _omit, ...noValue } = valid({ content_type: "image" });
      const a = await send(server, "POST", PATH, noValue, admin);
      const b = await send(
        server,
        "POST",
        PATH,
        valid({ content_type: "json", content_value: "   " }),
        admin,
      );
      const c = await send(
        server,
        "POST",
        PATH,
        valid({ content_type: "html", content_value: "<script>x()</script>" }),
        admin,
      );
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      for (const res of [a, b, c]) expect((await rowById(item(res.body).id))?.contentValue).toBeNull();
    });

    it("refuses bad input with a 400 naming the field and stores nothing", async () => {
      const before = await rows();
      const cases: [unknown, RegExp][] = [
        [valid({ page_name: undefined }), /page_name: Page name is required/],
        [valid({ section_name: "  " }), /section_name: Section name is required/],
        [valid({ content_key: undefined }), /content_key: Content key is required/],
        [valid({ content_type: undefined }), /content_type: Content type is required/],
        [valid({ content_type: "video" }), /content_type: .*text, image, html, json/],
        [valid({ page_name: 42 }), /page_name: /],
        [valid({ content_value: { a: 1 } }), /content_value: Content value must be text/],
        [valid({ content_key: "hero image/1" }), /content_key: .*letters, digits/],
        [valid({ page_name: "x".repeat(101) }), /page_name: .*at most 100/],
        [valid({ content_value: "a\u0000b" }), /content_value: .*control characters/],
        [valid({ section_name: "hero\u0000" }), /section_name: .*control characters/],
        [valid({ content_value: "x".repeat(100_001) }), /content_value: .*at most 100000/],
        [valid({ role: "admin" }), /role/],
        [valid({ id: UNKNOWN_ID }), /id/],
      ];
      for (const [body, message] of cases) {
        const res = await send(server, "POST", PATH, body, admin);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(errorOf(res.body)).toMatch(message);
      }
      expect(await rows()).toEqual(before);
    });

    it("answers 400, not 500, to a body that is not a JSON object", async () => {
      const before = await rows();
      for (const body of ["{not json", "[1,2]", '"text"', "null"]) {
        const res = await send(server, "POST", PATH, body, admin);
        expect(res.status, body).toBe(400);
        expect(errorOf(res.body), body).toMatch(/JSON/);
      }
      const form = await send(server, "POST", PATH, undefined, { ...admin, "content-type": "text/plain" });
      expect(form.status).toBe(400);
      expect(await rows()).toEqual(before);
    });

    it("checks json values and keeps valid ones as written", async () => {
      const bad = await send(
        server,
        "POST",
        PATH,
        valid({ content_type: "json", content_value: "{'a':1}" }),
        admin,
      );
      expect(bad.status).toBe(400);
      expect(errorOf(bad.body)).toMatch(/^content_value: Content value must be valid JSON: \S/);
      const json = '{"slides":[1,2,3],"autoplay":true}';
      const good = await create({ content_type: "json", content_value: json });
      expect(good.content_value).toBe(json);
    });

    it("accepts image addresses and refuses anything else", async () => {
      for (const url of ["https://cdn.example.com/a.png", "/uploads/images/a.png"]) {
        expect((await create({ content_type: "image", content_value: url })).content_value).toBe(url);
      }
      for (const url of [
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        "//evil.example/a.png",
        "logo.png",
      ]) {
        const res = await send(
          server,
          "POST",
          PATH,
          valid({ content_type: "image", content_value: url }),
          admin,
        );
        expect(res.status, url).toBe(400);
        expect(errorOf(res.body), url).toMatch(/^content_value: Content value must be a URL/);
      }
    });

    it("sanitises html on save: no script, no handlers, no javascript: links", async () => {
      const hostile =
        '<h2>Sale</h2><p onclick="steal()">Big <strong>savings</strong></p><script>alert(1)</script>' +
        '<img src="/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<a href="https://example.com" target="_blank">shop</a><iframe src="https://evil.example"></iframe>';
      const created = await create({ content_type: "html", content_value: hostile });
      const stored = (await rowById(created.id))?.contentValue ?? "";
      for (const value of [stored, created.content_value ?? ""]) {
        expect(value).not.toMatch(/<script|onerror=|onclick=|javascript:|<iframe/i);
      }
      expect(stored).toBe(
        '<h2>Sale</h2><p>Big <strong>savings</strong></p><img src="/a.png" /><a>x</a>' +
          '<a href="https://example.com" target="_blank" rel="noopener noreferrer">shop</a>',
      );
    });

    it("leaves text values as typed: they are rendered as text, not HTML", async () => {
      const text = "Use <b> & 'quotes' for 5 > 3";
      expect((await create({ content_type: "text", content_value: text })).content_value).toBe(text);
    });

    it("answers 409 to a second item at the same page, section and key, storing nothing", async () => {
      const first = await create({ content_key: "dup_key" });
      const before = await rows();
      const res = await send(
        server,
        "POST",
        PATH,
        valid({ content_key: "dup_key", content_value: "other" }),
        admin,
      );
      expect(res).toMatchObject({ status: 409, body: { error: DUPLICATE } });
      expect(await rows()).toEqual(before);
      expect((await rowById(first.id))?.contentValue).toBe("Founded in 2013.");
    });
  });

  describe("PUT /api/website-content/:id", () => {
    it("replaces the five fields and moves updated_at", async () => {
      const created = await create();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await send(
        server,
        "PUT",
        `${PATH}/${created.id}`,
        valid({
          page_name: "home",
          section_name: "promo",
          content_key: "banner",
          content_type: "html",
          content_value: '<p onmouseover="x()">New</p><script>x()</script>',
        }),
        admin,
      );
      expect(res.status).toBe(200);
      const updated = item(res.body);
      expect(updated).toMatchObject({
        id: created.id,
        page_name: "home",
        section_name: "promo",
        content_key: "banner",
        content_type: "html",
        content_value: "<p>New</p>",
        created_at: created.created_at,
      });
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect((await rowById(created.id))?.contentValue).toBe("<p>New</p>");
    });

    it("answers 409 when moved onto another item's address, leaving it unchanged", async () => {
      const other = await create();
      const res = await send(
        server,
        "PUT",
        `${PATH}/${other.id}`,
        valid({ page_name: "home", section_name: "hero", content_key: "headline" }),
        admin,
      );
      expect(res).toMatchObject({ status: 409, body: { error: DUPLICATE } });
      expect((await rowById(other.id))?.contentKey).toBe(other.content_key);
    });

    it("answers 400 to bad fields and 404 to unknown ids, changing nothing", async () => {
      const target = await create();
      const before = await rows();
      const bad = await send(
        server,
        "PUT",
        `${PATH}/${target.id}`,
        valid({ content_type: "json", content_value: "nope" }),
        admin,
      );
      expect(bad.status).toBe(400);
      const partial = await send(
        server,
        "PUT",
        `${PATH}/${target.id}`,
        { content_value: "only this" },
        admin,
      );
      expect(partial.status).toBe(400);
      for (const id of [UNKNOWN_ID, "not-a-uuid", "1' OR '1'='1", "..%2F..%2Fetc"]) {
        const res = await send(server, "PUT", `${PATH}/${id}`, valid(), admin);
        expect(res.status, id).toBe(404);
        expect(errorOf(res.body)).toMatch(/^No content item with id /);
      }
      expect(await rows()).toEqual(before);
    });
  });

  describe("DELETE /api/website-content/:id", () => {
    it("deletes for an admin, then answers 404 for the same id", async () => {
      const target = await create();
      const res = await send(server, "DELETE", `${PATH}/${target.id}`, undefined, admin);
      expect(res).toMatchObject({ status: 200, body: { data: { id: target.id } } });
      expect(await rowById(target.id)).toBeUndefined();
      expect((await send(server, "DELETE", `${PATH}/${target.id}`, undefined, admin)).status).toBe(404);
      expect((await send(server, "DELETE", `${PATH}/not-a-uuid`, undefined, admin)).status).toBe(404);
    });
  });

  describe("access", () => {
    it("answers 401 to visitors and 403 to customers on every write, changing nothing", async () => {
      const target = await create();
      const before = await rows();
      const writes: [string, string, unknown][] = [
        ["POST", PATH, valid()],
        ["PUT", `${PATH}/${target.id}`, valid({ content_value: "hijacked" })],
        ["DELETE", `${PATH}/${target.id}`, undefined],
      ];
      for (const [method, path, body] of writes) {
        const anonymous = await send(server, method, path, body);
        expect(anonymous.status, `${method} anonymous`).toBe(401);
        const signedIn = await send(server, method, path, body, customer);
        expect(signedIn, `${method} customer`).toMatchObject({
          status: 403,
          body: { error: "Access denied. Admin privileges required." },
        });
      }
      const trpc = await fetch(`${server.url}/trpc/content.create`, {
        method: "POST",
        headers: { "content-type": "application/json", ...customer },
        body: JSON.stringify(valid()),
      });
      expect(trpc.status).toBe(403);
      const crossSite = await send(server, "DELETE", `${PATH}/${target.id}`, undefined, {
        ...admin,
        origin: "https://evil.example",
      });
      expect(crossSite.status).toBe(403);
      expect(await rows()).toEqual(before);
    });
  });
});
