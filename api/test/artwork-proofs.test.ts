import { outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Artwork requests from the public form get the quote's life: a status, proofs, the customer's
// answer through a private link, staff moves, and a history of who did what.

const mail = { storeEmail: "store@clanton.example", publicUrl: "https://shop.clanton.example" };
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe(`artwork request proofs (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  const createRequest = async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: "Riley <b>Parent</b>",
      email: "riley@example.com",
      team_name: "Chilton Chargers",
      products_interested: "Hoodies",
      artwork_details: "A lightning bolt with our name.",
    })) {
      form.append(key, value);
    }
    const res = await fetch(`${server.url}/api/custom-artwork-submissions`, { method: "POST", body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string; status: string } }).data;
  };

  it("starts new, takes a proof, is approved through the e-mailed link, and moves to production", async () => {
    const request = await createRequest();
    expect(request.status).toBe("new");

    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "bolt.png");
    form.append("message", "Here is the bolt.");
    const sent = await fetch(`${server.url}/api/custom-artwork-submissions/${request.id}/proofs`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    expect(sent.status).toBe(201);

    const emails = await server.database.db.select().from(outboxEmails);
    const proofMail = emails.find((e) => e.kind === "artwork.proof_sent");
    expect(proofMail?.to).toBe("riley@example.com");
    expect(proofMail?.subject).toMatch(
      /^Artwork request A-\d+ for Chilton Chargers: proof 1 is ready to review$/,
    );
    // Names typed by customers are escaped in the HTML part.
    expect(proofMail?.html).toContain("Riley &lt;b&gt;Parent&lt;/b&gt;");
    const token = /\/review\/([A-Za-z0-9_-]+)/.exec(proofMail?.text ?? "")?.[1];

    const page = await send(server, "GET", `/api/review/${token}`);
    expect(page.status).toBe(200);
    expect((page.body as { data: Record<string, unknown> }).data).toMatchObject({
      subject: "artwork",
      status: "proof_sent",
      quote: null,
      artwork: { products_interested: "Hoodies" },
      can_respond: true,
    });
    const approved = await send(server, "POST", `/api/review/${token}/approve`, {});
    expect((approved.body as { data: { status: string } }).data.status).toBe("approved");

    const moved = await send(
      server,
      "PUT",
      `/api/custom-artwork-submissions/${request.id}/status`,
      { status: "in_production" },
      admin,
    );
    expect(moved.status).toBe(200);
    const detail = (
      moved.body as { data: { status: string; proofs: unknown[]; history: { kind: string }[] } }
    ).data;
    expect(detail.status).toBe("in_production");
    expect(detail.proofs).toHaveLength(1);
    expect(detail.history.map((h) => h.kind)).toEqual([
      "requested",
      "proof_sent",
      "approved",
      "status_changed",
    ]);

    const list = await send(
      server,
      "GET",
      "/api/custom-artwork-submissions?status=in_production",
      undefined,
      admin,
    );
    expect((list.body as { data: { id: string }[] }).data.map((r) => r.id)).toEqual([request.id]);
  });

  it("answers 404 for an unknown request and 401 without a session", async () => {
    const unknown = "6b0c3f4e-0000-4000-8000-000000000000";
    expect(
      (await send(server, "GET", `/api/custom-artwork-submissions/${unknown}`, undefined, admin)).status,
    ).toBe(404);
    expect((await send(server, "GET", `/api/custom-artwork-submissions/${unknown}`)).status).toBe(401);
  });
});
