import type { TRPCRouterRecord } from "@trpc/server";
import { staffAccountInput, staffIdInput } from "../../schemas/staff";
import { createStaffAccount, listStaff, removeStaffAccess } from "../../services/staff";
import { adminProcedure } from "../init";

/** Who may sign in to the admin portal: admins list, add and remove one another. */
export const staffRouter = {
  list: adminProcedure.query(({ ctx }) => listStaff(ctx.db, ctx.user.id)),
  create: adminProcedure.input(staffAccountInput).mutation(async ({ ctx, input }) => {
    const account = await createStaffAccount(ctx.db, ctx.user, input);
    ctx.logger.info("staff account created", {
      userId: account.id,
      promoted: account.promoted,
      by: ctx.user.id,
      ip: ctx.clientIp,
    });
    return account;
  }),
  removeAccess: adminProcedure.input(staffIdInput).mutation(async ({ ctx, input }) => {
    const removed = await removeStaffAccess(ctx.db, ctx.user, input.id);
    ctx.logger.info("staff access removed", { userId: removed.id, by: ctx.user.id, ip: ctx.clientIp });
    return removed;
  }),
} satisfies TRPCRouterRecord;
