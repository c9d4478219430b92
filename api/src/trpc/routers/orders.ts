import type { TRPCRouterRecord } from "@trpc/server";
import { orderIdInput, orderStatusInput } from "../../schemas/orders";
import { deleteOrder, listOrders, updateOrderStatus } from "../../services/orders";
import { adminProcedure } from "../init";

export const ordersRouter = {
  list: adminProcedure.query(({ ctx }) => listOrders(ctx.db)),
  updateStatus: adminProcedure
    .input(orderStatusInput)
    .mutation(({ ctx, input }) => updateOrderStatus(ctx.db, input.id, input.status)),
  delete: adminProcedure.input(orderIdInput).mutation(({ ctx, input }) => deleteOrder(ctx.db, input.id)),
} satisfies TRPCRouterRecord;
