import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeContentQuery, homeSections, homeSlots } from "../src/domains/content/home-page-content";
import { contentInput } from "../src/domains/content/schemas";
import { type ContentServer, PATH, startContentServer } from "./content-fixtures";
import { send, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

interface Saved {
  id: string;
  site_use: { shown: boolean; note: string };
}
const saved = (body: unknown) => (body as { data: Saved }).data;

let ctx: ContentServer;
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await startContentServer();
  ({ server, admin } = ctx);
});
afterAll(() => server?.stop());

describe("the home page's catalogue of words and pictures", () => {
  it("names each slot once, at an address and with a default the content form accepts", () => {
    const ids = homeSlots.map((slot) => `${slot.section}.${slot.key}`);
    expect(new Set(ids).size).toBe(ids.length);
    const sections = new Set<string>(homeSections.map((s) => s.section));
    for (const slot of homeSlots) {
      expect(sections.has(slot.section), slot.key).toBe(true);
      expect(slot.label.trim(), slot.key).not.toBe("");
      const item = {
        ...homeContentQuery,
        section_name: slot.section,
        content_key: slot.key,
        content_type: slot.kind,
        content_value: slot.default,
      };
      expect(contentInput.safeParse(item).success, slot.key).toBe(true);
    }
    // The words the issue lists are all there: the hidden heading, the slides, every section's.
    for (const id of [
      "hero.page_heading",
      "hero.slide_3_headline_2",
      "hero.slide_2_image_3_alt",
      "vendors.heading",
      "vendors.port_co_name",
      "categories.all_products_blurb",
      "categories.shop_now",
      "packages.point_3",
      "artwork.button_designs",
    ]) {
      expect(ids).toContain(id);
    }
  });
});

describe(`saving a content item says whether the site shows it (${testDatabaseEngine})`, () => {
  const post = (over: Record<string, unknown>) =>
    send(server, "POST", PATH, { content_type: "text", ...homeContentQuery, ...over }, admin);

  it("a home word: shown, as its label; blank: the default, named", async () => {
    const res = await post({ section_name: "packages", content_key: "heading", content_value: "Suit Up" });
    expect(res.status).toBe(201);
    const item = saved(res.body);
    expect(item.site_use).toEqual({ shown: true, note: 'The home page shows it as "Section heading".' });

    const blank = await send(
      server,
      "PUT",
      `${PATH}/${item.id}`,
      {
        ...homeContentQuery,
        section_name: "packages",
        content_key: "heading",
        content_type: "text",
        content_value: "",
      },
      admin,
    );
    expect(blank.status).toBe(200);
    expect(saved(blank.body).site_use).toEqual({
      shown: true,
      note: 'The value is blank, so the home page shows the default: "Outfit the Whole Roster".',
    });
  });

  it("an address the site does not read, or a word saved as HTML: not shown, and why", async () => {
    const unused = await post({ section_name: "hero", content_key: "headline_main", content_value: "Hi" });
    expect(unused.status).toBe(201);
    expect(saved(unused.body).site_use).toEqual({
      shown: false,
      note:
        "The site does not use this page, section and key, so nothing on the site changes. " +
        "Home Page Words lists every item the home page reads.",
    });
    const elsewhere = await post({ page_name: "about", section_name: "hero", content_key: "heading" });
    expect(saved(elsewhere.body).site_use.shown).toBe(false);

    const html = await post({
      section_name: "artwork",
      content_key: "heading",
      content_type: "html",
      content_value: "<b>Got a logo?</b>",
    });
    expect(html.status).toBe(201);
    expect(saved(html.body).site_use).toMatchObject({ shown: false });
    expect(saved(html.body).site_use.note).toContain("only from a Text item, not HTML");
    expect(saved(html.body).site_use.note).toContain("Change the type to Text.");
  });
});

// A stand-in for the web build's renderer: it draws the words it was handed as the first screen's
// data, so the test is about what the server hands it and when (the cache), not about React.
const RENDERER = `
export async function renderPage({ url, queries }) {
  const rows = queries.flatMap((q) => (Array.isArray(q.data) ? q.data : []));
  const words = rows.map((r) => '<p>' + r.section_name + '.' + r.content_key + '=' + r.content_value + '</p>');
  return { html: '<main>' + url + words.join('') + '</main>', data: [] };
}`;

describe(`the drawn home page after a content write (${testDatabaseEngine})`, () => {
  beforeAll(async () => {
    const dist = server.webDistDir;
    await writeFile(
      path.join(dist, "index.html"),
      '<!doctype html><html lang="en"><head><title>Store</title></head><body><div id="root"></div></body></html>',
    );
    const manifest = {
      kinds: PAGE_KINDS,
      pages: [{ path: "/", title: "Home", description: "Home." }],
      notFound: { title: "Page not found", description: "Not here." },
    };
    await writeFile(path.join(dist, "pages.json"), JSON.stringify(manifest));
    await mkdir(path.join(dist, "..", "dist-server"), { recursive: true });
    await writeFile(path.join(dist, "..", "dist-server", "entry-server.js"), RENDERER);
  });

  const page = async () => (await fetch(`${server.url}/`)).text();

  it("shows the next visitor the new words, and the default again once the item is cleared", async () => {
    const headline = {
      ...homeContentQuery,
      section_name: "hero",
      content_key: "slide_1_headline_1",
      content_type: "text",
    };
    const first = await fetch(`${server.url}/`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(await first.text()).toContain("<main>/");
    // The drawn page is kept: the same answer again, until a write.
    expect((await fetch(`${server.url}/`)).headers.get("etag")).toBe(etag);

    const created = await send(server, "POST", PATH, { ...headline, content_value: "Opening Day" }, admin);
    expect(created.status).toBe(201);
    const after = await page();
    expect(after).toContain("hero.slide_1_headline_1=Opening Day");

    const { id } = saved(created.body);
    expect(
      (await send(server, "PUT", `${PATH}/${id}`, { ...headline, content_value: null }, admin)).status,
    ).toBe(200);
    expect(await page()).not.toContain("Opening Day");
  });
});
