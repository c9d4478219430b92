import { outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { mail, png } from "./quote-fixtures";

// Issue 26 (b): an artwork request gets what a quote request gets: a reference number (A-3001...),
// the customer's receipt by e-mail with what was sent, the next steps and a private link, and the
// store's staff find it by that number.

const fields: Record<string, string> = {
  name: "Casey Coach",
  email: "casey@example.com",
  team_name: "Receipt Rockets",
  products_interested: "Jerseys and hoodies",
  artwork_details: "Navy and gold, a rocket on the chest.",
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
type Answer = Record<string, any>;

describe(`an artwork request's receipt, number and link (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.database.db.delete(outboxEmails);
  });

  const outbox = () => server.database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt));
  const post = async (over: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...fields, ...over })) body.append(key, value);
    body.append("files", new Blob([png], { type: "image/png" }), "rocket logo.png");
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      body,
      headers,
    });
    return { status: res.status, data: ((await res.json()) as { data: Answer }).data };
  };

  it("answers with the request's number and private link, and e-mails the customer both", async () => {
    const res = await post();
    expect(res.status).toBe(201);
    expect(res.data.number).toBeGreaterThanOrEqual(3001);
    expect(res.data.reference).toBe(`A-${res.data.number}`);
    expect(res.data.review_path).toMatch(/^\/review\/[A-Za-z0-9_-]{43}$/);

    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.to])).toEqual([
      ["artwork.requested", "casey@example.com"],
      ["artwork.received", mail.storeEmail],
    ]);
    const receipt = emails[0];
    const reference = res.data.reference as string;
    expect(receipt?.subject).toBe(`We received your artwork request (${reference})`);
    // The reference, what was sent (the file by name), what happens next and a working link.
    expect(receipt?.text).toContain(`Your reference number is ${reference}.`);
    expect(receipt?.text).toContain("Products: Jerseys and hoodies");
    expect(receipt?.text).toContain("Files: rocket logo.png");
    expect(receipt?.text).toContain("Navy and gold, a rocket on the chest.");
    expect(receipt?.text).toContain("1. Review & Assessment");
    expect(receipt?.text).toContain("3. Approval & Production");
    const link = /https:\/\/shop\.clanton\.example(\/review\/[A-Za-z0-9_-]{43})\n/.exec(receipt?.text ?? "");
    expect(link).not.toBeNull();
    expect(receipt?.html).toContain(`href="${mail.publicUrl}${link?.[1]}"`);
    expect(receipt?.html).toContain("rocket logo.png");
    expect(emails[1]?.subject).toBe(`Artwork request ${reference} from Casey Coach (Receipt Rockets)`);

    // The e-mail's link and the answer's link each open the request, under its number.
    for (const path of [link?.[1], res.data.review_path]) {
      const page = await send(server, "GET", `/api${path}`);
      expect(page.status).toBe(200);
      expect((page.body as { data: Answer }).data).toMatchObject({
        subject: "artwork",
        reference: `Artwork request ${reference} for Receipt Rockets`,
        team_name: "Receipt Rockets",
      });
    }
  });

  it("answers 404 with what to do to a link that opens nothing", async () => {
    const res = await send(server, "GET", `/api/review/${"x".repeat(43)}`);
    expect(res.status).toBe(404);
    expect((res.body as { error: string }).error).toBe(
      "This link is not valid. Use the latest link from your e-mail, or contact the store.",
    );
  });

  it("answers a repeat of the same request with the same number, a link of its own and no new e-mail", async () => {
    const key = { "Idempotency-Key": `artwork-receipt-${Date.now()}` };
    const first = await post({ team_name: "Repeat Rockets" }, key);
    const again = await post({ team_name: "Repeat Rockets" }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.data.number).toBe(first.data.number);
    expect(again.data.reference).toBe(first.data.reference);
    expect(again.data.review_path).not.toBe(first.data.review_path);
    expect((await send(server, "GET", `/api${again.data.review_path}`)).status).toBe(200);
    expect((await outbox()).filter((e) => e.kind === "artwork.requested")).toHaveLength(1);
  });

  it("lets staff find a request by its reference, written any way it is read out", async () => {
    const made = await post({ team_name: "Findable Falcons" });
    for (const search of [made.data.reference, `a${made.data.number}`, String(made.data.number)]) {
      const res = await send(
        server,
        "GET",
        `/api/custom-artwork-submissions?search=${encodeURIComponent(search)}`,
        undefined,
        admin,
      );
      const { data } = res.body as { data: Answer[] };
      expect(
        data.map((r) => r.reference),
        search,
      ).toEqual([made.data.reference]);
    }
    const detail = await send(
      server,
      "GET",
      `/api/custom-artwork-submissions/${made.data.id}`,
      undefined,
      admin,
    );
    expect((detail.body as { data: Answer }).data.reference).toBe(made.data.reference);
  });
});
