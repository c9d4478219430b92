import http from "node:http";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInHeaders, startTestServer, storedFiles, type TestServer } from "./helpers";
import { request } from "./quote-fixtures";

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const BOUNDARY = "----streaming-test-boundary";
const CHUNK = Buffer.alloc(64 * 1024, 0x5a);

const fields: Record<string, string> = {
  name: "Casey Coach",
  email: "casey@example.com",
  team_name: "Clanton Tigers",
  products_interested: "Jerseys",
  ordering_items: "Hats",
  artwork_details: "Use the attached logo.",
};

/** The multipart text before one file's bytes: every artwork field, then the file part's head. */
const headOf = (formFields: Record<string, string>, fileField: string, fileName: string) =>
  Buffer.from(
    Object.entries(formFields)
      .map(
        ([key, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Streamed {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: string; data?: unknown };
  /** Bytes the client had written when the answer came. */
  sentWhenAnswered: number;
  elapsedMs: number;
  /** The most the process's ArrayBuffers (where request bytes are held) grew while it ran. */
  peakArrayBufferGrowth: number;
}

/**
 * Streams a multipart upload of `fileBytes` (a PNG signature then filler) from a reused 64 KB
 * buffer, so only the server could hold the body in memory; stops writing once the answer comes.
 */
function streamUpload(
  server: TestServer,
  path: string,
  options: {
    fileBytes: number;
    fileField?: string;
    headers?: Record<string, string>;
    chunked?: boolean;
    agent?: http.Agent;
    formFields?: Record<string, string>;
  },
): Promise<Streamed> {
  const head = headOf(options.formFields ?? fields, options.fileField ?? "files", "big.png");
  const total = head.length + options.fileBytes + TAIL.length;
  const baseline = process.memoryUsage().arrayBuffers;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  return new Promise<Streamed>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${server.url}${path}`, {
      method: "POST",
      agent: options.agent,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.chunked ? {} : { "content-length": String(total) }),
        ...options.headers,
      },
    });
    req.on("response", (res) => {
      sample();
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        sample();
        clearInterval(sampler);
        const text = Buffer.concat(chunks).toString();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? JSON.parse(text) : {},
          sentWhenAnswered,
          elapsedMs: performance.now() - started,
          peakArrayBufferGrowth: peak - baseline,
        });
      });
    });
    // The server may close while the client is still writing: that is the point, not a failure.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = (bytes: Buffer) => {
      sent += bytes.length;
      return req.write(bytes);
    };
    write(head);
    write(PNG_SIGNATURE);
    let fileLeft = options.fileBytes - PNG_SIGNATURE.length;
    const pump = () => {
      while (fileLeft > 0 && !answered && !req.destroyed) {
        const piece = fileLeft >= CHUNK.length ? CHUNK : CHUNK.subarray(0, fileLeft);
        fileLeft -= piece.length;
        if (!write(piece)) return void req.once("drain", pump);
      }
      if (fileLeft <= 0 && !answered) req.end(TAIL);
    };
    pump();
  });
}

describe(`uploads read as they stream (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let clients = 0;
  /** A fresh client address, so one test's counting never limits another. */
  const newClient = () => ({ "x-forwarded-for": `198.51.100.${++clients}` });

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("refuses a limited client's 95 MB artwork request with 429 before reading it", async () => {
    server.advanceClock(HOUR_MS + 1000);
    const client = newClient();
    // Twenty requests use up the artwork limit (each is counted, even when its fields are refused).
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
        method: "POST",
        headers: client,
        body: new FormData(),
      });
      expect(res.status).not.toBe(429);
    }
    const before = await storedFiles(server);
    for (const path of ["/api/custom-artwork-submissions", "/api/quotes"]) {
      if (path === "/api/quotes") {
        for (let i = 0; i < 20; i += 1)
          await fetch(`${server.url}${path}`, { method: "POST", headers: client, body: new FormData() });
      }
      const res = await streamUpload(server, path, { fileBytes: 95 * MB, headers: client });
      expect(res.status, path).toBe(429);
      expect(res.body.error, path).toMatch(/^Too many requests from your network\./);
      expect(Number(res.headers["retry-after"]), path).toBeGreaterThan(0);
      expect(res.headers.connection, path).toBe("close");
      expect(res.elapsedMs, path).toBeLessThan(3000);
      expect(res.sentWhenAnswered, path).toBeLessThan(20 * MB);
      expect(res.peakArrayBufferGrowth, path).toBeLessThan(20 * MB);
    }
    // tRPC's door too, with no declared length (nothing may buffer it before the limit is checked).
    const trpc = await streamUpload(server, "/trpc/submissions.createArtwork", {
      fileBytes: 95 * MB,
      headers: client,
      chunked: true,
    });
    expect(trpc.status).toBe(429);
    expect(trpc.sentWhenAnswered).toBeLessThan(20 * MB);
    expect(trpc.peakArrayBufferGrowth).toBeLessThan(20 * MB);
    expect(await storedFiles(server)).toEqual(before);
  });

  it("refuses a file over 10 MB with 413 and the spec's message before the rest of the body arrives", async () => {
    const cases = [
      { path: "/api/custom-artwork-submissions", message: 'File "big.png" is too large. Max size is 10MB.' },
      { path: "/api/quotes", message: 'File "big.png" is too large. Max size is 10MB.', fileField: "files" },
    ];
    for (const { path, message, fileField } of cases) {
      const res = await streamUpload(server, path, {
        fileBytes: 90 * MB,
        fileField,
        headers: newClient(),
        formFields: path === "/api/quotes" ? {} : fields,
      });
      expect(res.status, path).toBe(413);
      expect(res.body.error, path).toBe(message);
      expect(res.headers.connection, path).toBe("close");
      expect(res.sentWhenAnswered, path).toBeLessThan(30 * MB);
      // The refused file's first 10 MB may be held until the refusal; never the 90 MB body.
      expect(res.peakArrayBufferGrowth, path).toBeLessThan(40 * MB);
    }
  });

  it("refuses an image or proof over 10 MB, sent chunked (no declared length), with 413", async () => {
    const quoteFor = async () => {
      const res = await fetch(`${server.url}/api/quotes`, {
        method: "POST",
        headers: { "content-type": "application/json", ...newClient() },
        body: JSON.stringify(request()),
      });
      return ((await res.json()) as { data?: { id?: string } }).data?.id;
    };
    const quoteId = await quoteFor();
    const cases = [
      { path: "/api/upload-image", field: "image", message: "File size must be less than 10MB." },
      ...(quoteId
        ? [
            {
              path: `/api/quotes/${quoteId}/proofs`,
              field: "file",
              message: 'File "big.png" is too large. Max size is 10MB.',
            },
          ]
        : []),
    ];
    expect(cases).toHaveLength(2);
    for (const { path, field, message } of cases) {
      const res = await streamUpload(server, path, {
        fileBytes: 60 * MB,
        fileField: field,
        formFields: {},
        headers: admin,
        chunked: true,
      });
      expect(res.status, path).toBe(413);
      expect(res.body.error, path).toBe(message);
      expect(res.sentWhenAnswered, path).toBeLessThan(30 * MB);
    }
  });

  it("refuses an anonymous or customer image or proof upload before reading its file", async () => {
    const customer = await signedInHeaders(server, "customer");
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      for (const path of ["/api/upload-image", `/api/quotes/${PLACEHOLDER_ID}/proofs`]) {
        const res = await streamUpload(server, path, {
          fileBytes: 60 * MB,
          fileField: "image",
          formFields: {},
          headers,
          chunked: true,
        });
        expect(res.status, path).toBe(status);
        expect(res.headers.connection, path).toBe("close");
        expect(res.sentWhenAnswered, path).toBeLessThan(20 * MB);
      }
    }
  });

  it("refuses a form of thousands of tiny fields with 413", async () => {
    const form = new FormData();
    for (let i = 0; i < 5000; i += 1) form.append(`field${i}`, "x");
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      headers: newClient(),
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The form has too many fields (at most 200)." });
  });

  it("still takes a normal upload, and a keep-alive client's next request works after a 413", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await streamUpload(server, "/api/upload-image", {
        fileBytes: 12 * MB,
        fileField: "image",
        formFields: {},
        headers: admin,
        agent,
      });
      expect(refused.status).toBe(413);
      // The server either says it closes or keeps the socket usable; here it says so.
      expect(refused.headers.connection).toBe("close");
      const fine = await streamUpload(server, "/api/upload-image", {
        fileBytes: 200 * 1024,
        fileField: "image",
        formFields: {},
        headers: admin,
        agent,
      });
      expect(fine.status).toBe(201);
      expect(fine.headers.connection).not.toBe("close");
      const artwork = await streamUpload(server, "/api/custom-artwork-submissions", {
        fileBytes: 10 * MB,
        headers: newClient(),
        agent,
      });
      expect(artwork.status).toBe(201);
    } finally {
      agent.destroy();
    }
  });
});
