import { rateLimitWindows } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startTestServer, type TestServer } from "./helpers";
import { request as quoteRequest } from "./quote-fixtures";

// Finding 2 of issue 20: reads through a private link are limited per client address, the order's
// tracking page as the quote's review page always was: 300 an hour, then 429 with Retry-After.

const LIMIT = 300;
const HOUR_MS = 60 * 60 * 1000;

describe(`reads through private links are rate limited (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let trackingPath = "";
  let reviewPath = "";

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    const cap = await insertProduct(server.database.db, {
      name: "Limit Cap",
      price: 12,
      category: "accessories",
    });
    const placed = await send(server, "POST", "/api/checkout", {
      customer: { name: "Lou Limit", email: "lou@example.com", phone: "205-555-0199" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: cap.id, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    trackingPath = (placed.body as { data: { tracking_path: string } }).data.tracking_path.replace(
      "/orders/",
      "/api/order-tracking/",
    );
    const quote = await send(server, "POST", "/api/quotes", quoteRequest({ team_name: "Limit Lions" }));
    expect(quote.status).toBe(201);
    reviewPath = (quote.body as { data: { review_path: string } }).data.review_path.replace(
      "/review/",
      "/api/review/",
    );
  });
  afterAll(() => server?.stop());

  /** `n` reads of `path` by one client, 25 at a time; the statuses in order. */
  async function burst(path: string, client: string, n: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let done = 0; done < n; done += 25) {
      const batch = Array.from({ length: Math.min(25, n - done) }, () =>
        send(server, "GET", path, undefined, { "x-forwarded-for": client }),
      );
      statuses.push(...(await Promise.all(batch)).map((res) => res.status));
    }
    return statuses;
  }

  /**
   * A client that has already read `count` times this hour: a few real reads start its window, then
   * its counter is set as that many reads would leave it (hundreds of reads only to count would
   * spend most of the suite's time on this file).
   */
  async function alreadyRead(path: string, client: string, count: number): Promise<void> {
    expect(new Set(await burst(path, client, 3))).toEqual(new Set([200]));
    const counted = await server.database.db
      .update(rateLimitWindows)
      .set({ count })
      .where(like(rateLimitWindows.key, `%:${client}`))
      .returning({ key: rateLimitWindows.key });
    expect(counted).toHaveLength(1);
  }

  for (const [what, pathOf, client] of [
    ["an order's tracking page", () => trackingPath, "203.0.113.10"],
    ["a quote's review page", () => reviewPath, "203.0.113.20"],
  ] as const) {
    it(`${what}: a burst past ${LIMIT} an hour gets 429 with Retry-After; other clients read on`, async () => {
      const path = pathOf();
      await alreadyRead(path, client, LIMIT - 10);
      expect(new Set(await burst(path, client, 10))).toEqual(new Set([200]));
      const refused = await send(server, "GET", path, undefined, { "x-forwarded-for": client });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(HOUR_MS / 1000);
      expect((refused.body as { error: string }).error).toMatch(/^Too many requests from your network\./);
      // Another address is counted on its own.
      expect((await send(server, "GET", path, undefined, { "x-forwarded-for": `${client}1` })).status).toBe(
        200,
      );
    });
  }

  it("counts tRPC reads and REST reads of a tracking link together, and forgives after the window", async () => {
    const client = "203.0.113.30";
    const token = trackingPath.split("/").pop() ?? "";
    const overTrpc = () =>
      send(
        server,
        "GET",
        `/trpc/checkout.track?input=${encodeURIComponent(JSON.stringify({ token }))}`,
        undefined,
        {
          "x-forwarded-for": client,
        },
      );
    await alreadyRead(trackingPath, client, LIMIT - 5);
    expect(new Set(await burst(trackingPath, client, 4))).toEqual(new Set([200]));
    expect((await overTrpc()).status).toBe(200);
    const refused = await overTrpc();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    server.advanceClock(HOUR_MS + 1000);
    expect((await overTrpc()).status).toBe(200);
  });
});
