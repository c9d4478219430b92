import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { customArtworkSubmissions } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { s3Storage } from "../src/storage/s3";
import type { FileStorage } from "../src/storage/storage";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { startS3Server } from "./s3-server";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n", "latin1");
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

const artworkForm = (files: { bytes: Uint8Array; name: string; type: string }[]) => {
  const body = new FormData();
  for (const [key, value] of Object.entries({
    name: "Casey Coach",
    email: "casey@example.com",
    team_name: "Clanton Tigers",
    products_interested: "Jerseys",
    artwork_details: "Use the attached logo.",
  }))
    body.append(key, value);
  for (const file of files) body.append("files", new Blob([file.bytes], { type: file.type }), file.name);
  return body;
};

describe(`uploads in an S3 bucket (${testDatabaseEngine})`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: ReturnType<typeof s3Storage>;
  let server: TestServer;
  let admin: Record<string, string>;
  let bucket: S3Client;
  // Which save call should fail (1-based), to show a failed request leaves no object; null = none.
  let failOnSave: number | null = null;
  let saves = 0;
  const failing = (real: FileStorage): FileStorage => ({
    ...real,
    async save(folder, bytes, extension) {
      saves += 1;
      if (saves === failOnSave) throw new Error("bucket unreachable (injected)");
      return real.save(folder, bytes, extension);
    },
  });

  /** Every object key in the bucket, sorted. */
  const objects = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents ?? [])
      .map((o) => o.Key ?? "")
      .sort();
  const download = async (url: string, method = "GET") => {
    const res = await fetch(`${server.url}${url}`, { method });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = s3Storage(s3.settings);
    bucket = new S3Client({ ...s3.settings, credentials: s3.settings.credentials });
    server = await startTestServer({ storage, wrapStorage: failing });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(async () => {
    await server?.stop();
    storage?.close();
    bucket?.destroy();
    await s3?.stop();
  });
  beforeEach(() => {
    server.advanceClock(2 * 60 * 60 * 1000);
    failOnSave = null;
    saves = 0;
  });

  it("saves an object, serves it at /uploads/<key> with the same safe headers, and removes it", async () => {
    const { key, url } = await storage.save("proofs", PDF, "PDF");
    expect(key).toMatch(/^proofs\/[0-9a-f-]{36}\.pdf$/);
    expect(url).toBe(`/uploads/${key}`);
    expect(await objects()).toContain(key);

    const { res, bytes } = await download(url);
    expect(res.status).toBe(200);
    expect(bytes.equals(PDF)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(PDF.length));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const head = await download(url, "HEAD");
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get("content-length")).toBe(String(PDF.length));
    expect(head.bytes.length).toBe(0);

    await storage.remove(key);
    await storage.remove(key); // a missing object is not an error
    expect(await objects()).not.toContain(key);
    expect(await storage.read(key)).toBeNull();
    const gone = await download(url);
    expect(gone.res.status).toBe(404);
    expect(JSON.parse(gone.bytes.toString())).toEqual({ error: "No such file." });
  });

  it("answers 404 for names that are not stored files, without asking for anything outside the folders", async () => {
    for (const url of [
      "/uploads/artwork/00000000-0000-4000-8000-000000000000.png",
      "/uploads/secrets/x.png",
      "/uploads/artwork/.hidden.png",
      "/uploads/artwork/..%2f..%2fetc.png",
      "/uploads/artwork",
    ]) {
      expect((await download(url)).res.status, url).toBe(404);
    }
  });

  it("stores an admin's image upload in the bucket, serves it, and removes it with the image", async () => {
    const before = await objects();
    const form = new FormData();
    form.append("image", new Blob([SVG], { type: "image/svg+xml" }), "Team Crest.svg");
    const res = await fetch(`${server.url}/api/upload-image`, { method: "POST", body: form, headers: admin });
    expect(res.status).toBe(201);
    const image = ((await res.json()) as { data: { name: string; url: string } }).data;
    const added = (await objects()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(image.url).toBe(`/uploads/${added[0]}`);

    const { res: served, bytes } = await download(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toContain("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(bytes.toString()).toContain("<rect");

    const removed = await send(
      server,
      "DELETE",
      `/api/images/${encodeURIComponent(image.name)}`,
      undefined,
      admin,
    );
    expect(removed.status).toBe(200);
    expect(await objects()).toEqual(before);
    expect((await download(image.url)).res.status).toBe(404);
  });

  it("stores an artwork request's files in the bucket, each downloadable, and the row names them", async () => {
    const before = await objects();
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      body: artworkForm([
        { bytes: PNG, name: "logo.png", type: "image/png" },
        { bytes: PDF, name: "brief.pdf", type: "application/pdf" },
      ]),
    });
    expect(res.status).toBe(201);
    const urls = (
      (await res.json()) as { data: { uploaded_design_url: string } }
    ).data.uploaded_design_url.split(", ");
    expect(urls).toHaveLength(2);
    const added = (await objects()).filter((k) => !before.includes(k));
    expect(urls.map((u) => u.replace("/uploads/", "")).sort()).toEqual(added);
    expect((await download(urls[0] ?? "")).bytes.equals(PNG)).toBe(true);
    expect((await download(urls[1] ?? "")).bytes.equals(PDF)).toBe(true);
  });

  it("leaves no object and no row when a later file of the request cannot be stored", async () => {
    const before = await objects();
    const rowsBefore = (await server.database.db.select({ n: count() }).from(customArtworkSubmissions))[0]?.n;
    failOnSave = 2;
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      body: artworkForm([
        { bytes: PNG, name: "logo.png", type: "image/png" },
        { bytes: PDF, name: "brief.pdf", type: "application/pdf" },
      ]),
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await objects()).toEqual(before);
    expect((await server.database.db.select({ n: count() }).from(customArtworkSubmissions))[0]?.n).toBe(
      rowsBefore,
    );
  });
});
