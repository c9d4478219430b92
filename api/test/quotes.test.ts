import { orderItems, outboxEmails, quotes } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, storedFiles, type TestServer } from "./helpers";

// A team's quote from request to order, through the real HTTP API: the coach's request with a
// roster, staff pricing and proofs, the coach's answers through the private link, the order.

const mail = { storeEmail: "store@clanton.example", publicUrl: "https://shop.clanton.example" };
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = new TextEncoder().encode("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n");

const request = (over: Record<string, unknown> = {}) => ({
  team_name: "Clanton Tigers 12U",
  contact_name: "Casey Coach",
  email: "casey@example.com",
  phone: "205-555-0100",
  sport: "baseball",
  package: "Pro",
  additional_items: [{ name: "Cap", quantity: 12 }],
  rush: "3-5 Days",
  needed_by: "2030-04-01",
  colors: "Navy and gold",
  artwork_notes: "Tiger head on the left chest",
  roster: [
    { name: "Ava Smith", number: "12", size: "Youth M" },
    { name: "Ben Jones", number: "7", size: "Youth L" },
    { name: "Cal Reed", number: "3", size: "Youth L" },
  ],
  ...over,
});

type Json = Record<string, unknown> & { data: Record<string, unknown> };
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the assertions check their shape.
type Answer = Record<string, any>;
const data = (res: { body: unknown }) => (res.body as Json).data as Answer;
const tokenOf = (path: string) => path.replace("/review/", "");

