import { z } from "zod";
import { idempotencyCaller } from "../../common/idempotency";
import { defineOperation } from "../define";
import { claimForCustomer } from "../designs/claim-for-customer";
import { designStatusInput, recordIdInput } from "../designs/design-schemas";
import { idParam, pageOf, pagingParams, statusBody, withoutPaging } from "../parts";
import { severalArtworkFiles } from "../uploads";
import { artworkStats, exportArtworkCsv, listArtworkPage } from "./artwork-list";
import { getArtworkDetail, setArtworkStatus } from "./artwork-status";
import { createContactSubmission } from "./contact";
import { contactOperations } from "./contact-operations";
import { createArtworkSubmission } from "./create-artwork";
import { ARTWORK_EXPORT_PATH, ARTWORK_REQUESTS_PATH } from "./paths";
import {
  artworkCreatedSchema,
  artworkDetailSchema,
  artworkExportInput,
  artworkFields,
  artworkFormInput,
  artworkListInput,
  artworkStatsSchema,
  artworkSubmissionSchema,
  contactInput,
  contactRequestInput,
} from "./schemas";
import { requestTeamStore } from "./team-store-request";
import { teamStoreRequest, teamStoreRequestInput } from "./team-store-request-schema";

const HOUR_MS = 60 * 60 * 1000;
const tag = "Submissions";
const keyReused = [
  { status: 409, description: "The Idempotency-Key was already used with a different body." },
];
const artworkFilterParams = pagingParams("the name, email, team, products or reference number (A-3001)");

/** The public contact and artwork forms, and what staff do with what they received. */
export const submissionOperations = {
  createContact: defineOperation({
    kind: "mutation",
    access: "public",
    input: contactRequestInput,
    // Generous: a club or school behind one address may send many in an evening; a flood may not.
    rateLimit: { name: "contact", limit: 30, windowMs: HOUR_MS },
    idempotent: true,
    handler: ({ ctx, input }) =>
      createContactSubmission({ db: ctx.db, caller: idempotencyCaller(ctx), input, mail: ctx.mail }),
    rest: {
      method: "post",
      path: "/api/contact-submissions",
      operationId: "createContactSubmission",
      errors: keyReused,
      summary: "Send a message to the store",
      tag,
      json: contactInput,
      status: 201,
      answer: z.object({ id: z.string() }),
    },
  }),
  ...contactOperations,
  requestTeamStore: defineOperation({
    kind: "mutation",
    access: "public",
    input: teamStoreRequest,
    rateLimit: { name: "team-store-request", limit: 20, windowMs: HOUR_MS },
    idempotent: true,
    handler: ({ ctx, input }) =>
      requestTeamStore({
        db: ctx.db,
        caller: idempotencyCaller(ctx),
        input,
        mail: ctx.mail,
        now: ctx.now(),
      }),
    rest: {
      method: "post",
      path: "/api/team-store-requests",
      operationId: "requestTeamStore",
      errors: keyReused,
      summary:
        "A coach asks for a team store: kept as a message for staff (the messages screen and Home's unread queue) and e-mailed to the store; the wanted-by date must leave three weeks",
      tag,
      json: teamStoreRequestInput,
      status: 201,
      answer: z.object({ id: z.string() }),
    },
  }),
  createArtwork: defineOperation({
    kind: "mutation",
    access: "public",
    input: artworkFormInput,
    rateLimit: { name: "artwork", limit: 20, windowMs: HOUR_MS },
    idempotent: true,
    handler: async ({ ctx, input }) => {
      const made = await createArtworkSubmission({
        db: ctx.db,
        storage: ctx.storage,
        caller: idempotencyCaller(ctx),
        input,
        mail: ctx.mail,
      });
      if (!made.replayed) await claimForCustomer(ctx, "artwork", made.value.id);
      return made;
    },
    rest: {
      method: "post",
      path: ARTWORK_REQUESTS_PATH,
      operationId: "createArtworkSubmission",
      errors: keyReused,
      summary: "Request custom artwork, with optional files",
      tag,
      status: 201,
      answer: artworkCreatedSchema,
      multipart: {
        fields: artworkFields,
        files: {
          name: "files",
          description:
            "JPEG, PNG, GIF or PDF (decided by content), each under 10 MB; repeat the field for several.",
          repeated: true,
        },
        limits: severalArtworkFiles,
        howToSend:
          "Send the artwork request as multipart/form-data with the fields name, email, team_name, " +
          "products_interested, ordering_items, artwork_details and any number of files.",
      },
    },
  }),
  listArtwork: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    input: artworkListInput,
    handler: ({ ctx, input }) => listArtworkPage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: ARTWORK_REQUESTS_PATH,
      operationId: "listArtworkSubmissions",
      summary: "Artwork requests, a page at a time, newest first unless sorted",
      tag,
      query: artworkFilterParams,
      answer: pageOf(artworkSubmissionSchema),
      paged: true,
    },
  }),
  artworkStats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    handler: ({ ctx }) => artworkStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/custom-artwork-submissions/stats",
      operationId: "getArtworkSubmissionStats",
      summary: "Counts for the artwork screen's tiles: total, this month (store time), with uploads",
      tag,
      answer: artworkStatsSchema,
    },
  }),
  getArtwork: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    input: recordIdInput,
    handler: ({ ctx, input }) => getArtworkDetail({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/custom-artwork-submissions/{id}",
      operationId: "getArtworkSubmission",
      summary: "One artwork request with its status, proofs and history",
      tag,
      pathParams: idParam,
      answer: artworkDetailSchema,
    },
  }),
  setArtworkStatus: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "content.manage",
    input: designStatusInput,
    handler: ({ ctx, input }) => setArtworkStatus({ db: ctx.db, actor: ctx.user, input, mail: ctx.mail }),
    rest: {
      method: "put",
      path: "/api/custom-artwork-submissions/{id}/status",
      operationId: "setArtworkSubmissionStatus",
      errors: [{ status: 409, description: "That move is not allowed from the request's status." }],
      summary: "Move an artwork request by hand (the same moves as a quote's)",
      tag,
      pathParams: idParam,
      json: statusBody,
      answer: artworkDetailSchema,
    },
  }),
  exportArtworkCsv: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    input: artworkExportInput,
    handler: ({ ctx, input }) => exportArtworkCsv({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: ARTWORK_EXPORT_PATH,
      operationId: "exportArtworkSubmissions",
      summary: "Every artwork request matching the search, as a CSV download",
      tag,
      query: withoutPaging(artworkFilterParams),
      csv: true,
    },
  }),
};
