import { defineOperation } from "../define";
import { idParam, pageOf, pagingParams } from "../parts";
import { contactStats, listContactPage, setContactRead } from "./contact-messages";
import { contactListInput, contactReadBody, contactReadInput, contactStatsSchema } from "./contact-schemas";
import { contactSubmissionSchema } from "./schemas";

const tag = "Submissions";

/** What staff do with the contact form's messages: read them a page at a time, mark them read. */
export const contactOperations = {
  listContact: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    input: contactListInput,
    handler: ({ ctx, input }) => listContactPage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/contact-submissions",
      operationId: "listContactSubmissions",
      summary: "Messages received, a page at a time, newest first unless sorted",
      tag,
      query: [
        ...pagingParams("the name, email or message"),
        { name: "unread", description: "true: only messages nobody has opened; false: only opened ones." },
      ],
      answer: pageOf(contactSubmissionSchema),
      paged: true,
    },
  }),
  contactStats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "content.manage",
    handler: ({ ctx }) => contactStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/contact-submissions/stats",
      operationId: "getContactSubmissionStats",
      summary: "Counts for the messages screen's tiles: total, unread, this month (store time)",
      tag,
      answer: contactStatsSchema,
    },
  }),
  setContactRead: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "content.manage",
    input: contactReadInput,
    handler: ({ ctx, input }) => setContactRead({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "put",
      path: "/api/contact-submissions/{id}/read",
      operationId: "setContactSubmissionRead",
      summary: "Mark a message read (as opening it on the messages screen does) or unread again",
      tag,
      pathParams: idParam,
      json: contactReadBody,
      answer: contactSubmissionSchema,
    },
  }),
};