describe(`team quotes (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.database.db.delete(outboxEmails);
  });

  const outbox = () =>
    server.database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
  const postQuote = (body: unknown, headers: Record<string, string> = {}) =>
    send(server, "POST", "/api/quotes", body, headers);
  const proof = async (
    quoteId: string,
    file: { bytes: Uint8Array; name: string; type: string },
    message = "",
  ) => {
    const form = new FormData();
    form.append("file", new Blob([file.bytes], { type: file.type }), file.name);
    if (message) form.append("message", message);
    const res = await fetch(`${server.url}/api/quotes/${quoteId}/proofs`, {
      method: "POST",
      headers: admin,
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const newQuote = async (over: Record<string, unknown> = {}) => {
    const res = await postQuote(request(over));
    expect(res.status).toBe(201);
    return data(res) as {
      id: string;
      number: number;
      reference: string;
      review_path: string;
      estimate: Answer;
    };
  };

  it("stores a request with its roster, prices it from the tables and e-mails the coach and the store", async () => {
    const res = await postQuote({ ...request(), estimate: 1, final_price: 1, status: "approved" });
    expect(res.status).toBe(201);
    const answer = data(res);
    // Pro $1,499 + 12 caps × $25 + rush 3-5 days $75; prices sent along are ignored.
    expect(answer.estimate.total).toBe(1499 + 300 + 75);
    expect(answer.reference).toBe(`Q-${answer.number}`);
    expect(answer.review_path).toMatch(/^\/review\/[A-Za-z0-9_-]{40,}$/);
    const stored = await send(server, "GET", `/api/quotes/${answer.id}`, undefined, admin);
    expect(data(stored)).toMatchObject({
      status: "new",
      final_price: null,
      players: 3,
      roster: request().roster,
      estimate: 1874,
      history: [{ kind: "requested", actor: "customer", actor_name: "Casey Coach", to_status: "new" }],
    });
    const emails = (await outbox()).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(emails.map((e) => [e.kind, e.to])).toEqual([
      ["quote.received", "store@clanton.example"],
      ["quote.requested", "casey@example.com"],
    ]);
    expect(emails[1]?.text).toContain(`${mail.publicUrl}/review/`);
    expect(emails[1]?.text).toContain("Estimate: $1,874.00");
  });

  it("takes the roster as CSV in a multipart request, with files checked like artwork", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(request({ roster: undefined, additional_items: undefined }))) {
      if (value !== undefined) form.append(key, String(value));
    }
    form.append("roster_csv", new Blob(["Name,Number,Size\nAva,1,YS\nBen,2,adult l\n"]), "roster.csv");
    form.append("files", new Blob([png], { type: "image/png" }), "logo.png");
    const res = await fetch(`${server.url}/api/quotes`, { method: "POST", body: form });
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as Json).data as { id: string };
    const quote = data(await send(server, "GET", `/api/quotes/${id}`, undefined, admin));
    expect(quote.roster).toEqual([
      { name: "Ava", number: "1", size: "Youth S" },
      { name: "Ben", number: "2", size: "Adult L" },
    ]);
    expect(quote.files).toEqual([
      { name: "logo.png", url: expect.stringMatching(/^\/uploads\/artwork\/.+\.png$/) },
    ]);
  });

  it("refuses a messy roster file by line, and stores nothing", async () => {
    const before = (await server.database.db.select({ n: count() }).from(quotes))[0]?.n;
    const filesBefore = await storedFiles(server);
    const form = new FormData();
    for (const [key, value] of Object.entries(request({ roster: undefined, additional_items: undefined }))) {
      if (value !== undefined) form.append(key, String(value));
    }
    form.append("roster_csv", "Name,Number,Size\nAva,12,YM\nBen,12,L\n,4,M\nDee,5,XXXXL\n");
    form.append("files", new Blob([png], { type: "image/png" }), "logo.png");
    const res = await fetch(`${server.url}/api/quotes`, { method: "POST", body: form });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toContain("Line 4: the player's name is missing.");
    expect(body.error).toContain('Line 5: "XXXXL" is not a size we make');
    expect(body.error).toContain("Number 12 is on lines 2 and 3");
    expect((await server.database.db.select({ n: count() }).from(quotes))[0]?.n).toBe(before);
    expect(await storedFiles(server)).toEqual(filesBefore);
    expect(await outbox()).toEqual([]);
  });

  it("refuses duplicate numbers, unknown packages and malformed dates with field messages", async () => {
    const res = await postQuote(
      request({
        package: "Platinum",
        needed_by: "next week",
        roster: [
          { name: "Ava", number: "9", size: "Youth M" },
          { name: "Ben", number: "9", size: "Youth L" },
        ],
      }),
    );
    expect(res.status).toBe(400);
    const fields = (res.body as { fields: Record<string, string> }).fields;
    expect(fields.package).toBe("Choose one of the Baseball packages: Starter, Pro, Championship.");
    expect(fields.needed_by).toBe("Enter the needed-by date as YYYY-MM-DD.");
    expect(fields["roster.1.number"]).toBe(
      "Number 9 is on rows 1 and 2: each player needs their own number.",
    );
  });

  it("stores one quote for a repeated Idempotency-Key and refuses the key for a different request", async () => {
    const key = { "idempotency-key": `quote-${Date.now()}-abc` };
    const first = await postQuote(request({ team_name: "Idempotent Eagles" }), key);
    const again = await postQuote(request({ team_name: "Idempotent Eagles" }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(data(again).id).toBe(data(first).id);
    const rows = await server.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.teamName, "Idempotent Eagles"));
    expect(rows).toHaveLength(1);
    const other = await postQuote(request({ team_name: "Other Owls" }), key);
    expect(other.status).toBe(409);
  });

  it("lists, searches, filters and counts quotes for staff only", async () => {
    const q = await newQuote({ team_name: "Searchable Sharks" });
    const list = await send(server, "GET", "/api/quotes?search=searchable", undefined, admin);
    expect((list.body as { data: { id: string }[] }).data.map((r) => r.id)).toEqual([q.id]);
    const byNumber = await send(server, "GET", `/api/quotes?search=${q.reference}`, undefined, admin);
    expect((byNumber.body as { data: { id: string }[] }).data.map((r) => r.id)).toEqual([q.id]);
    const approved = await send(server, "GET", "/api/quotes?status=approved&search=sharks", undefined, admin);
    expect((approved.body as { total: number }).total).toBe(0);
    const stats = data(await send(server, "GET", "/api/quotes/stats", undefined, admin));
    expect(stats.total).toBeGreaterThanOrEqual(1);
    expect(stats.new).toBeGreaterThanOrEqual(1);
    for (const path of [
      "/api/quotes",
      "/api/quotes/stats",
      `/api/quotes/${q.id}`,
      `/api/quotes/${q.id}/roster`,
    ]) {
      expect((await send(server, "GET", path)).status).toBe(401);
      expect((await send(server, "GET", path, undefined, customer)).status).toBe(403);
    }
  });

  it("exports the roster as CSV for production", async () => {
    const q = await newQuote();
    const res = await fetch(`${server.url}/api/quotes/${q.id}/roster`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`roster-${q.reference}`);
    const csv = await res.text();
    expect(
      csv
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(0, 2),
    ).toEqual(['"Team","Player","Number","Size"', '"Clanton Tigers 12U","Ava Smith","12","Youth M"']);
  });

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
    expect(order).toMatchObject({ total: 1799.5, customer_email: "casey@example.com", status: "pending" });
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
