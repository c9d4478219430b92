import { z } from "zod";
import { MAX_FILE_BYTES } from "../../common/uploads";
import { defineOperation, type UploadLimits } from "../define";
import { orderSchema } from "../orders/schemas";
import { idParam } from "../parts";
import {
  addExemption,
  customerById,
  exemptionDocument,
  listExemptions,
  verifyExemption,
} from "./exemption-records";
import { applyOrderExemption, orderExemptions, removeOrderExemption } from "./order-exemption";
import {
  applyQuoteExemption,
  quoteCustomerOf,
  quoteExemptions,
  removeQuoteExemption,
} from "./quote-exemption";
import {
  addExemptionInput,
  applyExemptionBody,
  applyExemptionInput,
  customerExemptionsInput,
  exemptionChoicesSchema,
  exemptionFields,
  exemptionIdInput,
  exemptionSchema,
  FAMILY_ORDER_RULE,
  removeExemptionBody,
  removeExemptionInput,
  SEND_EXEMPTION_AS_MULTIPART,
} from "./schemas";

/** One document of at most 10 MB, with room for the form's few fields. */
const oneDocument: UploadLimits = {
  maxFiles: 1,
  maxRequestBytes: MAX_FILE_BYTES + 64 * 1024,
  maxFileBytes: MAX_FILE_BYTES,
  tooLarge: (name: string) => `"${name}" is over 10 MB: send a smaller scan or photo of the document.`,
  requestTooLarge: "The upload is too large: send one document of at most 10 MB.",
};

/** The upload form's description, the same from a customer record and from a quote. */
const exemptionForm = {
  fields: exemptionFields,
  files: {
    name: "document",
    description:
      "The purchase order, exemption certificate or resale form: a PDF, PNG, JPEG or WebP of at most 10 MB, judged by its bytes.",
    repeated: false,
  },
  limits: oneDocument,
  howToSend: SEND_EXEMPTION_AS_MULTIPART,
};

const customerParam = [{ name: "id", description: "The customer record's id (a UUID)." }];
const refusedExemption = {
  status: 400,
  description:
    "The exemption is not this customer's, not verified, or expired before the order's day; or the order is a team-store family order, which Alabama taxes.",
};

/**
 * Tax exemptions (decision 084): kept on a customer record with their document, verified by staff,
 * applied to an order or a quote with a reason. Staff only.
 */
