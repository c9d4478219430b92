import { access, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { images } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../src/common/uploads";
import { SVG_NOTHING_LEFT } from "../src/uploads/svg-rules";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;

interface ImageBody {
  name: string;
  url: string;
  size: number;
  type: string;
  created_at: string;
}

/** A multipart body with one file. The declared type is a claim the server must not trust. */
function imageForm(bytes: Uint8Array | string, fileName: string, declared = "image/png", field = "image") {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: declared }), fileName);
  return form;
}

describe(`image library (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  const post = async (route: string, body: FormData | string, headers: Record<string, string>) => {
    const res = await fetch(`${server.url}${route}`, { method: "POST", body, headers });
    return { status: res.status, body: (await res.json()) as { data: ImageBody; error: string } };
  };
  const upload = (bytes: Uint8Array | string, fileName: string, headers = admin) =>
    post("/api/upload-image", imageForm(bytes, fileName), headers);
  const storedFiles = async () =>
    (await readdir(path.join(server.uploadsDir, "images")).catch((): string[] => [])).sort();
  const snapshot = async () => ({
    rows: (await server.database.db.select().from(images)).map((row) => row.name).sort(),
    files: await storedFiles(),
  });
  const remove = (segment: string, headers = admin) =>
    send(server, "DELETE", `/api/images/${segment}`, undefined, headers);
  const listed = async () =>
    ((await send(server, "GET", "/api/images", undefined, admin)).body as { data: ImageBody[] }).data;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
  });
  afterAll(() => server?.stop());

  it("stores an upload byte for byte and lists it, newest first", async () => {
    const first = await upload(PNG, "Team Logo.png");
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: "Team-Logo.png", size: PNG.length, type: "image/png" });
    expect(first.body.data.url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect(Date.parse(first.body.data.created_at)).not.toBeNaN();

    const served = await fetch(`${server.url}${first.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const second = await upload(PNG, "later.png");
    const list = await listed();
    expect(list.slice(0, 2)).toEqual([second.body.data, first.body.data]);
    const trpc = (await (await fetch(`${server.url}/trpc/images.list`, { headers: admin })).json()) as {
      result: { data: ImageBody[] };
    };
    expect(trpc.result.data).toEqual(list);
  });

  it("gives duplicate names a number, also when uploads race", async () => {
    const names = [];
    for (let i = 0; i < 3; i += 1) names.push((await upload(PNG, "logo.png")).body.data.name);
    expect(names).toEqual(["logo.png", "logo-1.png", "logo-2.png"]);

    const together = await Promise.all(Array.from({ length: 5 }, () => upload(PNG, "rush.png")));
    expect(together.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(together.map((r) => r.body.data.name).sort()).toEqual(
      ["rush.png", "rush-1.png", "rush-2.png", "rush-3.png", "rush-4.png"].sort(),
    );

    // A rival row appears between the free-name check and the insert, as in a race: pick again.
    const db = server.database.db;
    await db.execute(sql`create function images_test_rival() returns trigger language plpgsql as $$
      begin
        if new.name = 'contested.png' and pg_trigger_depth() = 1 then
          insert into images (name, storage_key, size, type)
            values ('contested.png', 'images/rival', 1, 'image/png');
        end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger images_test_rival before insert on images
      for each row execute function images_test_rival()`);
    try {
      const contested = await upload(PNG, "contested.png");
      expect(contested.status).toBe(201);
      expect(contested.body.data.name).toBe("contested-1.png");
    } finally {
      await db.execute(sql`drop trigger images_test_rival on images`);
      await db.execute(sql`drop function images_test_rival()`);
      await db.execute(sql`delete from images where storage_key = 'images/rival'`);
    }
  });

  it("decides the type from the bytes and keeps client paths out of names and storage", async () => {
    const gif = await post("/api/upload-image", imageForm(PNG, "photo.gif", "image/gif"), admin);
    expect(gif.body.data).toMatchObject({ name: "photo.png", type: "image/png" });
    const [row] = await server.database.db.select().from(images).where(eq(images.name, "photo.png"));
    expect(row).toMatchObject({ type: "image/png", size: PNG.length });
    expect(row?.storageKey).toMatch(/^images\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.url}${gif.body.data.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    const sneaky = await upload(PNG, "../../etc/evil name.PNG");
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.data.name).toBe("evil-name.png");
    expect(sneaky.body.data.url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    const dotted = await upload(PNG, "...hidden.png");
    expect(dotted.body.data.name).toBe("hidden.png");
  });

  it("refuses bytes that are not an image and stores nothing", async () => {
    const before = await snapshot();
    for (const [bytes, fileName] of [
      ["<!doctype html><script>alert(document.cookie)</script>", "x.png"],
      ["just some text", "notes.jpg"],
      ["%PDF-1.7 a document", "doc.png"],
      ["", "empty.png"],
    ] as const) {
      const res = await upload(bytes, fileName);
      expect(res.status, fileName).toBe(400);
      expect(res.body.error, fileName).toBe("Please select an image file.");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an SVG with nothing left to draw once cleaned, and serves a clean one sandboxed", async () => {
    // What cleaning removes and keeps is tested in svg-uploads.test.ts.
    const before = await snapshot();
    for (const active of [
      svg("<script>alert(1)</script>"),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      svg("<foreignObject><p>hi</p></foreignObject>"),
      svg('<image href="https://tracker.example/pixel.png"/>'),
    ]) {
      const res = await upload(active, "badge.svg");
      expect(res.status, active).toBe(400);
      expect(res.body.error).toBe(SVG_NOTHING_LEFT);
    }
    expect(await snapshot()).toEqual(before);

    const clean = await upload(CLEAN_SVG, "badge.svg");
    expect(clean.status).toBe(201);
    expect(clean.body.data).toMatchObject({ name: "badge.svg", type: "image/svg+xml" });
    const served = await fetch(`${server.url}${clean.body.data.url}`);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await served.text()).toBe(CLEAN_SVG);
  });

  it("answers 413 for files over 10 MB and leaves no file behind", async () => {
    const before = await snapshot();
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    const res = await upload(big, "huge.png");
    expect(res.status).toBe(413);
    expect(res.body.error).toBe("File size must be less than 10MB.");
    const huge = await upload(new Uint8Array(MAX_FILE_BYTES + 200 * 1024), "huger.png");
    expect(huge.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("removes the saved file when the row cannot be written", async () => {
    const before = await snapshot();
    const db = server.database.db;
    await db.execute(sql`alter table images add constraint images_test_fail check (size < 0) not valid`);
    try {
      const res = await upload(PNG, "doomed.png");
      expect(res.status).toBe(500);
      expect(res.body.error).toBe("Something went wrong on our side. Please try again.");
    } finally {
      await db.execute(sql`alter table images drop constraint images_test_fail`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("explains malformed upload requests with 400, never 500", async () => {
    const form = imageForm(PNG, "a.png");
    form.append("image", new Blob([PNG]), "b.png");
    const extra = imageForm(PNG, "a.png");
    extra.append("caption", "hello");
    const text = new FormData();
    text.append("image", "not a file");
    const before = await snapshot();
    for (const [body, message] of [
      [new FormData(), /^Please select an image file\.$/],
      [imageForm(PNG, "a.png", "image/png", "file"), /^Please select an image file\.$/],
      [text, /^Please select an image file\.$/],
      [form, /one image at a time/],
      [extra, /caption/],
      [JSON.stringify({ image: "x" }), /multipart\/form-data/],
    ] as const) {
      const res = await post("/api/upload-image", body, admin);
      expect(res.status, String(message)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    for (const route of ["/api/upload-image", "/trpc/images.upload"]) {
      const res = await fetch(`${server.url}${route}`, {
        method: "POST",
        headers: { ...admin, "content-type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nnot really a part",
      });
      expect(res.status, route).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("uploads and deletes through tRPC too", async () => {
    const res = await fetch(`${server.url}/trpc/images.upload`, {
      method: "POST",
      headers: admin,
      body: imageForm(PNG, "via trpc.png"),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: ImageBody } };
    expect(body.result.data).toMatchObject({ name: "via-trpc.png", size: PNG.length });
    const deleted = await send(server, "POST", "/trpc/images.delete", { name: "via-trpc.png" }, admin);
    expect(deleted.body).toMatchObject({ result: { data: { name: "via-trpc.png" } } });
    const extra = await send(server, "POST", "/trpc/images.delete", { name: "x.png", id: 1 }, admin);
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toMatch(/id/);
  });

  it("deletes by exact name: the row, then the file", async () => {
    const created = (await upload(PNG, "Équipe Rouge.png")).body.data;
    expect(created.name).toBe("Équipe-Rouge.png");
    const fileName = path.basename(created.url);
    expect(await storedFiles()).toContain(fileName);

    const otherCase = await remove(encodeURIComponent("équipe-rouge.png"));
    expect(otherCase.status, "names match exactly").toBe(404);
    const res = await remove(encodeURIComponent(created.name));
    expect(res).toMatchObject({ status: 200, body: { data: { name: "Équipe-Rouge.png" } } });
    expect(await storedFiles()).not.toContain(fileName);
    expect((await listed()).map((image) => image.name)).not.toContain(created.name);
    expect((await fetch(`${server.url}${created.url}`)).status).toBe(404);

    const again = await remove(encodeURIComponent(created.name));
    expect(again).toMatchObject({ status: 404, body: { error: 'No image named "Équipe-Rouge.png".' } });
  });

  it("answers 404 for traversal names and touches nothing", async () => {
    await upload(PNG, "passwd.png");
    const outside = path.join(server.uploadsDir, "..", "secret");
    const inside = path.join(server.uploadsDir, "secret");
    await writeFile(outside, "keep");
    await writeFile(inside, "keep");
    const before = await snapshot();
    for (const segment of [
      encodeURIComponent("../../etc/passwd"),
      "%2e%2e%2fsecret",
      "..%2F..%2Fsecret",
      "..%5csecret",
      "a%00b",
      encodeURIComponent("%2e%2e%2fsecret"),
      encodeURIComponent("/etc/passwd"),
    ]) {
      const res = await remove(segment);
      expect(res.status, segment).toBe(404);
      expect((res.body as { error: string }).error, segment).toMatch(/^No image named "/);
    }
    const trpc = await send(server, "POST", "/trpc/images.delete", { name: "../secret" }, admin);
    expect(trpc.status).toBe(404);
    expect(await snapshot()).toEqual(before);
    await expect(access(outside)).resolves.toBeUndefined();
    await expect(access(inside)).resolves.toBeUndefined();
  });

  it("refuses visitors (401) and customers (403) on every path and changes nothing", async () => {
    const kept = (await upload(PNG, "keep-me.png")).body.data;
    const before = await snapshot();
    for (const [who, headers, status] of [
      ["visitor", {}, 401],
      ["customer", customer, 403],
    ] as const) {
      const list = await send(server, "GET", "/api/images", undefined, headers);
      expect(list.status, who).toBe(status);
      expect(JSON.stringify(list.body), who).not.toContain("keep-me");
      expect((await upload(PNG, "intruder.png", headers)).status, who).toBe(status);
      expect((await remove(kept.name, headers)).status, who).toBe(status);
      expect((await fetch(`${server.url}/trpc/images.list`, { headers })).status, who).toBe(status);
      expect((await post("/trpc/images.upload", imageForm(PNG, "intruder.png"), headers)).status, who).toBe(
        status,
      );
      // The role is checked before the body is read: even a garbled upload gets 401/403, not 400.
      const garbled = await fetch(`${server.url}/trpc/images.upload`, {
        method: "POST",
        headers: { ...headers, "content-type": "multipart/form-data; boundary=xyz" },
        body: "garbage",
      });
      expect(garbled.status, who).toBe(status);
      const trpcDelete = await send(server, "POST", "/trpc/images.delete", { name: kept.name }, headers);
      expect(trpcDelete.status, who).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
