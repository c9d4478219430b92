import type { TRPCRouterRecord } from "@trpc/server";
import { productSearchInput } from "../../schemas/product-search";
import {
  productAdminListInput,
  productIdInput,
  productInput,
  productListInput,
  productUpdateInput,
} from "../../schemas/products";
import { shopBrowseInput } from "../../schemas/shop-browse";
import { listProductPage, productStats } from "../../services/product-list";
import { searchProducts } from "../../services/product-search";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from "../../services/products";
import { browseShop } from "../../services/shop-browse";
import { adminProcedure, publicProcedure } from "../init";

export const productsRouter = {
  list: publicProcedure.input(productListInput).query(({ ctx, input }) => listProducts(ctx.db, input)),
  /** The shop's grid: one batch of a category, search and order, with the radios' counts. */
  browse: publicProcedure.input(shopBrowseInput).query(({ ctx, input }) => browseShop(ctx.db, input)),
  /** The quick search's products: the best matches for the words typed, and how many match. */
  search: publicProcedure.input(productSearchInput).query(({ ctx, input }) => searchProducts(ctx.db, input)),
  byId: publicProcedure.input(productIdInput).query(({ ctx, input }) => getProduct(ctx.db, input.id)),
  adminList: adminProcedure
    .input(productAdminListInput)
    .query(({ ctx, input }) => listProductPage(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => productStats(ctx.db)),
  create: adminProcedure
    .input(productInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.user, input)),
  update: adminProcedure
    .input(productUpdateInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateProduct(ctx.db, ctx.user, id, fields)),
  delete: adminProcedure
    .input(productIdInput)
    .mutation(({ ctx, input }) => deleteProduct(ctx.db, ctx.user, input.id)),
} satisfies TRPCRouterRecord;
