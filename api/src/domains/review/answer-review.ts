import type { Database } from "@store/db";
import { artworkTitle, awaitingCustomer, isTeamSport, teamSportLabels } from "@store/db/catalogue";
import { answerDesign } from "../designs/answer-design";
import { type DesignSubject, subjectForToken } from "../designs/review-links";
import { getQuote } from "../quotes/request-quote";
import type { MailArgs, ReadArgs } from "../service-args";
import { getArtworkDetail } from "../submissions/artwork-status";
import type { ReviewDto, ReviewResponseInput } from "./schemas";

/** What the customer's private link shows: the request, the price, every proof, the history. */
export async function getReview(options: ReadArgs<{ token: string }>): Promise<ReviewDto> {
  const { db, input } = options;
  return reviewOf(db, await subjectForToken(db, input.token));
}

export async function reviewOf(db: Database, subject: DesignSubject): Promise<ReviewDto> {
  // The staff views already read the proofs and the history; the customer's page shows the same.
  if (subject.kind === "quote") {
    const quote = await getQuote({ db, input: subject });
    // The order's own private link went to the customer in its confirmation e-mail; a page view
    // does not mint new ones.
    const order = quote.order ? { number: quote.order.number, tracking_path: null } : null;
    return {
      subject: "quote",
      reference: quote.reference,
      status: quote.status,
      team_name: quote.team_name,
      contact_name: quote.contact_name,
      created_at: quote.created_at,
      quote: {
        sport: isTeamSport(quote.sport) ? teamSportLabels[quote.sport] : quote.sport,
        package: quote.package,
        additional_items: quote.additional_items,
        rush: quote.rush,
        needed_by: quote.needed_by,
        colors: quote.colors,
        roster: quote.roster,
        estimate: quote.estimate,
        estimate_lines: quote.estimate_lines.map(({ label, quantity, unit_price, amount }) => ({
          label,
          quantity,
          unit_price,
          amount,
        })),
        final_price: quote.final_price,
        sales_tax: quote.sales_tax,
        quote_message: quote.quote_message,
        order,
      },
      artwork: null,
      proofs: quote.proofs,
      history: quote.history,
      can_respond: canRespond(quote.status, quote.proofs[0]),
    };
  }
  const request = await getArtworkDetail({ db, input: subject });
  return {
    subject: "artwork",
    reference: artworkTitle(request.number, request.team_name),
    status: request.status,
    team_name: request.team_name,
    contact_name: request.name,
    created_at: request.created_at,
    quote: null,
    artwork: { products_interested: request.products_interested, artwork_details: request.artwork_details },
    proofs: request.proofs,
    history: request.history,
    can_respond: canRespond(request.status, request.proofs[0]),
  };
}

/** Something waits for the customer: a quote or a proof that has no answer yet. */
const canRespond = (status: ReviewDto["status"], latest: { response: string | null } | undefined) =>
  awaitingCustomer.includes(status) && (latest === undefined || latest.response === null);

/**
 * The customer approves, or asks for changes with a comment, by the private link (designs/answer-design.ts
 * holds the rules); the page is read again for the answer.
 */
export async function respondToReview(options: ReadArgs<ReviewResponseInput> & MailArgs): Promise<ReviewDto> {
  const { db, input, mail } = options;
  return respondFor({ db, subject: await subjectForToken(db, input.token), input, mail });
}

/**
 * The answer itself, for a subject already found: by its private link, or by the signed-in
 * customer whose account holds it (the store's e-mail then links a fresh private link).
 */
export async function respondFor(
  options: ReadArgs<ReviewResponseInput> & MailArgs & { subject: DesignSubject },
): Promise<ReviewDto> {
  const { db, subject, input, mail } = options;
  await answerDesign({ db, subject, input, mail });
  return reviewOf(db, subject);
}
