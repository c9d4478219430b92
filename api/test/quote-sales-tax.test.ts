import { insertTaxPlace } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { data, mail, quoteCalls, tokenOf } from "./quote-fixtures";

// A team's quote shows its sales tax beside the price, to staff and to the coach: an estimate at
// the store's place (the team picks up), until the quote becomes an order.

describe(`a quote's sales tax (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let calls: ReturnType<typeof quoteCalls>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    calls = quoteCalls(server, admin);
    await insertTaxPlace(server.database.db, {
      code: "clanton",
      name: "Clanton",
      isStore: true,
      rates: [
        { level: "state", jurisdiction: "Alabama", rate: 4, from: "2000-01-01" },
        { level: "city", jurisdiction: "Clanton", rate: 3.5, from: "2000-01-01" },
      ],
    });
  });
  afterAll(() => server?.stop());

  it("estimates the tax on the quoted price at the store's place, for staff and the coach alike", async () => {
    const q = await calls.newQuote();
    const priced = await send(server, "POST", `/api/quotes/${q.id}/send`, { final_price: 1799.5 }, admin);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    // 1,799.50 × 4% = 71.98; × 3.5% = 62.9825 → 62.98.
    const expected = {
      price: 1799.5,
      tax: 134.96,
      total: 1934.46,
      tax_place: "Clanton",
      exemption: null,
      estimated: true,
    };
    expect(data(priced).sales_tax).toEqual(expected);
    const review = await send(server, "GET", `/api/review/${tokenOf(q.review_path)}`);
    expect((data(review).quote as { sales_tax: unknown }).sales_tax).toEqual(expected);
  });
});
