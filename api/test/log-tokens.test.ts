import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "../src/logging/redact";
import { send, startTestServer, type TestServer } from "./helpers";
import { data, request } from "./quote-fixtures";

// Issue 20: the request log wrote paths as received, so the order-tracking and quote-review tokens
// (the only credential for a customer's order or a team's roster) sat in clear in every log.

describe(`private-link tokens never reach a log line (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let trackingToken = "";
  let reviewToken = "";
  let artworkToken = "";

  beforeAll(async () => {
    server = await startTestServer({ keepLogs: true, logLevel: "debug", trustProxy: true });
    const hoodie = await insertProduct(server.database.db, {
      name: "Rally Hoodie",
      price: 42.5,
      category: "hoodies",
    });
    const order = await send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Coach", email: "pat@example.com", phone: "(205) 555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: hoodie.id, size: "Adult M", quantity: 1 }],
    });
    expect(order.status).toBe(201);
    trackingToken = String(data(order).tracking_path).split("/").pop() ?? "";
    const quote = await send(server, "POST", "/api/quotes", request());
    expect(quote.status).toBe(201);
    reviewToken = String(data(quote).review_path).split("/").pop() ?? "";
    // Issue 26: an artwork request's answer carries a private link of its own.
    const artwork = new FormData();
    for (const [key, value] of Object.entries({
      name: "Pat Coach",
      email: "pat@example.com",
      team_name: "Log Lions",
      products_interested: "Jerseys",
      artwork_details: "A lion.",
    })) {
      artwork.append(key, value);
    }
    const made = await fetch(`${server.url}/api/custom-artwork-submissions`, {
      method: "POST",
      body: artwork,
    });
    expect(made.status).toBe(201);
    artworkToken =
      String(((await made.json()) as { data: { review_path: string } }).data.review_path)
        .split("/")
        .pop() ?? "";
    expect(artworkToken).toHaveLength(43);
    expect(trackingToken).toHaveLength(43);
    expect(reviewToken).toHaveLength(43);
  });
  afterAll(() => server?.stop());

  it("keeps every token out of the logs of REST paths, pages, tRPC inputs and refusals", async () => {
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const visits: [string, string, unknown?][] = [
      ["GET", `/api/order-tracking/${trackingToken}`],
      ["GET", `/orders/${trackingToken}`],
      ["GET", `/orders/${trackingToken}?from=email`],
      ["GET", `/api/review/${reviewToken}`],
      ["GET", `/review/${reviewToken}`],
      ["GET", `/api/review/${artworkToken}`],
      ["GET", `/review/${artworkToken}`],
      // Approving a quote with no proof yet is refused: the refusal is logged, the token is not.
      ["POST", `/api/review/${reviewToken}/approve`, {}],
      ["GET", `/trpc/checkout.track?input=${input({ token: trackingToken })}`],
      ["GET", `/trpc/review.get?input=${input({ token: reviewToken })}`],
      ["POST", "/trpc/review.respond", { token: reviewToken, decision: "approve" }],
      // A near miss is a guess at someone's token: not logged either.
      ["GET", `/api/order-tracking/${trackingToken.slice(0, -2)}zz`],
      ["GET", `/review/${reviewToken.slice(1)}`],
    ];
    for (const [method, path, body] of visits) {
      const res = await send(server, method, path, body, { "x-forwarded-for": "198.51.100.7" });
      expect(res.status, path).toBeGreaterThanOrEqual(200);
    }

    const written = server.logs.map((line) => JSON.stringify(line)).join("\n");
    for (const token of [trackingToken, reviewToken, artworkToken]) {
      // Not the token, nor a recognisable half of it.
      expect(written).not.toContain(token);
      expect(written).not.toContain(token.slice(0, 20));
      expect(written).not.toContain(token.slice(-20));
    }
    // The requests were logged, with the token's place marked.
    const paths = server.logs.filter((line) => line.msg === "request").map((line) => String(line.path));
    expect(paths).toContain(`/api/order-tracking/${REDACTED}`);
    expect(paths).toContain(`/orders/${REDACTED}`);
    expect(paths).toContain(`/api/review/${REDACTED}/approve`);
    expect(paths).toContain(`/review/${REDACTED}`);
    expect(paths).toContain("/trpc/checkout.track");
  });
});

describe("redactSecrets", () => {
  const token = "q3Zp0xS7dK2mN9vB4cH1jL6wR8tY5uE0aG3fI7oP2sD";

  it("marks a token in a path, a URL and running text", () => {
    expect(redactSecrets(`/orders/${token}`)).toBe(`/orders/${REDACTED}`);
    expect(redactSecrets(`https://shop.example/review/${token}/approve`)).toBe(
      `https://shop.example/review/${REDACTED}/approve`,
    );
    expect(redactSecrets(`no order for token ${token}.`)).toBe(`no order for token ${REDACTED}.`);
    expect(redactSecrets(`{"token":"${token}"}`)).toBe(`{"token":"${REDACTED}"}`);
  });

  it("leaves slugs, ids, hashes and SQL readable", () => {
    for (const text of [
      "/shop/youth-performance-baseball-jersey-with-piping-2026",
      "/api/products/3f2b8c1e-9a7d-4e2b-8c1f-0a9b8c7d6e5f",
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      'insert into "order_status_history" ("order_id") values ($1)',
      "/api/orders/1042/status",
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });
});
