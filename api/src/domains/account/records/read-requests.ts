import { customArtworkSubmissions, quotes } from "@store/db";
import { artworkTitle, awaitingCustomer, quoteReference } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import type { DesignSubject } from "../../designs/review-links";
import { reviewOf } from "../../review/answer-review";
import type { ReviewDto } from "../../review/schemas";
import type { AccountArgs, CustomerArgs } from "../../service-args";
import { ownSubject } from "./own-records";

export interface AccountRequest {
  kind: "quote" | "artwork";
  id: string;
  reference: string;
  team_name: string;
  status: string;
  created_at: string;
  /** A proof or a price waits for the customer's answer. */
  awaiting_answer: boolean;
}

/** The customer's quotes and artwork requests, newest first. */
export async function accountRequests(options: AccountArgs): Promise<AccountRequest[]> {
  const { db, customer } = options;
  const profileId = customer.id;
  const [quoteRows, artworkRows] = await Promise.all([
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        team: quotes.teamName,
        status: quotes.status,
        at: quotes.createdAt,
      })
      .from(quotes)
      .where(eq(quotes.profileId, profileId)),
    db
      .select({
        id: customArtworkSubmissions.id,
        number: customArtworkSubmissions.number,
        team: customArtworkSubmissions.teamName,
        status: customArtworkSubmissions.status,
        at: customArtworkSubmissions.createdAt,
      })
      .from(customArtworkSubmissions)
      .where(eq(customArtworkSubmissions.profileId, profileId)),
  ]);
  const all: AccountRequest[] = [
    ...quoteRows.map((q) => ({
      kind: "quote" as const,
      id: q.id,
      reference: `Quote ${quoteReference(q.number)}`,
      team_name: q.team,
      status: q.status,
      created_at: q.at.toISOString(),
      awaiting_answer: awaitingCustomer.includes(q.status),
    })),
    ...artworkRows.map((a) => ({
      kind: "artwork" as const,
      id: a.id,
      reference: artworkTitle(a.number, a.team),
      team_name: a.team,
      status: a.status,
      created_at: a.at.toISOString(),
      awaiting_answer: awaitingCustomer.includes(a.status),
    })),
  ];
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** One of the customer's quotes or requests, as its private page shows it (proofs, history, price). */
export async function accountRequest(options: CustomerArgs<DesignSubject>): Promise<ReviewDto> {
  const { db, customer, input } = options;
  return reviewOf(db, await ownSubject(db, customer.id, input));
}
