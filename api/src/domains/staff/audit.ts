import { defineOperation } from "../define";
import { pageOf, pageParams } from "../parts";
import { lastChange, listAuditPage } from "./audit-records";
import { auditEntrySchema, auditLastChangeInput, auditListInput } from "./audit-schemas";

/** Who changed what. Read-only on purpose: entries are written by the changes themselves. */
export const auditOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "audit.view",
    input: auditListInput,
    handler: ({ ctx, input }) => listAuditPage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/audit-log",
      operationId: "listAuditLog",
      summary:
        "Who changed what: every admin change, a page at a time, newest first, with before and after (read-only)",
      tag: "Audit log",
      query: [
        ...pageParams,
        {
          name: "entity",
          description: "Only changes to this kind of record.",
        },
        {
          name: "entity_id",
          description:
            "Only changes to this record (its id; an image's name); needs entity. With page_size=1, its last change.",
        },
      ],
      answer: pageOf(auditEntrySchema),
      paged: true,
    },
  }),
  lastChange: defineOperation({
    kind: "query",
    access: "admin",
    permission: "audit.view",
    input: auditLastChangeInput,
    handler: ({ ctx, input }) => lastChange({ db: ctx.db, input }),
  }),
};
