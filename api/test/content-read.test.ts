import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, ITEM_KEYS, type Item, items, PATH, startContentServer } from "./content-fixtures";
import { send, type TestServer } from "./helpers";

let server: TestServer;
beforeAll(async () => {
  ({ server } = await startContentServer());
});
afterAll(() => server?.stop());

describe(`website content: reading (${testDatabaseEngine})`, () => {
  describe("GET /api/website-content", () => {
    it("lists every item by page, section and key in the spec's field names", async () => {
      const res = await send(server, "GET", PATH);
      expect(res.status).toBe(200);
      const data = items(res.body);
      expect(Object.keys(data[0] ?? {}).sort()).toEqual(ITEM_KEYS);
      const addresses = data.map((i) => `${i.page_name}/${i.section_name}/${i.content_key}`);
      expect(addresses.slice(0, 5)).toEqual([
        "contact/hours/weekday",
        "home/hero/headline",
        "home/hero/slide_1_image_1",
        "home/hero/slide_2_image_1",
        "home/vendors/pacific_logo",
      ]);
      expect(data[0]?.content_value).toBeNull();
      expect(data[0]?.content_type).toBe("text");
      expect(new Date(data[0]?.updated_at ?? "").toISOString()).toBe(data[0]?.updated_at);
    });

    it("filters by page, section and type the way the home page asks", async () => {
      const hero = items((await send(server, "GET", `${PATH}?page_name=home&section_name=hero`)).body);
      expect(hero.map((i) => i.content_key)).toEqual(["headline", "slide_1_image_1", "slide_2_image_1"]);
      const vendors = items(
        (await send(server, "GET", `${PATH}?page_name=home&section_name=vendors&content_type=image`)).body,
      );
      expect(vendors.map((i) => i.content_key)).toEqual(["pacific_logo"]);
      const images = items((await send(server, "GET", `${PATH}?page_name=home&content_type=image`)).body);
      expect(images.map((i) => i.content_key)).toEqual([
        "slide_1_image_1",
        "slide_2_image_1",
        "pacific_logo",
      ]);
      const none = await send(server, "GET", `${PATH}?page_name=nowhere`);
      expect(none).toMatchObject({ status: 200, body: { data: [] } });
    });

    it("honours limit and ignores blank filters and unknown parameters", async () => {
      const two = items((await send(server, "GET", `${PATH}?limit=2`)).body);
      expect(two.map((i) => i.content_key)).toEqual(["weekday", "headline"]);
      const all = items((await send(server, "GET", PATH)).body);
      const loose = await send(server, "GET", `${PATH}?page_name=&order=created_at.desc&select=*&x=1`);
      expect(loose.status).toBe(200);
      expect(items(loose.body)).toEqual(all);
    });

    it("answers 400 naming a bad limit or content type", async () => {
      for (const limit of ["abc", "0", "-1", "1.5", "501", ""]) {
        const res = await send(server, "GET", `${PATH}?limit=${limit}`);
        expect(res.status, limit).toBe(400);
        expect(errorOf(res.body), limit).toMatch(/^limit: /);
      }
      const type = await send(server, "GET", `${PATH}?content_type=video`);
      expect(type.status).toBe(400);
      expect(errorOf(type.body)).toMatch(/^content_type: .*text, image, html, json/);
      const long = await send(server, "GET", `${PATH}?page_name=${"p".repeat(101)}`);
      expect(long.status).toBe(400);
      expect(errorOf(long.body)).toMatch(/^page_name: /);
    });

    it("gives the same list through tRPC, which refuses unknown input keys", async () => {
      const input = encodeURIComponent(JSON.stringify({ page_name: "home", section_name: "hero" }));
      const trpc = (await (await fetch(`${server.url}/trpc/content.list?input=${input}`)).json()) as {
        result: { data: Item[] };
      };
      const rest = items((await send(server, "GET", `${PATH}?page_name=home&section_name=hero`)).body);
      expect(trpc.result.data).toEqual(rest);
      const bad = await fetch(
        `${server.url}/trpc/content.list?input=${encodeURIComponent('{"colour":"red"}')}`,
      );
      expect(bad.status).toBe(400);
    });
  });
});
