import { outboxEmails, quotes } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, storedFiles, type TestServer } from "./helpers";
import { data, type Json, mail, png, quoteCalls, request } from "./quote-fixtures";

// A coach's quote request through the real HTTP API: the roster (JSON or CSV), the estimate, the
// e-mails, idempotency, and the staff's list and roster export.

describe(`quote requests (${testDatabaseEngine})`, () => {
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
  const postQuote = (body: unknown, headers: Record<string, string> = {}) => calls.postQuote(body, headers);
  const _proof = (...args: Parameters<ReturnType<typeof quoteCalls>["proof"]>) => calls.proof(...args);
  const newQuote = (over: Record<string, unknown> = {}) => calls.newQuote(over);

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
});
