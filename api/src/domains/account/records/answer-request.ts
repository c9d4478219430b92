import { addReviewLink, type DesignSubject } from "../../designs/review-links";
import { respondFor } from "../../review/answer-review";
import type { ReviewDto, ReviewResponseInput } from "../../review/schemas";
import type { CustomerArgs, MailArgs } from "../../service-args";
import { ownSubject } from "./own-records";

/** Approves or asks for changes from the account: the private link's rules, the customer's own records only. */
export async function answerAccountRequest(
  options: CustomerArgs<DesignSubject & Omit<ReviewResponseInput, "token">> & MailArgs,
): Promise<ReviewDto> {
  const { db, customer, input, mail } = options;
  const { kind, id, ...answer } = input;
  const subject = await ownSubject(db, customer.id, { kind, id });
  // The store's notice links the customer's page, as an answer by private link does.
  const token = await addReviewLink(db, subject);
  return respondFor({ db, subject, input: { ...answer, token }, mail });
}
