import { idempotencyCaller } from "../../common/idempotency";
import { defineOperation } from "../define";
import { claimForCustomer } from "../designs/claim-for-customer";
import { setDesignStatus } from "../designs/set-design-status";
import { idParam, pageOf, pagingParams, statusBody } from "../parts";
import { severalArtworkFiles } from "../uploads";
import { createOrderFromQuote } from "./order-from-quote";
import { exportRosterCsv, listQuotePage, quoteStats } from "./quote-list";
import { getQuote, requestQuote } from "./request-quote";
import {
  designStatusInput,
  quoteFields,
  quoteFormInput,
  quoteListInput,
  quoteListItemSchema,
  quoteRequestedSchema,
  quoteSchema,
  quoteStatsSchema,
  recordIdInput,
  sendQuoteInput,
} from "./schemas";
import { sendQuote } from "./send-quote";

const tag = "Quotes";
const SEND_QUOTE_AS =
  "Send the quote request as JSON or as multipart/form-data with the fields team_name, contact_name, " +
  "email, phone, sport, package, additional_items, rush, needed_by, colors, artwork_notes, design, " +
  "roster (or roster_csv) and any number of files.";

/** Team quotes: the coach's request, then staff pricing, status moves and the order it becomes. */
export const quoteOperations = {
  request: defineOperation({
    kind: "mutation",
    access: "public",
    input: quoteFormInput,
    // A league organiser may send one per team in an evening; a flood may not.
    rateLimit: { name: "quote", limit: 20, windowMs: 60 * 60 * 1000 },
    idempotent: true,
    handler: async ({ ctx, input }) => {
      const { answer, replayed } = await requestQuote({
        db: ctx.db,
        storage: ctx.storage,
        caller: idempotencyCaller(ctx),
        input,
        mail: ctx.mail,
      });
      if (!replayed) await claimForCustomer(ctx, "quote", answer.id);
      return { value: answer, replayed };
    },
    rest: {
      method: "post",
      path: "/api/quotes",
      operationId: "requestQuote",
      errors: [{ status: 409, description: "The Idempotency-Key was already used with a different body." }],
      summary:
        "Request a team quote (package, add-ons, rush, roster, artwork files): answers the number, the price tables' estimate and the coach's private link. JSON, or multipart with `additional_items` and `roster` as JSON text (or `roster_csv`, text or file, read like a spreadsheet paste: bad lines are refused by line number) and repeated `files`",
      tag,
      idempotencyKey:
        "Any unique text (8-200 printable characters) per request attempt: a retry with the same key and body answers with the same quote (`Idempotent-Replayed: true`) instead of storing another. A key is its caller's own (the signed-in account, else the client's address): another caller's use of it is a new request.",
      // A JSON body (no files) arrives at the procedure as the same form fields, lists as JSON text.
      json: quoteFields,
      multipart: {
        fields: quoteFields,
        files: {
          name: "files",
          description:
            "Artwork: JPEG, PNG, GIF or PDF (decided by content), each under 10 MB; repeat for several.",
          repeated: true,
        },
        limits: severalArtworkFiles,
        jsonFields: ["roster", "additional_items"],
        howToSend: SEND_QUOTE_AS,
      },
      status: 201,
      answer: quoteRequestedSchema,
    },
  }),
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "quotes.manage",
    input: quoteListInput,
    handler: ({ ctx, input }) => listQuotePage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/quotes",
      operationId: "listQuotes",
      summary: "Quotes, a page at a time, newest first unless sorted",
      tag,
      query: [
        ...pagingParams("the team, the contact's name or e-mail, or the number (Q-2001)"),
        {
          name: "status",
          description: "Only quotes with this status.",
        },
      ],
      answer: pageOf(quoteListItemSchema),
      paged: true,
    },
  }),
  stats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "quotes.manage",
    handler: ({ ctx }) => quoteStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/quotes/stats",
      operationId: "getQuoteStats",
      summary: "Counts for the quotes screen's tiles",
      tag,
      answer: quoteStatsSchema,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "quotes.manage",
    input: recordIdInput,
    handler: ({ ctx, input }) => getQuote({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/quotes/{id}",
      operationId: "getQuote",
      summary: "One quote: request, roster, files, estimate, price, proofs, history and its order",
      tag,
      pathParams: idParam,
      answer: quoteSchema,
    },
  }),
  send: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: sendQuoteInput,
    handler: ({ ctx, input }) => sendQuote({ db: ctx.db, actor: ctx.user, input, mail: ctx.mail }),
    rest: {
      method: "post",
      path: "/api/quotes/{id}/send",
      operationId: "sendQuote",
      errors: [{ status: 409, description: "The quote's status does not allow sending a price." }],
      summary:
        "Set the final price and send the quote: the coach is e-mailed the price and their link (only before approval)",
      tag,
      pathParams: idParam,
      json: sendQuoteInput.omit({ id: true }),
      answer: quoteSchema,
    },
  }),
  setStatus: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: designStatusInput,
    handler: async ({ ctx, input }) => {
      await setDesignStatus({
        db: ctx.db,
        actor: ctx.user,
        subject: { kind: "quote", id: input.id },
        input,
        mail: ctx.mail,
      });
      return getQuote({ db: ctx.db, input });
    },
    rest: {
      method: "put",
      path: "/api/quotes/{id}/status",
      operationId: "setQuoteStatus",
      errors: [{ status: 409, description: "That move is not allowed from the quote's status." }],
      summary:
        "Move a quote by hand: approved → in_production → completed, cancel, reopen a cancelled one (other moves: 409)",
      tag,
      pathParams: idParam,
      json: statusBody,
      answer: quoteSchema,
    },
  }),
  createOrder: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: recordIdInput,
    handler: ({ ctx, input }) =>
      createOrderFromQuote({ db: ctx.db, actor: ctx.user, input, mail: ctx.mail, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/quotes/{id}/order",
      operationId: "createOrderFromQuote",
      errors: [{ status: 409, description: "The quote is not approved, or already has an order." }],
      summary:
        "Turn an approved quote into an order (package, one line per roster size, add-ons, rush, the quoted price); once per quote",
      tag,
      pathParams: idParam,
      status: 201,
      answer: quoteSchema,
    },
  }),
  exportRoster: defineOperation({
    kind: "query",
    access: "admin",
    permission: "quotes.manage",
    input: recordIdInput,
    handler: ({ ctx, input }) => exportRosterCsv({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/quotes/{id}/roster",
      operationId: "exportQuoteRoster",
      summary: "The quote's roster for production, as a CSV download (Team, Player, Number, Size)",
      tag,
      pathParams: idParam,
      csv: true,
    },
  }),
};
