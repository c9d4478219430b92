import { orderItems, outboxEmails } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { type Answer, data, mail, pdf, png, quoteCalls, tokenOf } from "./quote-fixtures";

// After the request: staff pricing and proofs, the coach's answers through the private link, the
// moves staff may make, and the order an approved quote becomes.

describe(`quote workflow (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let calls: ReturnType<typeof quoteCalls>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
    calls = quoteCalls(server, admin);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.database.db.delete(outboxEmails);
  });

  const outbox = () => calls.outbox();
  const _postQuote = (body: unknown, headers: Record<string, string> = {}) => calls.postQuote(body, headers);
  const proof = (...args: Parameters<ReturnType<typeof quoteCalls>["proof"]>) => calls.proof(...args);
  const newQuote = (over: Record<string, unknown> = {}) => calls.newQuote(over);

  it("accepts proofs as images or PDFs only, and only from staff", async () => {
    const q = await newQuote();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const refused = await proof(q.id, { bytes: html, name: "proof.pdf", type: "application/pdf" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'File "proof.pdf" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.',
    );
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(png);
    expect((await proof(q.id, { bytes: tooBig, name: "big.png", type: "image/png" })).status).toBe(413);
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "p.png");
    for (const headers of [{}, customer]) {
      const res = await fetch(`${server.url}/api/quotes/${q.id}/proofs`, {
        method: "POST",
        headers,
        body: form,
      });
      expect([401, 403]).toContain(res.status);
    }
    const missing = await proof("6b0c3f4e-0000-4000-8000-000000000000", {
      bytes: png,
      name: "p.png",
      type: "image/png",
    });
    expect(missing.status).toBe(404);
    const stored = data(await send(server, "GET", `/api/quotes/${q.id}`, undefined, admin));
    expect(stored.proofs).toEqual([]);
    expect(stored.status).toBe("new");
  });

  it("runs the whole cycle: price, proof, changes, second proof, approval, order", async () => {
    const q = await newQuote();
    const token = tokenOf(q.review_path);

    const priced = await send(
      server,
      "POST",
      `/api/quotes/${q.id}/send`,
      { final_price: 1799.5, message: "Team discount applied." },
      admin,
    );
    expect(priced.status).toBe(200);
    expect(data(priced)).toMatchObject({
      status: "quoted",
      final_price: 1799.5,
      quote_message: "Team discount applied.",
    });

    const first = await proof(
      q.id,
      { bytes: png, name: "tigers-v1.png", type: "image/png" },
      "Front and back.",
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      version: 1,
      file_name: "tigers-v1.png",
      file_type: "image/png",
      response: null,
    });
    const proofMail = (await outbox()).filter((e) => e.kind === "quote.proof_sent");
    expect(proofMail.map((e) => e.to)).toEqual(["casey@example.com"]);
    const mailedToken = /\/review\/([A-Za-z0-9_-]+)/.exec(proofMail[0]?.text ?? "")?.[1] ?? "";

    // The link in the e-mail and the one from the request open the same quote.
    const view = await send(server, "GET", `/api/review/${mailedToken}`);
    expect(view.status).toBe(200);
    expect(data(view)).toMatchObject({
      subject: "quote",
      reference: q.reference,
      status: "proof_sent",
      can_respond: true,
      quote: { final_price: 1799.5, package: "Pro", sport: "Baseball" },
    });
    expect(data(await send(server, "GET", `/api/review/${token}`)).reference).toBe(q.reference);

    const noComment = await send(server, "POST", `/api/review/${token}/request-changes`, {});
    expect(noComment.status).toBe(400);
    const changes = await send(server, "POST", `/api/review/${token}/request-changes`, {
      comment: "Make the tiger bigger.",
      proof_version: 1,
    });
    expect(changes.status).toBe(200);
    expect(data(changes)).toMatchObject({ status: "changes_requested", can_respond: false });
    expect(data(changes).proofs[0]).toMatchObject({
      response: "changes_requested",
      response_comment: "Make the tiger bigger.",
    });
    // Nothing waits for an answer now: a second answer is refused and changes nothing.
    expect((await send(server, "POST", `/api/review/${token}/approve`)).status).toBe(409);

    const second = await proof(
      q.id,
      { bytes: pdf, name: "tigers-v2.pdf", type: "application/pdf" },
      "Bigger tiger.",
    );
    expect(second.body.data).toMatchObject({ version: 2, file_type: "application/pdf" });
    // An answer to the old version is refused; the latest one is answered.
    const stale = await send(server, "POST", `/api/review/${token}/approve`, { proof_version: 1 });
    expect(stale.status).toBe(409);
    const approved = await send(server, "POST", `/api/review/${token}/approve`, {
      proof_version: 2,
      comment: "Perfect!",
    });
    expect(approved.status).toBe(200);
    expect(data(approved).status).toBe("approved");
    expect((await outbox()).filter((e) => e.kind === "quote.approved").map((e) => e.to)).toEqual([
      "store@clanton.example",
    ]);

    // The price is fixed once approved.
    expect((await send(server, "POST", `/api/quotes/${q.id}/send`, { final_price: 1 }, admin)).status).toBe(
      409,
    );
    // So is the artwork.
    expect((await proof(q.id, { bytes: png, name: "late.png", type: "image/png" })).status).toBe(409);

    const made = await send(server, "POST", `/api/quotes/${q.id}/order`, undefined, admin);
    expect(made.status).toBe(201);
    const quote = data(made);
    expect(quote.status).toBe("in_production");
    expect(quote.order.number).toBeGreaterThan(1000);
    expect((await send(server, "POST", `/api/quotes/${q.id}/order`, undefined, admin)).status).toBe(409);

    // The order reads back through the orders API, its lines adding up to the quoted price.
    const orders = await send(
      server,
      "GET",
      `/api/orders?search=casey@example.com&page_size=100`,
      undefined,
      admin,
    );
    const order = (orders.body as { data: Answer[] }).data.find((o) => o.number === quote.order.number);
    expect(order).toMatchObject({ total: 1799.5, customer_email: "casey@example.com", status: "processing" });
    // Made for the team: its pickup e-mail promises no day from the stock rule (decision 054).
    expect(order?.made_to_order).toBe(true);
    const placed = (await outbox()).find((e) => e.kind === "order.placed");
    expect(placed?.text).toContain("When: Made for you: we e-mail you as soon as it is ready");
    expect(placed?.text).toContain("Where: Clanton Sports Apparel, 1105 7th Street N");
    const lines = await server.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, quote.order.id))
      .orderBy(asc(orderItems.id));
    expect(lines.map((l) => [l.productName, l.size, l.quantity, l.unitPrice]).sort()).toEqual(
      [
        ["Baseball Pro package", null, 1, 1499],
        ["Pro player uniform (in the package)", "Youth M", 1, 0],
        ["Pro player uniform (in the package)", "Youth L", 2, 0],
        ["Cap", null, 12, 25],
        ["Rush fee (3-5 Days)", null, 1, 75],
        ["Price agreed in the quote", null, 1, -74.5],
      ].sort(),
    );
    const history = data(await send(server, "GET", `/api/quotes/${q.id}`, undefined, admin)).history as {
      kind: string;
    }[];
    expect(history.map((h) => h.kind)).toEqual([
      "requested",
      "quote_sent",
      "proof_sent",
      "changes_requested",
      "proof_sent",
      "approved",
      "order_created",
    ]);
    const page = data(await send(server, "GET", `/api/review/${token}`));
    expect(page.quote.order).toEqual({ number: quote.order.number, tracking_path: null });
    expect(page.history.map((h: { actor: string }) => h.actor)).toContain("customer");
  });

  it("opens only its own quote with a token, and refuses forged or malformed links", async () => {
    const mine = await newQuote({ team_name: "Mine Mustangs" });
    const theirs = await newQuote({ team_name: "Their Titans", email: "other@example.com" });
    expect(
      data(await send(server, "GET", mine.review_path.replace("/review", "/api/review"))).team_name,
    ).toBe("Mine Mustangs");
    expect(
      data(await send(server, "GET", theirs.review_path.replace("/review", "/api/review"))).team_name,
    ).toBe("Their Titans");
    const forged = `${tokenOf(mine.review_path).slice(0, -4)}AAAA`;
    expect((await send(server, "GET", `/api/review/${forged}`)).status).toBe(404);
    expect((await send(server, "POST", `/api/review/${forged}/approve`)).status).toBe(404);
    expect((await send(server, "GET", "/api/review/not-a-token")).status).toBe(400);
    // A quote that waits for nothing cannot be approved.
    expect((await send(server, "POST", `/api/review/${tokenOf(mine.review_path)}/approve`)).status).toBe(409);
  });

  it("lets staff make only the moves the workflow allows", async () => {
    const q = await newQuote();
    const move = (status: string) => send(server, "PUT", `/api/quotes/${q.id}/status`, { status }, admin);
    const refused = await move("completed");
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toBe(
      "This quote is new: it cannot be set to completed by hand. Possible next steps: Cancelled.",
    );
    expect((await move("approved")).status).toBe(409);
    expect(data(await move("cancelled")).status).toBe("cancelled");
    expect((await outbox()).filter((e) => e.kind === "quote.status_changed").map((e) => e.to)).toEqual([
      "casey@example.com",
    ]);
    expect(data(await move("new")).status).toBe("new");
    expect(
      (await send(server, "PUT", `/api/quotes/${q.id}/status`, { status: "cancelled" }, customer)).status,
    ).toBe(403);
    expect((await send(server, "POST", `/api/quotes/${q.id}/order`, undefined, admin)).status).toBe(409);
  });
});
