import { z } from "zod";
import {
  artworkFields,
  artworkStatsSchema,
  artworkSubmissionSchema,
  contactInput,
  contactSubmissionSchema,
} from "../schemas/submissions";
import { idempotencyKeyHeader, pageOf, pagingParams, withoutPaging } from "./operation-parts";
import type { Operation } from "./operations";

const artworkFilterParams = pagingParams(
  ["created_at", "name", "team_name"],
  "the name, email, team or products",
);

/** The public contact and artwork forms, and the admin lists of what they received. */
export const submissionOperations: Operation[] = [
  {
    method: "post",
    path: "/api/contact-submissions",
    headers: [idempotencyKeyHeader],
    operationId: "createContactSubmission",
    rateLimited: true,
    errors: [{ status: 409, description: "The Idempotency-Key was already used with a different body." }],
    summary: "Send a message to the store",
    tag: "Submissions",
    access: "anyone",
    json: contactInput,
    status: 201,
    answer: z.object({ id: z.string() }),
  },
  {
    method: "get",
    path: "/api/contact-submissions",
    operationId: "listContactSubmissions",
    summary: "Messages received, newest first",
    tag: "Submissions",
    access: "admin",
    status: 200,
    answer: z.array(contactSubmissionSchema),
  },
  {
    method: "post",
    path: "/api/custom-artwork-submissions",
    headers: [idempotencyKeyHeader],
    operationId: "createArtworkSubmission",
    rateLimited: true,
    errors: [{ status: 409, description: "The Idempotency-Key was already used with a different body." }],
    summary: "Request custom artwork, with optional files",
    tag: "Submissions",
    access: "anyone",
    status: 201,
    answer: artworkSubmissionSchema,
    multipart: {
      fields: artworkFields,
      files: {
        name: "files",
        description:
          "JPEG, PNG, GIF or PDF (decided by content), each under 10 MB; repeat the field for several.",
        repeated: true,
      },
    },
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions",
    operationId: "listArtworkSubmissions",
    summary: "Artwork requests, a page at a time, newest first unless sorted",
    tag: "Submissions",
    access: "admin",
    query: artworkFilterParams,
    status: 200,
    answer: pageOf(artworkSubmissionSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions/stats",
    operationId: "getArtworkSubmissionStats",
    summary: "Counts for the artwork screen's tiles: total, this month (store time), with uploads",
    tag: "Submissions",
    access: "admin",
    status: 200,
    answer: artworkStatsSchema,
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions/export",
    operationId: "exportArtworkSubmissions",
    summary: "Every artwork request matching the search, as a CSV download",
    tag: "Submissions",
    access: "admin",
    query: withoutPaging(artworkFilterParams),
    status: 200,
    csv: true,
  },
];
