import type { TRPCRouterRecord } from "@trpc/server";

export const submissionsRouter = {} satisfies TRPCRouterRecord;
