import type { TRPCRouterRecord } from "@trpc/server";
import { orderExportInput, orderIdInput, orderListInput, orderStatusInput } from "../../schemas/orders";
import { exportOrdersCsv, listOrderPage, orderStats } from "../../services/order-list";
import { deleteOrder, updateOrderStatus } from "../../services/orders";
import { adminProcedure } from "../init";

export const ordersRouter = {
  list: adminProcedure.input(orderListInput).query(({ ctx, input }) => listOrderPage(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => orderStats(ctx.db)),
  exportCsv: adminProcedure.input(orderExportInput).query(({ ctx, input }) => exportOrdersCsv(ctx.db, input)),
  updateStatus: adminProcedure
    .input(orderStatusInput)
    .mutation(({ ctx, input }) => updateOrderStatus(ctx.db, ctx.user, input.id, input.status, ctx.mail)),
  delete: adminProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => deleteOrder(ctx.db, ctx.user, input.id)),
} satisfies TRPCRouterRecord;
