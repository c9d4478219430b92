import { defineOperation } from "../define";
import { idParam } from "../parts";
import { staffIdInput } from "./schemas";
import { changeStaffRole, deactivateStaff, reactivateStaff } from "./staff-status";
import { staffRoleInput, staffStatusSchema } from "./staff-status-schemas";

const tag = "Staff accounts";
const lastOwner = { status: 409, description: "The last active owner (the store must keep one)." };

/** The owner changes what a person may do: their role, or whether they may sign in at all. */
export const staffStatusOperations = {
  changeRole: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: staffRoleInput,
    handler: async ({ ctx, input }) => {
      const changed = await changeStaffRole({ db: ctx.db, actor: ctx.user, input, token: ctx.sessionToken });
      ctx.logger.info("staff role changed", {
        userId: changed.id,
        role: changed.role,
        by: ctx.user.id,
        ip: ctx.clientIp,
      });
      return changed;
    },
    rest: {
      method: "put",
      path: "/api/staff-accounts/{id}/role",
      operationId: "changeStaffRole",
      summary:
        "Give a person another role; their sessions end so the new role starts with a fresh sign-in (not the last active owner)",
      tag,
      pathParams: idParam,
      json: "input",
      answer: staffStatusSchema,
      errors: [lastOwner],
    },
  }),
  deactivate: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: staffIdInput,
    handler: async ({ ctx, input }) => {
      const done = await deactivateStaff({ db: ctx.db, actor: ctx.user, input });
      ctx.logger.info("staff account deactivated", { userId: done.id, by: ctx.user.id, ip: ctx.clientIp });
      return done;
    },
    rest: {
      method: "post",
      path: "/api/staff-accounts/{id}/deactivate",
      operationId: "deactivateStaffAccount",
      summary:
        "Deactivate an account: it cannot sign in, its sessions end and its API keys are revoked at once (not your own, not the last active owner)",
      tag,
      pathParams: idParam,
      answer: staffStatusSchema,
      errors: [{ status: 409, description: "Your own account, or the last active owner." }],
    },
  }),
  reactivate: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: staffIdInput,
    handler: async ({ ctx, input }) => {
      const done = await reactivateStaff({ db: ctx.db, actor: ctx.user, input });
      ctx.logger.info("staff account reactivated", { userId: done.id, by: ctx.user.id, ip: ctx.clientIp });
      return done;
    },
    rest: {
      method: "post",
      path: "/api/staff-accounts/{id}/reactivate",
      operationId: "reactivateStaffAccount",
      summary: "Let a deactivated account sign in again (its revoked API keys stay revoked)",
      tag,
      pathParams: idParam,
      answer: staffStatusSchema,
    },
  }),
};
