import { z } from "zod";
import type { Limit } from "../../http/rate-limited";
import { defineOperation, type RestFace } from "../define";
import { uploadProof } from "../designs/upload-proof";
import { idParam, privateLinkReads } from "../parts";
import { oneProofFile } from "../uploads";
import { getReview, respondToReview } from "./answer-review";
import { proofFormInput, proofSchema, reviewResponseInput, reviewSchema, reviewTokenInput } from "./schemas";

const closedLink = {
  status: 410,
  description:
    "The quote or request is completed or cancelled: its page is closed. The message gives the store's phone and e-mail.",
};
const notLatest = {
  status: 409,
  description:
    "`proof_version` is not the latest proof (an older one, or one never sent), or the request is no longer waiting for an answer.",
};
const tokenParam = [{ name: "token", description: "The token at the end of the customer's private link." }];
const REVIEW_ANSWER_LIMIT: Limit = { name: "review-answer", limit: 30, windowMs: 60 * 60 * 1000 };

/** A proof upload's REST face: the path's record and the subject become form fields. */
const proofUpload = (
  subject: "quote" | "artwork",
  face: Pick<RestFace, "path" | "operationId" | "summary" | "tag" | "errors">,
): RestFace => ({
  ...face,
  method: "post",
  pathParams: idParam,
  fixed: { subject },
  multipart: {
    fields: z.object({ message: z.string().max(2000).optional() }),
    files: {
      name: "file",
      description: "The proof: one JPEG, PNG, GIF or PDF (decided by its bytes), under 10 MB.",
      repeated: false,
    },
    limits: oneProofFile,
    howToSend: "Send the proof as multipart/form-data with one file and an optional message.",
  },
  status: 201,
  answer: proofSchema,
});

/** Staff send a proof (image or PDF) for a quote or an artwork request. */
export const proofOperations = {
  upload: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: proofFormInput,
    handler: ({ ctx, input }) =>
      uploadProof({ db: ctx.db, storage: ctx.storage, actor: ctx.user, input, mail: ctx.mail }),
    rest: [
      proofUpload("quote", {
        path: "/api/quotes/{id}/proofs",
        operationId: "uploadQuoteProof",
        errors: [{ status: 409, description: "The quote is closed (cancelled or completed)." }],
        summary: "Send a proof for a quote: stored as the next version; the coach is e-mailed a private link",
        tag: "Quotes",
      }),
      proofUpload("artwork", {
        path: "/api/custom-artwork-submissions/{id}/proofs",
        operationId: "uploadArtworkProof",
        errors: [{ status: 409, description: "The request is closed (cancelled or completed)." }],
        summary: "Send a proof for an artwork request; the customer is e-mailed a private link",
        tag: "Submissions",
      }),
    ],
  }),
};

/** The customer's private page: no account, only the unguessable link from their e-mail. */
export const reviewOperations = {
  get: defineOperation({
    kind: "query",
    access: "public",
    input: reviewTokenInput,
    rateLimit: privateLinkReads("review-read"),
    handler: ({ ctx, input }) => getReview({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/review/{token}",
      operationId: "getReview",
      errors: [closedLink],
      summary: "What the customer's private link shows: the quote or request, its proofs and history",
      tag: "Review",
      pathParams: tokenParam,
      answer: reviewSchema,
    },
  }),
  respond: defineOperation({
    kind: "mutation",
    access: "public",
    input: reviewResponseInput,
    rateLimit: REVIEW_ANSWER_LIMIT,
    handler: ({ ctx, input }) => respondToReview({ db: ctx.db, input, mail: ctx.mail }),
    rest: [
      {
        method: "post",
        path: "/api/review/{token}/approve",
        operationId: "approveReview",
        errors: [notLatest, closedLink],
        summary:
          "The customer approves the latest proof (or the quote): naming another version than the latest is refused with 409",
        tag: "Review",
        pathParams: tokenParam,
        fixed: { decision: "approve" },
        json: "input",
        optionalJson: true,
        answer: reviewSchema,
      },
      {
        method: "post",
        path: "/api/review/{token}/request-changes",
        operationId: "requestReviewChanges",
        errors: [notLatest, closedLink],
        summary: "The customer asks for changes to the latest proof, with a comment (required)",
        tag: "Review",
        pathParams: tokenParam,
        fixed: { decision: "request_changes" },
        json: "input",
        optionalJson: true,
        answer: reviewSchema,
      },
    ],
  }),
};
