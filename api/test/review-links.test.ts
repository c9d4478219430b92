import { outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { data, mail, png, quoteCalls, tokenOf } from "./quote-fixtures";

// Issue 20, findings 3 and 4: a customer's private link closes with its quote or request
// (completed or cancelled: 410 with the store's phone and e-mail), and an answer must name the
// latest proof that was really sent (a version never sent approves nothing).

const CONTACT = "call the store at (205) 555-0142 or e-mail sales@clantonsportsapparel.com.";

describe(`customer review links (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof quoteCalls>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    calls = quoteCalls(server, admin);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.database.db.delete(outboxEmails);
  });

  const review = (token: string, action = "") =>
    send(
      server,
      action ? "POST" : "GET",
      `/api/review/${token}${action && `/${action}`}`,
      action ? {} : undefined,
    );
  const move = (id: string, status: string) =>
    send(server, "PUT", `/api/quotes/${id}/status`, { status }, admin);
  const error = (res: { body: unknown }) => (res.body as { error: string }).error;

  it("closes a quote's links once it is completed: 410 with a message that says how to reach the store", async () => {
    const q = await calls.newQuote({ team_name: "Closing Cougars" });
    const token = tokenOf(q.review_path);
    expect(
      (await send(server, "POST", `/api/quotes/${q.id}/send`, { final_price: 1500 }, admin)).status,
    ).toBe(200);
    expect((await send(server, "POST", `/api/review/${token}/approve`, {})).status).toBe(200);
    expect((await send(server, "POST", `/api/quotes/${q.id}/order`, undefined, admin)).status).toBe(201);
    // In production, the page still shows the order.
    expect((await review(token)).status).toBe(200);
    expect((await move(q.id, "completed")).status).toBe(200);

    const closed = await review(token);
    expect(closed.status).toBe(410);
    expect(error(closed)).toBe(
      `Quote ${q.reference} is completed, so its page is closed. For anything about it, ${CONTACT}`,
    );
    // Answering through it is refused the same way, and changes nothing.
    const answer = await send(server, "POST", `/api/review/${token}/request-changes`, {
      comment: "Late idea",
    });
    expect(answer.status).toBe(410);
    expect(data(await send(server, "GET", `/api/quotes/${q.id}`, undefined, admin)).status).toBe("completed");

    // The same over tRPC: the customer's page reads status 410 and code GONE.
    const overTrpc = await send(
      server,
      "GET",
      `/trpc/review.get?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    );
    expect(overTrpc.status).toBe(410);
    const trpcError = (
      overTrpc.body as { error: { message: string; data: { code: string; httpStatus: number } } }
    ).error;
    expect(trpcError.message).toBe(error(closed));
    expect(trpcError.data).toMatchObject({ code: "GONE", httpStatus: 410 });

    // The e-mail that says it is completed carries no link to the closed page, but the store's phone.
    const [completedMail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, "quote.status_changed"), eq(outboxEmails.to, "casey@example.com")));
    expect(completedMail?.text).toContain("is now: Completed.");
    expect(completedMail?.text).not.toContain("/review/");
    expect(completedMail?.text).toContain("Its page is closed now.");
    expect(completedMail?.text).toContain("(205) 555-0142");
  });

  it("closes a cancelled quote's links, and opens them again when staff reopen it", async () => {
    const q = await calls.newQuote({ team_name: "Cancelled Comets" });
    const token = tokenOf(q.review_path);
    expect((await move(q.id, "cancelled")).status).toBe(200);
    const closed = await review(token);
    expect(closed.status).toBe(410);
    expect(error(closed)).toBe(
      `Quote ${q.reference} was cancelled, so its page is closed. For anything about it, ${CONTACT}`,
    );
    expect((await review(token, "approve")).status).toBe(410);

    expect((await move(q.id, "new")).status).toBe(200);
    expect(data(await review(token))).toMatchObject({ reference: q.reference, status: "new" });
    // Unknown links stay a 404: a closed link is told apart from one that never was.
    expect((await review(`${token.slice(0, -4)}AAAA`)).status).toBe(404);
  });

  it("closes an artwork request's links the same way", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: "Robin",
      email: "robin@example.com",
      team_name: "Closed Chargers",
      products_interested: "Hoodies",
      artwork_details: "A bolt.",
    })) {
      form.append(key, value);
    }
    const created = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      body: form,
    });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const proof = new FormData();
    proof.append("file", new Blob([png], { type: "image/png" }), "bolt.png");
    expect(
      (
        await fetch(`${server.url}/api/custom-artwork-submissions/${id}/proofs`, {
          method: "POST",
          headers: admin,
          body: proof,
        })
      ).status,
    ).toBe(201);
    const [proofMail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "artwork.proof_sent"));
    const token = /\/review\/([A-Za-z0-9_-]+)/.exec(proofMail?.text ?? "")?.[1] ?? "";
    expect((await review(token)).status).toBe(200);

    const cancelled = await send(
      server,
      "PUT",
      `/api/custom-artwork-submissions/${id}/status`,
      { status: "cancelled" },
      admin,
    );
    expect(cancelled.status).toBe(200);
    const closed = await review(token);
    expect(closed.status).toBe(410);
    expect(error(closed)).toBe(
      `The artwork request for Closed Chargers was cancelled, so its page is closed. For anything about it, ${CONTACT}`,
    );
  });

  it("refuses an answer naming a proof that was never sent, and approves nothing", async () => {
    const q = await calls.newQuote({ team_name: "Phantom Proofs" });
    const token = tokenOf(q.review_path);
    expect(
      (await send(server, "POST", `/api/quotes/${q.id}/send`, { final_price: 1200 }, admin)).status,
    ).toBe(200);

    // Priced, no proof at all: "proof 5" does not exist.
    const phantom = await send(server, "POST", `/api/review/${token}/approve`, { proof_version: 5 });
    expect(phantom.status).toBe(409);
    expect(error(phantom)).toBe(
      "There is no Proof 5: no proof has been sent for this quote yet. Reload the page and answer what it shows.",
    );
    const changes = await send(server, "POST", `/api/review/${token}/request-changes`, {
      comment: "Bigger",
      proof_version: 1,
    });
    expect(changes.status).toBe(409);
    expect(data(await review(token))).toMatchObject({ status: "quoted", can_respond: true });

    // One proof sent: version 2 does not exist either; version 1 is answered.
    expect((await calls.proof(q.id, { bytes: png, name: "v1.png", type: "image/png" })).status).toBe(201);
    const ahead = await send(server, "POST", `/api/review/${token}/approve`, { proof_version: 2 });
    expect(ahead.status).toBe(409);
    expect(error(ahead)).toBe(
      "There is no Proof 2: the latest proof is Proof 1. Please look at it and answer that one.",
    );
    const page = data(await review(token));
    expect(page.status).toBe("proof_sent");
    expect(page.proofs[0]).toMatchObject({ version: 1, response: null });
    const history = data(await send(server, "GET", `/api/quotes/${q.id}`, undefined, admin)).history as {
      kind: string;
    }[];
    expect(history.map((h) => h.kind)).not.toContain("approved");

    const approved = await send(server, "POST", `/api/review/${token}/approve`, { proof_version: 1 });
    expect(approved.status).toBe(200);
    expect(data(approved).status).toBe("approved");
  });
});
