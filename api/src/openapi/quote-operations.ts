import { designStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { quoteSortColumns } from "../schemas/admin-list-facts";
import { proofSchema, reviewSchema } from "../schemas/proofs";
import {
  quoteFields,
  quoteListItemSchema,
  quoteRequestedSchema,
  quoteSchema,
  quoteStatsSchema,
  sendQuoteInput,
} from "../schemas/quotes";
import { artworkDetailSchema } from "../schemas/submissions";
import { idParam, pageOf, pagingParams } from "./operation-parts";
import type { Operation } from "./operations";

const statusBody = z.object({ status: z.enum(designStatuses) });
const proofUpload = {
  fields: z.object({ message: z.string().max(2000).optional() }),
  files: {
    name: "file",
    description: "The proof: one JPEG, PNG, GIF or PDF (decided by its bytes), under 10 MB.",
    repeated: false,
  },
};
const closedLink = {
  status: 410,
  description:
    "The quote or request is completed or cancelled: its page is closed. The message gives the store's phone and e-mail.",
};
const tokenParam = [{ name: "token", description: "The token at the end of the customer's private link." }];
const answerBody = z.object({
  comment: z.string().max(2000).optional(),
  proof_version: z.number().int().positive().optional(),
});

/** Team quotes, artwork proofs and the customer's private review page. */
export const quoteOperations: Operation[] = [
  {
    method: "post",
    path: "/api/quotes",
    operationId: "requestQuote",
    rateLimited: true,
    errors: [{ status: 409, description: "The Idempotency-Key was already used with a different body." }],
    summary:
      "Request a team quote (package, add-ons, rush, roster, artwork files): answers the number, the price tables' estimate and the coach's private link. JSON, or multipart with `additional_items` and `roster` as JSON text (or `roster_csv`, text or file, read like a spreadsheet paste: bad lines are refused by line number) and repeated `files`",
    tag: "Quotes",
    access: "anyone",
    headers: [
      {
        name: "Idempotency-Key",
        description:
          "Any unique text (8-200 printable characters) per request attempt: a retry with the same key and body answers with the same quote (`Idempotent-Replayed: true`) instead of storing another. A key is its caller's own (the signed-in account, else the client's address): another caller's use of it is a new request.",
      },
    ],
    json: quoteFields,
    multipart: {
      fields: quoteFields,
      files: {
        name: "files",
        description:
          "Artwork: JPEG, PNG, GIF or PDF (decided by content), each under 10 MB; repeat for several.",
        repeated: true,
      },
    },
    status: 201,
    answer: quoteRequestedSchema,
  },
  {
    method: "get",
    path: "/api/quotes",
    operationId: "listQuotes",
    summary: "Quotes, a page at a time, newest first unless sorted",
    tag: "Quotes",
    access: "admin",
    query: [
      ...pagingParams(quoteSortColumns, "the team, the contact's name or e-mail, or the number (Q-2001)"),
      {
        name: "status",
        description: "Only quotes with this status.",
        schema: { type: "string", enum: [...designStatuses] },
      },
    ],
    status: 200,
    answer: pageOf(quoteListItemSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/quotes/stats",
    operationId: "getQuoteStats",
    summary: "Counts for the quotes screen's tiles",
    tag: "Quotes",
    access: "admin",
    status: 200,
    answer: quoteStatsSchema,
  },
  {
    method: "get",
    path: "/api/quotes/{id}",
    operationId: "getQuote",
    summary: "One quote: request, roster, files, estimate, price, proofs, history and its order",
    tag: "Quotes",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: quoteSchema,
  },
  {
    method: "get",
    path: "/api/quotes/{id}/roster",
    operationId: "exportQuoteRoster",
    summary: "The quote's roster for production, as a CSV download (Team, Player, Number, Size)",
    tag: "Quotes",
    access: "admin",
    pathParams: idParam,
    status: 200,
    csv: true,
  },
  {
    method: "post",
    path: "/api/quotes/{id}/send",
    operationId: "sendQuote",
    errors: [{ status: 409, description: "The quote's status does not allow sending a price." }],
    summary:
      "Set the final price and send the quote: the coach is e-mailed the price and their link (only before approval)",
    tag: "Quotes",
    access: "admin",
    pathParams: idParam,
    json: sendQuoteInput.omit({ id: true }),
    status: 200,
    answer: quoteSchema,
  },
  {
    method: "put",
    path: "/api/quotes/{id}/status",
    operationId: "setQuoteStatus",
    errors: [{ status: 409, description: "That move is not allowed from the quote's status." }],
    summary:
      "Move a quote by hand: approved → in_production → completed, cancel, reopen a cancelled one (other moves: 409)",
    tag: "Quotes",
    access: "admin",
    pathParams: idParam,
    json: statusBody,
    status: 200,
    answer: quoteSchema,
  },
  {
    method: "post",
    path: "/api/quotes/{id}/proofs",
    operationId: "uploadQuoteProof",
    errors: [{ status: 409, description: "The quote is closed (cancelled or completed)." }],
    summary: "Send a proof for a quote: stored as the next version; the coach is e-mailed a private link",
    tag: "Quotes",
    access: "admin",
    pathParams: idParam,
    multipart: proofUpload,
    status: 201,
    answer: proofSchema,
  },
  {
    method: "post",
    path: "/api/quotes/{id}/order",
    operationId: "createOrderFromQuote",
    errors: [{ status: 409, description: "The quote is not approved, or already has an order." }],
    summary:
      "Turn an approved quote into an order (package, one line per roster size, add-ons, rush, the quoted price); once per quote",
    tag: "Quotes",
    access: "admin",
    pathParams: idParam,
    status: 201,
    answer: quoteSchema,
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions/{id}",
    operationId: "getArtworkSubmission",
    summary: "One artwork request with its status, proofs and history",
    tag: "Submissions",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: artworkDetailSchema,
  },
  {
    method: "put",
    path: "/api/custom-artwork-submissions/{id}/status",
    operationId: "setArtworkSubmissionStatus",
    errors: [{ status: 409, description: "That move is not allowed from the request's status." }],
    summary: "Move an artwork request by hand (the same moves as a quote's)",
    tag: "Submissions",
    access: "admin",
    pathParams: idParam,
    json: statusBody,
    status: 200,
    answer: artworkDetailSchema,
  },
  {
    method: "post",
    path: "/api/custom-artwork-submissions/{id}/proofs",
    operationId: "uploadArtworkProof",
    errors: [{ status: 409, description: "The request is closed (cancelled or completed)." }],
    summary: "Send a proof for an artwork request; the customer is e-mailed a private link",
    tag: "Submissions",
    access: "admin",
    pathParams: idParam,
    multipart: proofUpload,
    status: 201,
    answer: proofSchema,
  },
  {
    method: "get",
    path: "/api/review/{token}",
    operationId: "getReview",
    rateLimited: true,
    errors: [closedLink],
    summary: "What the customer's private link shows: the quote or request, its proofs and history",
    tag: "Review",
    access: "anyone",
    pathParams: tokenParam,
    status: 200,
    answer: reviewSchema,
  },
  {
    method: "post",
    path: "/api/review/{token}/approve",
    operationId: "approveReview",
    rateLimited: true,
    errors: [
      {
        status: 409,
        description:
          "`proof_version` is not the latest proof (an older one, or one never sent), or the request is no longer waiting for an answer.",
      },
      closedLink,
    ],
    summary:
      "The customer approves the latest proof (or the quote): naming another version than the latest is refused with 409",
    tag: "Review",
    access: "anyone",
    pathParams: tokenParam,
    json: answerBody,
    status: 200,
    answer: reviewSchema,
  },
  {
    method: "post",
    path: "/api/review/{token}/request-changes",
    operationId: "requestReviewChanges",
    rateLimited: true,
    errors: [
      {
        status: 409,
        description:
          "`proof_version` is not the latest proof (an older one, or one never sent), or the request is no longer waiting for an answer.",
      },
      closedLink,
    ],
    summary: "The customer asks for changes to the latest proof, with a comment (required)",
    tag: "Review",
    access: "anyone",
    pathParams: tokenParam,
    json: answerBody.extend({ comment: z.string().min(1).max(2000) }),
    status: 200,
    answer: reviewSchema,
  },
];
