import type { EventDto, ProofDto, ReviewDto } from "@store/api/schemas/proofs";
import { type DesignStatus, designStatusWords } from "@store/db/catalogue";

/** The dot beside the status words (the words keep the text colour, readable in both schemes). */
export const statusColor: Record<DesignStatus, string> = {
  new: "gray",
  quoted: "blue",
  proof_sent: "orange",
  approved: "green",
  changes_requested: "yellow",
  in_production: "indigo",
  completed: "teal",
  cancelled: "red",
};

export const statusLabel = (status: DesignStatus) => designStatusWords[status];

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

/** One step of the history in words: "Proof 2 sent", "Approved", "Status: In production". */
export function eventTitle(event: Pick<EventDto, "kind" | "proof_version" | "to_status">): string {
  const proof = event.proof_version ? `Proof ${event.proof_version}` : undefined;
  switch (event.kind) {
    case "requested":
      return "Request received";
    case "quote_sent":
      return "Quote sent";
    case "proof_sent":
      return proof ? `${proof} sent` : "Proof sent";
    case "approved":
      return proof ? `${proof} approved` : "Approved";
    case "changes_requested":
      return proof ? `Changes requested on ${proof}` : "Changes requested";
    case "order_created":
      return "Order created";
    case "status_changed":
      return event.to_status ? `Status: ${designStatusWords[event.to_status]}` : "Status changed";
    default:
      return event.to_status
        ? `Status: ${designStatusWords[event.to_status]}`
        : event.kind.replace(/[_.]/g, " ").replace(/^\w/, (c) => c.toUpperCase());
  }
}

/** Who did it, as the customer knows them: the store's staff by name, or "You". */
export const eventActor = (event: Pick<EventDto, "actor" | "actor_name">) =>
  event.actor === "customer" ? "You" : `${event.actor_name} (Clanton Sports Apparel)`;

/** A proof the browser can show as a picture; anything else (a PDF) is a link to open or save. */
export const isImageProof = (proof: Pick<ProofDto, "file_type" | "file_name">) =>
  proof.file_type.startsWith("image/") || /\.(png|jpe?g|gif)$/i.test(proof.file_name);

/** The customer's answer to a proof, in words. */
export function proofAnswer(proof: Pick<ProofDto, "response">): string | null {
  if (proof.response === "approved") return "You approved this proof";
  if (proof.response === "changes_requested") return "You asked for changes";
  return null;
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
