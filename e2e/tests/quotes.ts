import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Quotes set up through the API, as an integrator or the store's staff would: the public request
// and the staff's price and proofs go through the same tRPC procedures the web uses.

export interface SentQuote {
  id: string;
  number: number;
  reference: string;
  review_path: string;
}

// Writes with the session cookie must say where they come from (the same-origin rule).
const fromSite = () => ({ origin: String(test.info().project.use.baseURL) });

/** tRPC's answer body for one call, or the test fails with what the server said. */
async function dataOf<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${what}: ${text}`).toBe(true);
  return (JSON.parse(text) as { result: { data: T } }).result.data;
}

/** A coach's quote request (public; the store limits these per network, so tests send few). */
export async function requestQuote(
  request: APIRequestContext,
  fields: { team_name: string; roster?: { name: string; number: string; size: string }[] } & Record<
    string,
    unknown
  >,
): Promise<SentQuote> {
  const form = new FormData();
  const values: Record<string, unknown> = {
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
  for (const [key, value] of Object.entries(values)) {
    // Left out, not sent empty: the server reads an empty rush as a timeframe it does not know.
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return dataOf<SentQuote>(await request.post("/trpc/quotes.request", { multipart: form }), "quote request");
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
    await staff.post("/trpc/quotes.send", {
      data: { id, final_price: finalPrice, message },
      headers: fromSite(),
    }),
    "send quote",
  );
}

/**
 * Staff send a proof: multipart with `file` and `message`. (The REST twin, POST
 * /api/quotes/:id/proofs, takes the same fields; the web's own procedure is used here.)
 */
export async function sendProof(
  staff: APIRequestContext,
  id: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  message: string,
) {
  const form = new FormData();
  form.append("id", id);
  form.append("subject", "quote");
  form.append("message", message);
  form.append("file", new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return dataOf<{ version: number }>(
    await staff.post("/trpc/proofs.upload", { multipart: form, headers: fromSite() }),
    "proof upload",
  );
}

/** Staff turn an approved quote into an order. */
export async function createOrderFromQuote(staff: APIRequestContext, id: string) {
  return dataOf<{ order: { number: number } | null }>(
    await staff.post("/trpc/quotes.createOrder", { data: { id }, headers: fromSite() }),
    "create order",
  );
}
