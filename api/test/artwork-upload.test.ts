import { readdir } from "node:fs/promises";
import path from "node:path";
import { customArtworkSubmissions } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "../src/storage/storage";
import { startTestServer, storedFiles, type TestServer } from "./helpers";

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;
const STORED_URL =
  /^\/uploads\/artwork\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|pdf)$/;
const unsupported = (name: string) =>
  `File "${name}" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.`;

// Real headers followed by every byte value, so a byte-exact round trip means something.
const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
const withHeader = (header: number[] | string, size = 0) => {
  const head = typeof header === "string" ? [...header].map((ch) => ch.charCodeAt(0)) : header;
  const bytes = new Uint8Array(Math.max(size, head.length + everyByte.length * 2));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i += 1) bytes[i] = (everyByte[i % 256] ?? 0) ^ 0x5a;
  return bytes;
};
const png = withHeader(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ).toJSON().data,
);
const jpeg = withHeader([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const gif = withHeader("GIF89a\x01\x00\x01\x00");
const pdf = withHeader("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

const fields: Record<string, string> = {
  name: "Casey Coach",
  email: "casey@example.com",
  team_name: "Clanton Tigers",
  products_interested: "Jerseys",
  ordering_items: "Full Sub Jersey, Hats",
  artwork_details: "Use the attached logo.",
};
type Upload = { bytes: Uint8Array; name: string; type?: string };
const artworkForm = (files: Upload[], overrides: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...overrides })) body.append(key, value);
  for (const file of files)
    body.append("files", new Blob([file.bytes], { type: file.type ?? "" }), file.name);
  return body;
};