export const taxExemptionOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "customers.manage",
    input: customerExemptionsInput,
    handler: ({ ctx, input }) => listExemptions({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/customers/{id}/tax-exemptions",
      operationId: "listCustomerTaxExemptions",
      summary:
        "A customer's tax exemptions (school PO, nonprofit certificate, resale number), newest first, each verified, awaiting check or expired",
      tag: "Customers",
      pathParams: customerParam,
      answer: z.array(exemptionSchema),
    },
  }),
  add: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "customers.manage",
    input: addExemptionInput,
    handler: ({ ctx, input }) =>
      addExemption({
        db: ctx.db,
        actor: ctx.user,
        input,
        now: ctx.now(),
        storage: ctx.storage,
        customerOf: customerById(input.id),
      }),
    rest: {
      method: "post",
      path: "/api/customers/{id}/tax-exemptions",
      operationId: "addCustomerTaxExemption",
      summary:
        "Record a customer's tax exemption with its document; it awaits a staff check before it can be applied",
      tag: "Customers",
      status: 201,
      pathParams: customerParam,
      answer: exemptionSchema,
      errors: [{ status: 409, description: "The customer record was merged into another." }],
      multipart: exemptionForm,
    },
  }),
  document: defineOperation({
    kind: "query",
    access: "admin",
    permission: "customers.manage",
    input: exemptionIdInput,
    handler: ({ ctx, input }) => exemptionDocument({ db: ctx.db, input, storage: ctx.storage }),
    rest: {
      method: "get",
      path: "/api/tax-exemptions/{id}/document",
      operationId: "getTaxExemptionDocument",
      summary: "An exemption's document as uploaded (a PDF is sent as a download)",
      tag: "Customers",
      pathParams: idParam,
      file: "document",
    },
  }),
  verify: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "customers.manage",
    input: exemptionIdInput,
    handler: ({ ctx, input }) => verifyExemption({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/tax-exemptions/{id}/verify",
      operationId: "verifyTaxExemption",
      summary:
        "Record that staff checked the exemption's document: who (the signed-in staff member) and when",
      tag: "Customers",
      pathParams: idParam,
      answer: exemptionSchema,
      errors: [{ status: 409, description: "The exemption has expired: add the current one instead." }],
    },
  }),
  forOrder: defineOperation({
    kind: "query",
    access: "admin",
    permission: "orders.edit",
    input: exemptionIdInput,
    handler: ({ ctx, input }) => orderExemptions({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/orders/{id}/tax-exemptions",
      operationId: "listOrderTaxExemptions",
      summary: "The exemptions an order can take: those on its customer's record, each with its status today",
      tag: "Orders",
      pathParams: idParam,
      answer: exemptionChoicesSchema,
    },
  }),
  applyToOrder: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.edit",
    input: applyExemptionInput,
    handler: ({ ctx, input }) => applyOrderExemption({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/exemption",
      operationId: "applyOrderTaxExemption",
      summary: `Make an order exempt from sales tax with one of its customer's verified exemptions and a reason: its tax becomes 0. ${FAMILY_ORDER_RULE}`,
      tag: "Orders",
      pathParams: idParam,
      json: applyExemptionBody,
      answer: orderSchema,
      errors: [
        refusedExemption,
        { status: 409, description: "The order is shipped, delivered or cancelled." },
      ],
    },
  }),
  removeFromOrder: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.edit",
    input: removeExemptionInput,
    handler: ({ ctx, input }) => removeOrderExemption({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/orders/{id}/exemption",
      operationId: "removeOrderTaxExemption",
      summary:
        "Take an order's exemption off, with a reason: it is taxed again at the rates it was placed under",
      tag: "Orders",
      pathParams: idParam,
      json: removeExemptionBody,
      answer: orderSchema,
      errors: [
        {
          status: 409,
          description: "The order has no exemption, or is shipped, delivered or cancelled.",
        },
      ],
    },
  }),
  forQuote: defineOperation({
    kind: "query",
    access: "admin",
    permission: "quotes.manage",
    input: exemptionIdInput,
    handler: ({ ctx, input }) => quoteExemptions({ db: ctx.db, input, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/quotes/{id}/tax-exemptions",
      operationId: "listQuoteTaxExemptions",
      summary:
        "The exemptions a quote can take: those on the customer record of the quote's e-mail (none, and customer_id null, while the coach has no record)",
      tag: "Quotes",
      pathParams: idParam,
      answer: exemptionChoicesSchema,
    },
  }),
  addForQuote: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: addExemptionInput,
    handler: ({ ctx, input }) =>
      addExemption({
        db: ctx.db,
        actor: ctx.user,
        input,
        now: ctx.now(),
        storage: ctx.storage,
        customerOf: quoteCustomerOf(input.id),
      }),
    rest: {
      method: "post",
      path: "/api/quotes/{id}/tax-exemptions",
      operationId: "addQuoteTaxExemption",
      summary:
        "Record a school's PO (or another exemption) from its quote: it goes on the customer record of the quote's e-mail, made now if the coach has none yet",
      tag: "Quotes",
      status: 201,
      pathParams: idParam,
      answer: exemptionSchema,
      multipart: exemptionForm,
    },
  }),
  applyToQuote: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: applyExemptionInput,
    handler: ({ ctx, input }) => applyQuoteExemption({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/quotes/{id}/exemption",
      operationId: "applyQuoteTaxExemption",
      summary:
        "Make a quote exempt (a school's purchase order) with a verified exemption on the record of the quote's e-mail and a reason: its order is placed with no tax",
      tag: "Quotes",
      pathParams: idParam,
      json: applyExemptionBody,
      answer: exemptionChoicesSchema,
      errors: [refusedExemption, { status: 409, description: "The quote is already an order." }],
    },
  }),
  removeFromQuote: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "quotes.manage",
    input: removeExemptionInput,
    handler: ({ ctx, input }) => removeQuoteExemption({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "delete",
      path: "/api/quotes/{id}/exemption",
      operationId: "removeQuoteTaxExemption",
      summary: "Take a quote's exemption off, with a reason, before it becomes an order",
      tag: "Quotes",
      pathParams: idParam,
      json: removeExemptionBody,
      answer: exemptionChoicesSchema,
      errors: [{ status: 409, description: "The quote has no exemption, or is already an order." }],
    },
  }),
};
