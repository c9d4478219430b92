import { z } from "zod";
import { defineOperation } from "../define";
import { deleted, idParam, pageOf, pagingParams } from "../parts";
import { browseShop } from "./browse-shop";
import { listProductPage, productStats } from "./product-list";
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from "./products";
import { relatedProducts } from "./related-products";
import {
  adminProductSchema,
  productAdminListInput,
  productIdInput,
  productInput,
  productListInput,
  productSchema,
  productStatsSchema,
  productSummarySchema,
  productUpdateInput,
  RELATED_LIMIT,
} from "./schemas";
import { searchProducts } from "./search-products";
import { productSearchInput } from "./search-schemas";
import { shopBrowseInput } from "./shop-browse-schemas";

const tag = "Products";

/** The catalogue: public reads (cached) and the admin screen's writes. */
export const productOperations = {
  list: defineOperation({
    kind: "query",
    access: "public",
    input: productListInput,
    cache: "products",
    handler: ({ ctx, input }) => listProducts({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/products",
      operationId: "listProducts",
      otherQueryIgnored: true,
      summary: "List the catalogue, A-Z",
      tag,
      query: [
        {
          name: "category",
          description: "Only this category's products; any other value is refused with 400.",
        },
      ],
      answer: z.array(productSchema),
    },
  }),
  /** The shop's grid: one batch of a category, search and order, with the radios' counts. */
  browse: defineOperation({
    kind: "query",
    access: "public",
    input: shopBrowseInput,
    cache: "products",
    handler: ({ ctx, input }) => browseShop({ db: ctx.db, input }),
  }),
  /** The quick search's products: the best matches for the words typed, and how many match. */
  search: defineOperation({
    kind: "query",
    access: "public",
    input: productSearchInput,
    cache: "products",
    handler: ({ ctx, input }) => searchProducts({ db: ctx.db, input }),
  }),
  byId: defineOperation({
    kind: "query",
    access: "public",
    input: productIdInput,
    cache: "products",
    handler: ({ ctx, input }) => getProduct({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/products/{id}",
      operationId: "getProduct",
      summary: "One product",
      tag,
      pathParams: idParam,
      answer: productSchema,
    },
  }),
  /** A few others of the product's category, for the cards under its page. */
  related: defineOperation({
    kind: "query",
    access: "public",
    input: productIdInput,
    cache: "products",
    handler: ({ ctx, input }) => relatedProducts({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/products/{id}/related",
      operationId: "getRelatedProducts",
      summary: `Up to ${RELATED_LIMIT} other products of the same category, in-stock first, then A-Z, as summaries (only the sizes that cost more, are sold out or run low)`,
      tag,
      pathParams: idParam,
      answer: z.array(productSummarySchema),
    },
  }),
  adminList: defineOperation({
    kind: "query",
    access: "admin",
    permission: "catalogue.manage",
    input: productAdminListInput,
    handler: ({ ctx, input }) => listProductPage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/products/admin",
      operationId: "listProductsForAdmin",
      summary: "The admin products table: a page at a time, newest first unless sorted",
      tag,
      query: pagingParams("the name, description or category"),
      answer: pageOf(adminProductSchema),
      paged: true,
    },
  }),
  stats: defineOperation({
    kind: "query",
    access: "admin",
    permission: "catalogue.manage",
    handler: ({ ctx }) => productStats({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/products/stats",
      operationId: "getProductStats",
      summary:
        "Figures for the products screen's tiles: total, in stock, low stock (fixed at 6), average price",
      tag,
      answer: productStatsSchema,
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "catalogue.manage",
    input: productInput,
    handler: ({ ctx, input }) => createProduct({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/products",
      operationId: "createProduct",
      summary: "Add a product",
      tag,
      json: productInput,
      status: 201,
      answer: adminProductSchema,
    },
  }),
  update: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "catalogue.manage",
    input: productUpdateInput,
    handler: ({ ctx, input }) => updateProduct({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "put",
      path: "/api/products/{id}",
      operationId: "replaceProduct",
      summary:
        "Replace a product: every editable field is set from the body; a field left out goes back to its default (description and image_url null, in_stock true, sizes the category's)",
      tag,
      pathParams: idParam,
      json: productInput,
      answer: adminProductSchema,
    },
  }),
  delete: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "catalogue.manage",
    input: productIdInput,
    handler: ({ ctx, input }) => deleteProduct({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/products/{id}",
      operationId: "deleteProduct",
      summary: "Delete a product (orders keep its name and price)",
      tag,
      pathParams: idParam,
      answer: deleted,
    },
  }),
};
