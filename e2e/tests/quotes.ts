import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Quotes set up through the REST API, as an integrator or the store's staff would: the public
// request, then the staff's price, proofs and the order (docs: REST reference for quotes).

export interface SentQuote {
  id: string;
  number: number;
  reference: string;
  review_path: string;
}

// Writes with the session cookie must say where they come from (the same-origin rule).
const fromSite = () => ({ origin: String(test.info().project.use.baseURL) });

/** The answer's `data`, or the test fails with what the server said. */
async function dataOf<T>(res: APIResponse, what: string): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${what}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** A coach's quote request (public; the store limits these per network, so tests send few). */
export async function requestQuote(
  request: APIRequestContext,
  fields: { team_name: string } & Record<string, unknown>,
): Promise<SentQuote> {
  const body = {
    contact_name: "Pat Coach",
    email: "coach@example.com",
    sport: "soccer",
    package: "Club",
    additional_items: [{ name: "Socks", quantity: 4 }],
    rush: "1 Week",
    colors: "Navy and gold",
    roster: [
      { name: "Ava Smith", number: "7", size: "Youth M" },
      { name: "Ben Jones", number: "12", size: "Adult L" },
    ],
    ...fields,
  };
  return dataOf<SentQuote>(await request.post("/api/quotes", { data: body }), "quote request");
}

/** The review page's token from the answer's review_path. */
export const tokenOf = (quote: SentQuote) => quote.review_path.split("/").pop() ?? "";

/** Staff price the quote and send it with a message (`staff` is signed in as the admin). */
export async function sendQuotePrice(
  staff: APIRequestContext,
  id: string,
  finalPrice: number,
  message: string,
) {
  await dataOf(
    await staff.post(`/api/quotes/${id}/send`, {
      data: { final_price: finalPrice, message },
      headers: fromSite(),
    }),
    "send quote",
  );
}

/** Staff send a proof: multipart with one `file` and a `message` for the coach. */
export async function sendProof(
  staff: APIRequestContext,
  id: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  message: string,
) {
  return dataOf<{ version: number }>(
    await staff.post(`/api/quotes/${id}/proofs`, { multipart: { file, message }, headers: fromSite() }),
    "proof upload",
  );
}

/** Staff turn an approved quote into an order. */
export async function createOrderFromQuote(staff: APIRequestContext, id: string) {
  return dataOf<{ order: { number: number } | null }>(
    await staff.post(`/api/quotes/${id}/order`, { headers: fromSite() }),
    "create order",
  );
}

/** Staff move a quote by hand (in production, completed, cancelled, reopened). */
export async function setQuoteStatus(staff: APIRequestContext, id: string, status: string) {
  return dataOf<{ status: string }>(
    await staff.put(`/api/quotes/${id}/status`, { data: { status }, headers: fromSite() }),
    "quote status",
  );
}

/**
 * The store refuses the quote form's request with these messages per field, as the server words a
 * refusal; returns how many requests it refused. The real store limits quote requests per network.
 */
export async function refuseQuoteRequest(page: Page, fieldErrors: Record<string, string>) {
  const refused = { count: 0 };
  await page.route("**/trpc/quotes.request", (route) => {
    refused.count += 1;
    return route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          message: "Please correct the highlighted fields.",
          code: -32600,
          data: { code: "BAD_REQUEST", httpStatus: 400, path: "quotes.request", fieldErrors },
        },
      }),
    });
  });
  return refused;
}
