import type { ReviewDto } from "@store/api/contracts";

/** The page's heading: "Quote Q-2001" for a quote, the request's own words for artwork. */
export const reviewHeading = (review: Pick<ReviewDto, "subject" | "reference">) =>
  review.subject === "quote" ? `Quote ${review.reference}` : review.reference;

/** What waits for the customer, for the words above the answer buttons. */
export function answerPrompt(review: Pick<ReviewDto, "subject" | "proofs">): string {
  const latest = review.proofs[0];
  if (latest) return `Please look at Proof ${latest.version} and tell us if it is ready to make.`;
  return review.subject === "quote"
    ? "Please check the price and tell us if we should go ahead."
    : "Please tell us if we should go ahead.";
}

/** "Jan 5, 2027" for a YYYY-MM-DD needed-by date, read as that calendar day wherever the reader is. */
export function calendarDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** "$1,499.50" or "$1,499": final prices may carry cents, estimates never do. */
export function formatMoney(dollars: number): string {
  const whole = Number.isInteger(dollars);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/**
 * The query's failure as the page shows it: a link that is not valid, the link of a quote or
 * request that is completed or cancelled (410: its page is closed), or a passing problem.
 */
export function linkProblem(httpStatus: number | undefined): "invalid" | "closed" | "unavailable" {
  if (httpStatus === 400 || httpStatus === 404) return "invalid";
  return httpStatus === 410 ? "closed" : "unavailable";
}
