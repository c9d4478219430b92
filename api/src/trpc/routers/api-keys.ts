import type { TRPCRouterRecord } from "@trpc/server";
import { apiKeyIdInput, apiKeyInput } from "../../schemas/api-keys";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/api-keys";
import { adminProcedure } from "../init";

/** Integrators' keys: admins list, create (the key is answered once) and revoke them. */
export const apiKeysRouter = {
  list: adminProcedure.query(({ ctx }) => listApiKeys(ctx.db)),
  create: adminProcedure.input(apiKeyInput).mutation(async ({ ctx, input }) => {
    const created = await createApiKey(ctx.db, ctx.user, input);
    ctx.logger.info("api key created", { keyId: created.id, by: ctx.user.id, ip: ctx.clientIp });
    return created;
  }),
  revoke: adminProcedure.input(apiKeyIdInput).mutation(async ({ ctx, input }) => {
    const revoked = await revokeApiKey(ctx.db, ctx.user, input.id);
    ctx.logger.info("api key revoked", { keyId: revoked.id, by: ctx.user.id, ip: ctx.clientIp });
    return revoked;
  }),
} satisfies TRPCRouterRecord;
