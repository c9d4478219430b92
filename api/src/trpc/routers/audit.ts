import type { TRPCRouterRecord } from "@trpc/server";
import { auditLastChangeInput, auditListInput } from "../../schemas/audit";
import { lastChange, listAuditPage } from "../../services/audit";
import { adminProcedure } from "../init";

/** Who changed what. Read-only on purpose: entries are written by the changes themselves. */
export const auditRouter = {
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAuditPage(ctx.db, input)),
  lastChange: adminProcedure.input(auditLastChangeInput).query(({ ctx, input }) => lastChange(ctx.db, input)),
} satisfies TRPCRouterRecord;
