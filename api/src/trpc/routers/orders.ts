import type { TRPCRouterRecord } from "@trpc/server";

export const ordersRouter = {} satisfies TRPCRouterRecord;