describe(`artwork uploads (${testDatabaseEngine})`, () => {
  let server: TestServer;
  // Which save call should fail (1-based), for the all-or-nothing tests; null = none.
  let failOnSave: number | null = null;
  let saves = 0;
  const failingStorage = (real: FileStorage): FileStorage => ({
    ...real,
    async save(folder, bytes, extension) {
      saves += 1;
      if (saves === failOnSave) throw new Error("disk full (injected)");
      return real.save(folder, bytes, extension);
    },
  });

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, keepLogs: true, wrapStorage: failingStorage });
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    server.advanceClock(HOUR_MS + 1000);
    failOnSave = null;
    saves = 0;
  });

  const rowCount = async () =>
    (await server.database.db.select({ n: count() }).from(customArtworkSubmissions))[0]?.n;
  const post = async (body: FormData, route = "/api/custom-artwork-submissions") => {
    const res = await fetch(`${server.url}${route}`, { method: "POST", body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const urlsOf = (body: Record<string, unknown>) =>
    String((body.data as { uploaded_design_url: string | null }).uploaded_design_url).split(", ");
  const download = async (url: string) => {
    const res = await fetch(`${server.url}${url}`);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  /** Runs a request that must fail and checks it left no row and no file behind. */
  const expectNothingStored = async (
    request: () => Promise<{ status: number; body: Record<string, unknown> }>,
  ) => {
    const [rowsBefore, filesBefore] = [await rowCount(), await storedFiles(server)];
    const result = await request();
    expect(await rowCount(), "no row").toBe(rowsBefore);
    expect(await storedFiles(server), "no file").toEqual(filesBefore);
    return result;
  };

  it("stores JPEG, PNG, GIF and PDF under server names, URLs joined by ', ', served back byte for byte", async () => {
    const filesBefore = await storedFiles(server);
    const uploads = [
      { bytes: png, name: "logo.png", type: "image/png" },
      { bytes: jpeg, name: "photo.JPG", type: "image/jpeg" },
      { bytes: gif, name: "spin.gif", type: "image/gif" },
      { bytes: pdf, name: "brief.pdf", type: "application/pdf" },
    ];
    const res = await post(artworkForm(uploads));
    expect(res.status).toBe(201);
    const data = res.body.data as Record<string, unknown>;
    const urls = urlsOf(res.body);
    expect(urls).toHaveLength(4);
    expect(urls.map((u) => path.extname(u))).toEqual([".png", ".jpg", ".gif", ".pdf"]);
    for (const url of urls) expect(url).toMatch(STORED_URL);
    expect(data.uploaded_design_url).toBe(urls.join(", "));
    expect(data.ordering_items).toBe("Full Sub Jersey, Hats");

    for (const [i, url] of urls.entries()) {
      const { res: served, bytes } = await download(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(Buffer.from(bytes).equals(Buffer.from(uploads[i]?.bytes ?? [])), url).toBe(true);
    }
    const added = (await storedFiles(server)).filter((f) => !filesBefore.includes(f));
    expect(added.map((f) => `/uploads/${f.split(path.sep).join("/")}`).sort()).toEqual([...urls].sort());
    const [row] = await server.database.db
      .select()
      .from(customArtworkSubmissions)
      .where(eq(customArtworkSubmissions.id, String(data.id)));
    expect(row?.uploadedDesignUrl).toBe(urls.join(", "));
  });

  it("refuses PNG bytes sent as a PDF (by type or by name), storing nothing", async () => {
    for (const file of [
      { bytes: png, name: "design.pdf", type: "application/pdf" },
      { bytes: png, name: "design.pdf", type: "application/octet-stream" },
      { bytes: pdf, name: "scan.png", type: "image/png" },
    ]) {
      const res = await expectNothingStored(() => post(artworkForm([file])));
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toMatch(
        /^File "(design\.pdf|scan\.png)" is a (PNG image, not a PDF|PDF, not a PNG image)\./,
      );
    }
  });

  it("lets the bytes decide between picture formats: PNG bytes named .jpg are stored as .png", async () => {
    const res = await post(artworkForm([{ bytes: png, name: "design.jpg", type: "image/jpeg" }]));
    expect(res.status).toBe(201);
    const [url = ""] = urlsOf(res.body);
    expect(url).toMatch(/\.png$/);
    const { res: served, bytes } = await download(url);
    expect(served.headers.get("content-type")).toMatch(/^image\/png/);
    expect(Buffer.from(bytes).equals(Buffer.from(png))).toBe(true);
  });

  it.each([
    ["HTML named x.png", html, "x.png", "image/png"],
    ["an SVG with a script", svg, "logo.svg", "image/svg+xml"],
    ["a WebP (images only, not artwork)", withHeader("RIFF\x00\x00\x00\x00WEBPVP8 "), "a.webp", "image/webp"],
    ["a Windows program named .pdf", withHeader("MZ\x90\x00"), "brief.pdf", "application/pdf"],
    ["an empty file", new Uint8Array(0), "empty.png", "image/png"],
    ["a text file named fake.png", new TextEncoder().encode("not a picture\n"), "fake.png", "image/png"],
  ])(
    "refuses %s with the spec's 400 message, for the files field too, and stores nothing",
    async (_case, bytes, name, type) => {
      const res = await expectNothingStored(() => post(artworkForm([{ bytes, name, type }])));
      expect(res.status).toBe(400);
      // The form shows the message beside its files, where the visitor fixes it.
      expect(res.body).toEqual({ error: unsupported(name), fields: { files: unsupported(name) } });
    },
  );

  it("refuses the whole request when one of several files is bad, writing none of them", async () => {
    const res = await expectNothingStored(() =>
      post(
        artworkForm([
          { bytes: png, name: "ok.png" },
          { bytes: pdf, name: "ok.pdf" },
          { bytes: html, name: "page.gif", type: "image/gif" },
        ]),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(unsupported("page.gif"));
  });

  it("never lets a client file name become a path", async () => {
    // A name of its own: other programs may keep files of their own in a shared /tmp.
    const name = `x-${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
    const res = await post(artworkForm([{ bytes: png, name: `../../${name}`, type: "image/png" }]));
    expect(res.status).toBe(201);
    const [url = ""] = urlsOf(res.body);
    expect(url).toMatch(STORED_URL);
    expect(url).not.toContain(name);
    const outside = path.dirname(server.uploadsDir);
    expect(await readdir(outside)).not.toContain(name);
    expect(await readdir(path.dirname(outside))).not.toContain(name);
    for (const file of await storedFiles(server)) expect(`/uploads/${file}`).toMatch(STORED_URL);
  });

  it("echoes a hostile file name only as a short, plain name: no path, no control characters", async () => {
    for (const name of ["..\\..\\evil\u0007\u202e\tpage.png", `/etc/${"a".repeat(500)}.png`]) {
      const res = await expectNothingStored(() => post(artworkForm([{ bytes: html, name }])));
      expect(res.status).toBe(400);
      const echoed = /^File "(.*)" has an unsupported type\./.exec(String(res.body.error))?.[1] ?? "";
      expect(echoed.length, name).toBeGreaterThan(0);
      expect([...echoed].length, name).toBeLessThanOrEqual(80);
      expect(echoed, name).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
    }
  });

  it("refuses an 11 MB file with 413 and the spec's message, storing nothing", async () => {
    const big = withHeader([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 11 * MB);
    const alone = await expectNothingStored(() => post(artworkForm([{ bytes: big, name: "huge.png" }])));
    expect(alone.status).toBe(413);
    expect(alone.body).toEqual({ error: 'File "huge.png" is too large. Max size is 10MB.' });
    const second = await expectNothingStored(() =>
      post(
        artworkForm([
          { bytes: png, name: "fine.png" },
          { bytes: big, name: "huge.png" },
        ]),
      ),
    );
    expect(second.status).toBe(413);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const res = await post(artworkForm([{ bytes: withHeader("%PDF-1.4\n", 10 * MB), name: "max.pdf" }]));
    expect(res.status).toBe(201);
  });

  it("accepts up to 10 files and refuses 11 with a 400", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ bytes: gif, name: `g${i}.gif` }));
    const ok = await post(artworkForm(ten));
    expect(ok.status).toBe(201);
    expect(urlsOf(ok.body)).toHaveLength(10);
    const tooMany = await expectNothingStored(() =>
      post(artworkForm([...ten, { bytes: gif, name: "g10.gif" }])),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/files: Attach at most 10 files/);
  });

  it("treats the empty part a browser sends when no file was picked as no file", async () => {
    const body = artworkForm([]);
    body.append("files", new Blob([]), "");
    const res = await post(body);
    expect(res.status).toBe(201);
    expect((res.body.data as { uploaded_design_url: unknown }).uploaded_design_url).toBeNull();
  });

  it("removes the files already written when a later file cannot be written, and stores no row", async () => {
    failOnSave = 2;
    const res = await expectNothingStored(() =>
      post(
        artworkForm([
          { bytes: png, name: "a.png" },
          { bytes: jpeg, name: "b.jpg" },
          { bytes: pdf, name: "c.pdf" },
        ]),
      ),
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "Something went wrong on our side. Please try again." });
    expect(saves, "the first file was written before the failure").toBe(2);
  });

  it("removes the written files when the row cannot be stored", async () => {
    const { db } = server.database;
    await db.execute(
      sql`alter table custom_artwork_submissions add constraint test_refuse_team check (team_name <> 'Refused FC')`,
    );
    try {
      const res = await expectNothingStored(() =>
        post(
          artworkForm(
            [
              { bytes: png, name: "a.png" },
              { bytes: gif, name: "b.gif" },
            ],
            { team_name: "Refused FC" },
          ),
        ),
      );
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/constraint|insert|custom_artwork/i);
      expect(saves, "both files were written, then removed").toBe(2);
    } finally {
      await db.execute(sql`alter table custom_artwork_submissions drop constraint test_refuse_team`);
    }
  });

  it("takes files through tRPC too, with the same checks", async () => {
    const ok = await post(
      artworkForm([{ bytes: pdf, name: "brief.pdf" }]),
      "/trpc/submissions.createArtwork",
    );
    expect(ok.status).toBe(200);
    const { result } = ok.body as { result: { data: { uploaded_design_url: string } } };
    expect(result.data.uploaded_design_url).toMatch(STORED_URL);
    const bad = await expectNothingStored(() =>
      post(artworkForm([{ bytes: html, name: "x.png" }]), "/trpc/submissions.createArtwork"),
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { message: string } }).error.message).toBe(unsupported("x.png"));
  });
});
