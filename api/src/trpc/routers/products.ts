import type { TRPCRouterRecord } from "@trpc/server";
import { productListInput } from "../../schemas/products";
import { listProducts } from "../../services/products";
import { publicProcedure } from "../init";

export const productsRouter = {
  list: publicProcedure.input(productListInput).query(({ ctx, input }) => listProducts(ctx.db, input)),
} satisfies TRPCRouterRecord;
