import type { TRPCRouterRecord } from "@trpc/server";

export const imagesRouter = {} satisfies TRPCRouterRecord;
