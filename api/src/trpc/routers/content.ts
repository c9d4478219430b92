import type { TRPCRouterRecord } from "@trpc/server";

export const contentRouter = {} satisfies TRPCRouterRecord;
