import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../src/common/uploads";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
};

const artworkFields = {
  name: "Casey Coach",
  email: "casey@example.com",
  team_name: "Clanton Tigers",
  products_interested: "Jerseys",
  ordering_items: "Hats",
  artwork_details: "Use the attached logo.",
};

interface UploadPath {
  name: string;
  rest: string;
  trpc: string;
  /** The form that carries one file the way this path expects it. */
  form: (file: Blob, fileName: string) => FormData;
  /** The spec's words for a file over the limit. */
  tooLarge: (fileName: string) => string;
  howToSend: RegExp;
}

const paths: UploadPath[] = [
  {
    name: "artwork requests",
    rest: "/api/custom-artwork-submissions",
    trpc: "/trpc/submissions.createArtwork",
    form: (file, fileName) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(artworkFields)) form.append(key, value);
      form.append("files", file, fileName);
      return form;
    },
    tooLarge: (fileName) => `File "${fileName}" is too large. Max size is 10MB.`,
    howToSend: /^Send the artwork request as multipart\/form-data with the fields name, email/,
  },
  {
    name: "the image library",
    rest: "/api/upload-image",
    trpc: "/trpc/images.upload",
    form: (file, fileName) => {
      const form = new FormData();
      form.append("image", file, fileName);
      return form;
    },
    tooLarge: () => "File size must be less than 10MB.",
    howToSend: /^Send the image as multipart\/form-data with the file in a field named image\.$/,
  },
];

describe(`upload paths read and limit files alike (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  const post = async (route: string, body: FormData | string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${route}`, {
      method: "POST",
      body,
      headers: { ...admin, ...headers },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** The message of a REST `{ error }` or a tRPC `{ error: { message } }` answer. */
  const messageOf = (body: Record<string, unknown>) =>
    typeof body.error === "string" ? body.error : (body.error as { message: string }).message;

  describe.each(paths)("$name", (path) => {
    it("answers a body that is not multipart with 400 saying how to send it", async () => {
      for (const [body, type] of [
        ['{"name":"x"}', "application/json"],
        ["name=x", "application/x-www-form-urlencoded"],
        ["", "text/plain"],
      ] as const) {
        const res = await post(path.rest, body, { "content-type": type });
        expect(res.status, type).toBe(400);
        expect(res.body.error, type).toMatch(path.howToSend);
      }
    });

    it("answers a broken multipart body with 400 saying it could not be read and how to send it", async () => {
      const res = await post(path.rest, "--xyz\r\nnot really a part", {
        "content-type": "multipart/form-data; boundary=xyz",
      });
      expect(res.status).toBe(400);
      const message = String(res.body.error);
      expect(message).toMatch(/^The multipart\/form-data body could not be read\. /);
      expect(message.replace(/^The multipart\/form-data body could not be read\. /, "")).toMatch(
        path.howToSend,
      );
    });

    it("accepts a file of exactly 10 MB and refuses one byte more with 413, through REST and tRPC", async () => {
      for (const route of [path.rest, path.trpc]) {
        const exact = await post(route, path.form(new Blob([pngOfSize(MAX_FILE_BYTES)]), "exact.png"));
        expect(exact.status, route).toBe(route === path.rest ? 201 : 200);
        const over = await post(route, path.form(new Blob([pngOfSize(MAX_FILE_BYTES + 1)]), "over.png"));
        expect(over.status, route).toBe(413);
        expect(messageOf(over.body), route).toBe(path.tooLarge("over.png"));
      }
    });
  });
});

// Decision 050: a PDF (or any file that is not a picture) opened from /uploads/ would run in the
// browser's PDF viewer on the store's origin, so it is sent as a download; pictures stay inline.
describe(`stored files: pictures shown, other files downloaded (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  const pdf = new TextEncoder().encode(
    "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';

  /** The addresses an artwork request with these files was stored under. */
  const artworkUrls = async (files: [Uint8Array, string, string][]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(artworkFields)) form.append(key, value);
    for (const [bytes, name, type] of files) form.append("files", new Blob([bytes], { type }), name);
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, { method: "POST", body: form });
    const body = (await res.json()) as { data: { uploaded_design_url: string } };
    expect(res.status).toBe(201);
    return body.data.uploaded_design_url.split(", ");
  };
  const libraryUrl = async (bytes: Uint8Array | string, name: string, type: string) => {
    const form = new FormData();
    form.append("image", new Blob([bytes], { type }), name);
    const res = await fetch(`${server.url}/api/upload-image`, { method: "POST", body: form, headers: admin });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { url: string } }).data.url;
  };

  it("serves a stored PDF as an attachment under its stored name, and a PNG inline, both inert", async () => {
    const [pdfUrl, pngUrl] = await artworkUrls([
      [pdf, "brief.pdf", "application/pdf"],
      [png, "logo.png", "image/png"],
    ]);
    expect(pdfUrl).toMatch(/^\/uploads\/artwork\/[\w-]+\.pdf$/);
    expect(pngUrl).toMatch(/^\/uploads\/artwork\/[\w-]+\.png$/);
    const storedName = pdfUrl?.split("/").pop();

    for (const method of ["GET", "HEAD"]) {
      const served = await fetch(`${server.url}${pdfUrl}`, { method });
      expect(served.status, method).toBe(200);
      expect(served.headers.get("content-type"), method).toBe("application/pdf");
      expect(served.headers.get("content-disposition"), method).toBe(`attachment; filename="${storedName}"`);
      expect(served.headers.get("x-content-type-options"), method).toBe("nosniff");
      expect(served.headers.get("content-security-policy"), method).toContain("sandbox");
      if (method === "GET")
        expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    }

    const picture = await fetch(`${server.url}${pngUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("content-disposition")).toBeNull();
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    expect(picture.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
  });

  it("keeps the image library's pictures, SVG included, inline", async () => {
    for (const [bytes, name, type] of [
      [png, "crest.png", "image/png"],
      [svg, "crest.svg", "image/svg+xml"],
    ] as const) {
      const served = await fetch(`${server.url}${await libraryUrl(bytes, name, type)}`);
      expect(served.status, name).toBe(200);
      expect(served.headers.get("content-type"), name).toMatch(new RegExp(`^${type.replace("+", "\\+")}`));
      expect(served.headers.get("content-disposition"), name).toBeNull();
    }
  });
});
