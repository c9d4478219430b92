import type { APIRequestContext } from "@playwright/test";
import { adminApi, PNG_BYTES } from "./admin";
import { expect, test } from "./fixtures";
import { requestQuote, type SentQuote, sendProof, sendQuotePrice, tokenOf } from "./quotes";

/**
 * A coach's quote for `team`, priced, proofed and approved through the APIs staff and the coach
 * use: the start of a team store made "from an approved quote". Its roster is Ava Smith #7 and
 * Ben Jones #12; its contact is coach@example.com.
 */
export async function approvedQuote(request: APIRequestContext, team: string): Promise<SentQuote> {
  const quote = await requestQuote(request, {
    team_name: team,
    sport: "baseball",
    package: "Pro",
    additional_items: [],
  });
  const staff = await adminApi(request);
  await sendQuotePrice(staff, quote.id, 900, "Thanks!");
  await sendProof(
    staff,
    quote.id,
    { name: "proof.png", mimeType: "image/png", buffer: PNG_BYTES },
    "A first look.",
  );
  const res = await request.post("/trpc/review.respond", {
    data: { token: tokenOf(quote), decision: "approve" },
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return quote;
}
