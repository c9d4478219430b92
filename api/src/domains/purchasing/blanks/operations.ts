import { defineOperation } from "../../define";
import { pageOf, pageParams } from "../../parts";
import { getProductBlanks, listProductBlanks, replaceProductBlanks } from "./blanks";
import {
  blankListInput,
  blankListItemSchema,
  productBlanksBody,
  productBlanksInput,
  productBlanksSchema,
  productIdInput,
} from "./schemas";

const tag = "Purchasing";
const permission = "purchasing.manage";
const productParam = [{ name: "id", description: "The product's id (a UUID)." }];

/** What each product and size is made from (purchasing.manage: owner and manager). */
export const productBlankOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission,
    input: blankListInput,
    handler: ({ ctx, input }) => listProductBlanks({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/product-blanks",
      operationId: "listProductBlanks",
      summary:
        "Products with what they are made from: not mapped first, then partly mapped, then mapped; with the supplier, style and colour",
      tag,
      query: [
        ...pageParams,
        { name: "search", description: "Case-insensitive text found in the product's name or category." },
        { name: "state", description: "unmapped, partly or mapped: only products in that state." },
        { name: "supplier_id", description: "Only products with a size mapped to this supplier." },
      ],
      answer: pageOf(blankListItemSchema),
      paged: true,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission,
    input: productIdInput,
    handler: ({ ctx, input }) => getProductBlanks({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/products/{id}/blanks",
      operationId: "getProductBlanks",
      summary:
        "What a product is made from: its supplier, style and colour, and each of its sizes with its SKU and cost (or null)",
      tag,
      pathParams: productParam,
      errors: [{ status: 404, description: "No such product." }],
      answer: productBlanksSchema,
    },
  }),
  replace: defineOperation({
    kind: "mutation",
    access: "admin",
    permission,
    input: productBlanksInput,
    handler: ({ ctx, input }) => replaceProductBlanks({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "put",
      path: "/api/products/{id}/blanks",
      operationId: "replaceProductBlanks",
      summary:
        'Replace what a product is made from: one supplier, style and colour, and per size ("" for a one-size product) a SKU and cost; sizes left out become unmapped, an empty list removes the mapping',
      tag,
      pathParams: productParam,
      json: productBlanksBody,
      errors: [{ status: 404, description: "No such product." }],
      answer: productBlanksSchema,
    },
  }),
};
