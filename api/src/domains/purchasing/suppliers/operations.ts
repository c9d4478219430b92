import { z } from "zod";
import type { UploadLimits } from "../../define";
import { defineOperation } from "../../define";
import { deleted, pageOf, pageParams, pagingParams } from "../../parts";
import {
  importStylesInput,
  SEND_STYLE_LIST,
  styleImportSchema,
  styleMatchInput,
  styleMatchSchema,
  supplierFields,
  supplierIdInput,
  supplierListInput,
  supplierSchema,
  supplierStyleSchema,
  supplierStylesInput,
  updateSupplierInput,
} from "./schemas";
import { MAX_STYLE_FILE_BYTES } from "./style-list";
import { importSupplierStyles, listSupplierStyles, matchSupplierStyle } from "./styles";
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from "./suppliers";

const tag = "Purchasing";
const permission = "purchasing.manage";
const supplierParam = [{ name: "id", description: "The supplier's id (a UUID)." }];
const notFound = { status: 404, description: "No such supplier." };
const nameTaken = {
  status: 409,
  description: "Another supplier has that name (names are compared without regard to capitals).",
};

/** One CSV file, up to 10 MB, with room for the form's framing. */
const oneStyleList: UploadLimits = {
  maxFiles: 1,
  maxRequestBytes: MAX_STYLE_FILE_BYTES + 64 * 1024,
  maxFileBytes: MAX_STYLE_FILE_BYTES,
  tooLarge: (name) => `${name} is over 10 MB: split the style list by brand or style.`,
  requestTooLarge: "The upload is over 10 MB: send one style list of at most 10 MB.",
};

/** Suppliers of blank garments and their style lists (purchasing.manage: owner and manager). */
export const supplierOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission,
    input: supplierListInput,
    handler: ({ ctx, input }) => listSuppliers({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/suppliers",
      operationId: "listSuppliers",
      summary:
        "Suppliers a page at a time, searched by name or account number, with how many style-list rows and mapped product sizes each has",
      tag,
      query: pagingParams("the name and account number").map((p) =>
        p.name === "sort"
          ? { ...p, description: "Sort column: name, created_at or lead_days (default name)." }
          : p.name === "dir"
            ? { ...p, description: "asc or desc (default asc)." }
            : p,
      ),
      answer: pageOf(supplierSchema),
      paged: true,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission,
    input: supplierIdInput,
    handler: ({ ctx, input }) => getSupplier({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/suppliers/{id}",
      operationId: "getSupplier",
      summary: "One supplier",
      tag,
      pathParams: supplierParam,
      errors: [notFound],
      answer: supplierSchema,
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission,
    input: supplierFields,
    handler: ({ ctx, input }) => createSupplier({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/suppliers",
      operationId: "createSupplier",
      summary:
        "Add a supplier: name, account number, rep's e-mail (purchase orders go there), order cut-off (HH:MM), lead days (0-60) and the file format its purchase orders are written in",
      tag,
      json: supplierFields,
      status: 201,
      errors: [nameTaken],
      answer: supplierSchema,
    },
  }),
  update: defineOperation({
    kind: "mutation",
    access: "admin",
    permission,
    input: updateSupplierInput,
    handler: ({ ctx, input }) => updateSupplier({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "put",
      path: "/api/suppliers/{id}",
      operationId: "updateSupplier",
      summary: "Change a supplier (every field is sent)",
      tag,
      pathParams: supplierParam,
      json: supplierFields,
      errors: [notFound, nameTaken],
      answer: supplierSchema,
    },
  }),
  delete: defineOperation({
    kind: "mutation",
    access: "admin",
    permission,
    input: supplierIdInput,
    handler: ({ ctx, input }) => deleteSupplier({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/suppliers/{id}",
      operationId: "deleteSupplier",
      summary: "Delete a supplier and its style list",
      tag,
      pathParams: supplierParam,
      errors: [
        notFound,
        {
          status: 409,
          description:
            "A product blank or a purchase order uses the supplier: map those products to another supplier first; a supplier with purchase orders is kept.",
        },
      ],
      answer: deleted,
    },
  }),
  styles: defineOperation({
    kind: "query",
    access: "admin",
    permission,
    input: supplierStylesInput,
    handler: ({ ctx, input }) => listSupplierStyles({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/suppliers/{id}/styles",
      operationId: "listSupplierStyles",
      summary: "A supplier's imported style list a page at a time, by style, colour and SKU",
      tag,
      pathParams: supplierParam,
      query: [
        ...pageParams,
        { name: "search", description: "Case-insensitive text found in the style, colour, size or SKU." },
      ],
      errors: [notFound],
      answer: pageOf(supplierStyleSchema),
      paged: true,
    },
  }),
  matchStyle: defineOperation({
    kind: "query",
    access: "admin",
    permission,
    input: styleMatchInput,
    handler: ({ ctx, input }) => matchSupplierStyle({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/suppliers/{id}/styles/match",
      operationId: "matchSupplierStyle",
      summary:
        "Fill from the style list: a style and colour's rows, and with product_id each of the product's sizes with the SKU and cost that fit it (null where none does)",
      tag,
      pathParams: supplierParam,
      query: [
        {
          name: "style",
          description: "The supplier's style number (capitals do not matter).",
          required: true,
        },
        { name: "color", description: "The colour name as the style list writes it.", required: true },
        { name: "product_id", description: "A product whose sizes are matched to the style list's rows." },
      ],
      errors: [{ status: 404, description: "No such supplier or product." }],
      answer: styleMatchSchema,
    },
  }),
  importStyles: defineOperation({
    kind: "mutation",
    access: "admin",
    permission,
    input: importStylesInput,
    handler: ({ ctx, input }) => importSupplierStyles({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/suppliers/{id}/styles",
      operationId: "importSupplierStyles",
      summary:
        "Import a supplier's style list (CSV with style, colour, size, SKU and cost columns; S&S and SanMar headers are recognised): all rows or none, each SKU added or updated",
      description:
        'Headers are matched without regard to capitals, spaces or punctuation: style (Style, StyleName, STYLE#), color (Color, ColorName, COLOR_NAME), size (Size, SizeName), sku (SKU, UNIQUE_KEY), cost (cost, CustomerPrice, PIECE_PRICE, Price; "$3.12" is read as 3.12). At most 50,000 rows and 10 MB. A bad row refuses the whole file with its line number and what to fix; nothing is written.',
      tag,
      pathParams: supplierParam,
      json: z.object({ csv: z.string().describe("The style list's CSV text, header row first.") }),
      multipart: {
        fields: z.object({}),
        files: {
          name: "file",
          description: "The style list as a CSV file, header row first.",
          repeated: false,
        },
        limits: oneStyleList,
        howToSend: SEND_STYLE_LIST,
      },
      errors: [notFound],
      answer: styleImportSchema,
    },
  }),
};
