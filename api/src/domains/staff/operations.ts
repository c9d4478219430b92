import { z } from "zod";
import type { Logger } from "../../logger";
import { defineOperation } from "../define";
import { idParam } from "../parts";
import { apiKeyIdInput, apiKeyInput, apiKeySchema, createdApiKeySchema } from "./api-key-schemas";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";
import {
  createdStaffSchema,
  removedStaffSchema,
  staffAccountInput,
  staffAccountSchema,
  staffIdInput,
} from "./schemas";
import { createStaffAccount, listStaff, removeStaffAccess } from "./staff-accounts";

/** Who may sign in changed: logged (the security log) with what changed, who changed it and from where. */
async function logged<T>(
  ctx: { logger: Logger; user: { id: string }; clientIp: string },
  message: string,
  change: Promise<T>,
  fields: (done: T) => Record<string, unknown>,
): Promise<T> {
  const done = await change;
  ctx.logger.info(message, { ...fields(done), by: ctx.user.id, ip: ctx.clientIp });
  return done;
}

/** Who may sign in to the admin portal: admins list, add and remove one another. */
export const staffOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "staff.manage",
    handler: ({ ctx }) => listStaff({ db: ctx.db, actor: ctx.user }),
    rest: {
      method: "get",
      path: "/api/staff-accounts",
      operationId: "listStaffAccounts",
      summary: "Staff (admin) accounts, oldest first, with their latest sign-in and which is yours (is_you)",
      tag: "Staff accounts",
      answer: z.array(staffAccountSchema),
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: staffAccountInput,
    handler: ({ ctx, input }) =>
      logged(
        ctx,
        "staff account created",
        createStaffAccount({ db: ctx.db, actor: ctx.user, input }),
        (a) => ({
          userId: a.id,
          promoted: a.promoted,
        }),
      ),
    rest: {
      method: "post",
      path: "/api/staff-accounts",
      operationId: "createStaffAccount",
      errors: [{ status: 409, description: "That email already belongs to a staff account." }],
      summary:
        "Add a staff account; a customer's email is promoted with the new password (its sessions end), an admin's is a 409",
      tag: "Staff accounts",
      json: staffAccountInput,
      status: 201,
      answer: createdStaffSchema,
    },
  }),
  removeAccess: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: staffIdInput,
    handler: ({ ctx, input }) =>
      logged(ctx, "staff access removed", removeStaffAccess({ db: ctx.db, actor: ctx.user, input }), (r) => ({
        userId: r.id,
      })),
    rest: {
      method: "delete",
      path: "/api/staff-accounts/{id}",
      operationId: "removeStaffAccount",
      errors: [{ status: 409, description: "Your own account, or the last admin." }],
      summary:
        "Remove staff access: the account becomes a customer's and its sessions end at once (not your own, not the last admin)",
      tag: "Staff accounts",
      pathParams: idParam,
      answer: removedStaffSchema,
    },
  }),
};

/** Integrators' keys (`Authorization: Bearer csk_…`): admins list, create (the key is answered once) and revoke them. */
export const apiKeyOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "apiKeys.manage",
    handler: ({ ctx }) => listApiKeys({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/api-keys",
      operationId: "listApiKeys",
      summary:
        "API keys, newest first, revoked ones included; never the key itself (only its first characters)",
      tag: "API keys",
      answer: apiKeySchema.array(),
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "apiKeys.manage",
    input: apiKeyInput,
    handler: ({ ctx, input }) =>
      logged(ctx, "api key created", createApiKey({ db: ctx.db, actor: ctx.user, input }), (k) => ({
        keyId: k.id,
      })),
    rest: {
      method: "post",
      path: "/api/api-keys",
      operationId: "createApiKey",
      summary:
        "Create an API key that acts with your admin rights; the answer's `key` is the only time the whole key is shown",
      tag: "API keys",
      json: apiKeyInput,
      status: 201,
      answer: createdApiKeySchema,
    },
  }),
  revoke: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "apiKeys.manage",
    input: apiKeyIdInput,
    handler: ({ ctx, input }) =>
      logged(ctx, "api key revoked", revokeApiKey({ db: ctx.db, actor: ctx.user, input }), (k) => ({
        keyId: k.id,
      })),
    rest: {
      method: "delete",
      path: "/api/api-keys/{id}",
      operationId: "revokeApiKey",
      summary:
        "Revoke an API key: requests with it get 401 from now on; it stays listed as revoked (again: no change)",
      tag: "API keys",
      pathParams: idParam,
      answer: apiKeySchema,
    },
  }),
};
