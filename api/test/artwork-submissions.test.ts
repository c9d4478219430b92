import { customArtworkSubmissions } from "@store/db";
import { insertArtworkSubmission } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const HOUR_MS = 60 * 60 * 1000;
const goodArtwork: Record<string, string> = {
  name: "Casey Coach",
  email: "casey@example.com",
  team_name: "Clanton Tigers",
  products_interested: "Jerseys and hoodies",
  artwork_details: "Navy and gold, tiger head on the chest.",
};

type Entry = [name: string, value: string | Blob, fileName?: string];
const form = (entries: Entry[]) => {
  const body = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, fileName);
  }
  return body;
};
const artworkEntries = (overrides: Record<string, string | undefined> = {}): Entry[] =>
  Object.entries({ ...goodArtwork, ...overrides }).flatMap(([k, v]): Entry[] =>
    v === undefined ? [] : [[k, v]],
  );

describe(`artwork requests: fields, list, rate limit (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, keepLogs: true });
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
  });
  afterAll(() => server?.stop());
  // Each test starts with fresh rate-limit windows.
  beforeEach(() => server.advanceClock(HOUR_MS + 1000));

  const db = () => server.database.db;
  const artworkCount = async () => (await db().select({ n: count() }).from(customArtworkSubmissions))[0]?.n;
  const postArtwork = async (body: FormData | string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      body,
      headers,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };

  describe("POST /api/custom-artwork-submissions (fields)", () => {
    it("stores a request without files: 201 { data: submission } with uploaded_design_url null", async () => {
      const res = await postArtwork(
        form([...artworkEntries(), ["ordering_items", "Pants"], ["ordering_items", "Full Sub 1/4 Zip"]]),
      );
      expect(res.status).toBe(201);
      const data = res.body.data as Record<string, unknown>;
      expect(data).toEqual({
        id: expect.any(String),
        number: expect.any(Number),
        reference: `A-${data.number}`,
        ...goodArtwork,
        ordering_items: "Pants, Full Sub 1/4 Zip",
        uploaded_design_url: null,
        status: "new",
        created_at: expect.any(String),
        review_path: expect.stringMatching(/^\/review\/[A-Za-z0-9_-]{43}$/),
      });
      const [row] = await db()
        .select()
        .from(customArtworkSubmissions)
        .where(eq(customArtworkSubmissions.id, String(data.id)));
      expect(row?.orderingItems).toBe("Pants, Full Sub 1/4 Zip");
      expect(row?.uploadedDesignUrl).toBeNull();
    });

    it.each([
      ["one joined text", [["ordering_items", "Pants, Hats"]], "Pants, Hats"],
      ["no ordering items", [], ""],
      [
        "blank entries",
        [
          ["ordering_items", " "],
          ["ordering_items", " Hats "],
        ],
        "Hats",
      ],
    ] as [string, Entry[], string][])(
      "stores ordering_items from %s as one text",
      async (_c, extra, stored) => {
        const res = await postArtwork(form([...artworkEntries(), ...extra]));
        expect(res.status).toBe(201);
        expect((res.body.data as { ordering_items: string }).ordering_items).toBe(stored);
      },
    );

    it.each([
      ["name", { name: undefined }, /name: Name is required/],
      ["email", { email: undefined }, /email: Email address is required/],
      ["team_name", { team_name: " " }, /team_name: Team name is required/],
      ["products_interested", { products_interested: undefined }, /products_interested: .* is required/],
      ["artwork_details", { artwork_details: undefined }, /artwork_details: Artwork details is required/],
      ["a bad email", { email: "casey@" }, /email: Enter a valid email address/],
      ["long details", { artwork_details: "d".repeat(5001) }, /artwork_details: .* at most 5000/],
      ["an unknown field", { role: "admin" }, /role/],
      ["a NUL character", { team_name: "Tigers\u0000" }, /team_name: .*invalid character/],
    ])(
      "refuses a request missing or with %s: 400 naming the field, nothing stored",
      async (_c, change, msg) => {
        const before = await artworkCount();
        const res = await postArtwork(form(artworkEntries(change)));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(msg);
        expect(await artworkCount()).toBe(before);
      },
    );

    it("refuses a field sent twice, a file in a text field and text in the files field", async () => {
      const before = await artworkCount();
      const cases: [Entry[], RegExp][] = [
        [[...artworkEntries(), ["name", "Someone Else"]], /name was sent more than once/],
        [
          [...artworkEntries({ artwork_details: undefined }), ["artwork_details", new Blob(["x"]), "a.txt"]],
          /artwork_details must be text/,
        ],
        [[...artworkEntries(), ["files", "/etc/passwd"]], /files must be uploaded files/],
      ];
      for (const [entries, message] of cases) {
        const res = await postArtwork(form(entries));
        expect(res.status, String(message)).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect(await artworkCount()).toBe(before);
    });

    it("answers 400 saying to send multipart/form-data to JSON, a form-encoded body or none", async () => {
      const before = await artworkCount();
      for (const [body, type] of [
        [JSON.stringify(goodArtwork), "application/json"],
        [new URLSearchParams(goodArtwork).toString(), "application/x-www-form-urlencoded"],
        ["", "text/plain"],
      ]) {
        const res = await postArtwork(body ?? "", { "content-type": type ?? "" });
        expect(res.status, type).toBe(400);
        expect(res.body.error, type).toMatch(/multipart\/form-data/);
      }
      expect(await artworkCount()).toBe(before);
    });

    it("answers 400, not 500, to a malformed multipart body", async () => {
      const res = await postArtwork("--nope\r\nthis is not multipart\r\n", {
        "content-type": "multipart/form-data; boundary=expected",
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/could not be read/);
    });

    it("works the same through tRPC, and refuses JSON input there with a clear message", async () => {
      const ok = await fetch(`${server.url}/trpc/submissions.createArtwork`, {
        method: "POST",
        body: form(artworkEntries({ team_name: "Via tRPC" })),
      });
      expect(ok.status).toBe(200);
      const { result } = (await ok.json()) as { result: { data: { team_name: string } } };
      expect(result.data.team_name).toBe("Via tRPC");
      const json = await send(server, "POST", "/trpc/submissions.createArtwork", goodArtwork);
      expect(json.status).toBe(400);
      expect((json.body as { error: { message: string } }).error.message).toMatch(/multipart\/form-data/);
    });
  });

  describe("GET /api/custom-artwork-submissions", () => {
    it("lists every request newest first for an admin", async () => {
      const older = await insertArtworkSubmission(db(), {
        teamName: "Old Team",
        uploadedDesignUrl: "/uploads/artwork/a.png, /uploads/artwork/b.pdf",
        createdAt: new Date("2019-05-01T08:00:00Z"),
      });
      await postArtwork(form(artworkEntries({ team_name: "Newest Team" })));
      const res = await send(server, "GET", "/api/custom-artwork-submissions", undefined, admin);
      expect(res.status).toBe(200);
      const { data } = res.body as { data: Record<string, unknown>[] };
      expect(data).toHaveLength(Number(await artworkCount()));
      expect(data[0]?.team_name).toBe("Newest Team");
      expect(data.at(-1)).toEqual({
        id: older.id,
        number: older.number,
        reference: `A-${older.number}`,
        name: older.name,
        email: older.email,
        team_name: "Old Team",
        products_interested: older.productsInterested,
        ordering_items: "",
        artwork_details: older.artworkDetails,
        uploaded_design_url: "/uploads/artwork/a.png, /uploads/artwork/b.pdf",
        status: "new",
        created_at: "2019-05-01T08:00:00.000Z",
      });
      const trpc = await send(server, "GET", "/trpc/submissions.listArtwork", undefined, admin);
      expect((trpc.body as { result: { data: { items: unknown } } }).result.data.items).toEqual(data);
    });

    it("answers 401 to a visitor and 403 to a customer", async () => {
      for (const [headers, status] of [
        [{}, 401],
        [customer, 403],
      ] as const) {
        for (const path of ["/api/custom-artwork-submissions", "/trpc/submissions.listArtwork"]) {
          const res = await send(server, "GET", path, undefined, headers);
          expect(res.status, path).toBe(status);
          expect(JSON.stringify(res.body), path).not.toContain("team_name");
        }
      }
    });
  });

  describe("rate limit", () => {
    it("allows 20 artwork requests an hour per client, then 429 with Retry-After", async () => {
      const school = { "x-forwarded-for": "203.0.113.20" };
      for (let i = 1; i <= 20; i += 1) {
        const res = await postArtwork(form(artworkEntries()), school);
        expect(res.status, `request ${i}`).toBe(201);
      }
      const before = await artworkCount();
      const limited = await postArtwork(form(artworkEntries()), school);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/Too many requests/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      const viaTrpc = await fetch(`${server.url}/trpc/submissions.createArtwork`, {
        method: "POST",
        body: form(artworkEntries()),
        headers: school,
      });
      expect(viaTrpc.status, "the limit is the procedure's, whichever door").toBe(429);
      expect(await artworkCount()).toBe(before);
      const contact = await send(
        server,
        "POST",
        "/api/contact-submissions",
        { name: "Pat", email: "pat@example.com", message: "Hello" },
        school,
      );
      expect(contact.status, "contact has its own budget").toBe(201);
    });
  });
});
